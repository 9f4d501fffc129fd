// Merchant certification on the local chain (issue 24): a trader applies (advanced KYC and the operators'
// thresholds, each unmet one its code), pays the guarantee in MEC into escrow through the escrow's deposit
// machinery, customer service approves (the trader is certified and posts a fiat ad) or refuses, revokes
// with the fiat ads online (they go offline, open orders go on), and the trader gives certification up
// (the guarantee comes back by RETURN payouts once no order is open). Every decision is audited and
// mailed; the trader's routes only ever read the caller's own application.
import { MerchantsJobs } from '../../src/modules/merchants/merchants.jobs.js';
import { dropTestCountries, fiatWorld } from '../ads/fiat-fixtures.js';
import { startChainSuite, type ChainSuite, type Trader } from '../support/escrow-fixtures.js';
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher.js';
import { staffToken } from '../support/staff-access.js';
import {
  applicant as applyingTrader,
  applicationRow,
  fiatAd as postFiatAd,
  merchant as approvedMerchant,
  type MerchantContext,
  paidApplication as paid,
  staffPost,
  traderGet,
  traderPost,
  untilStatus,
  useTestThresholds,
} from './merchant-fixtures.js';

describe('merchants/merchant-certification', () => {
  let suite: ChainSuite;
  let catcher: MailCatcher;
  let cs: { id: number; token: string };
  let world: Awaited<ReturnType<typeof fiatWorld>>;

  beforeAll(async () => {
    catcher = await startMailCatcher();
    suite = await startChainSuite({ SMTP_URL: catcher.smtpUrl });
    await suite.round(); // the cursor starts at the deployment
    await useTestThresholds(suite.api);
    cs = await staffToken(suite.api, 'CUSTOMER_SERVICE');
    world = await fiatWorld(suite.api);
  });
  afterAll(async () => {
    await dropTestCountries(suite.api);
    await suite.close();
    await catcher.stop();
  });

  const api = () => suite.api;

  const ctx = (): MerchantContext => ({ suite, pair: world.pair, countryCode: world.country.code, cs });
  const applicant = (overrides: Record<string, unknown> = {}) => applyingTrader(ctx(), overrides);
  const paidApplication = (t: Trader) => paid(ctx(), t);
  const merchant = () => approvedMerchant(ctx());
  const fiatAd = (t: Trader) => postFiatAd(ctx(), t);

  describe('applying for merchant certification', () => {
    it('refuses an application without advanced KYC (4001)', async () => {
      const t = await applicant({ kycLevel: 'BASIC' });
      const res = await traderPost(api(), t.token, '/merchant/apply');
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 403, code: '4001' });
      expect(await api().prisma.merchantApplication.count({ where: { userId: t.userId } })).toBe(0);
    });

    it.each([
      ['fewer completed orders than the threshold (5049)', { completedOrderCount: 2 }, '5049'],
      ['a completion rate below the threshold (5050)', { completionRate: '0.8' }, '5050'],
      [
        'an account younger than the threshold (5051)',
        { createdAt: new Date(Date.now() - 9 * 86_400_000) },
        '5051',
      ],
    ])('refuses %s', async (_label, figures, code) => {
      const t = await applicant(figures);
      const res = await traderPost(api(), t.token, '/merchant/apply');
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 403, code });
      expect(await api().prisma.merchantApplication.count({ where: { userId: t.userId } })).toBe(0);
    });

    it("shows the thresholds with the trader's figures, and no application yet", async () => {
      const t = await applicant();
      const res = await traderGet(api(), t.token, '/merchant/application').expect(200);
      expect(res.body.data).toMatchObject({
        thresholds: {
          minCompletedOrders: 3,
          minCompletionRate: '0.9',
          minAccountDays: 10,
          guaranteeAmount: '5',
          guaranteeCoin: 'MEC',
        },
        figures: { completedOrders: 5, completionRate: '1', kycLevel: 'ADVANCED' },
        certified: false,
        application: null,
      });
      expect(res.body.data.figures.accountDays).toBeGreaterThanOrEqual(29);
    });

    it('goes AWAITING_DEPOSIT -> PENDING_REVIEW once escrow holds the guarantee in MEC; a second application answers 5052', async () => {
      const t = await applicant();
      const applied = await traderPost(api(), t.token, '/merchant/apply').expect(200);
      expect(applied.body.data.application).toMatchObject({
        status: 'AWAITING_DEPOSIT',
        guaranteeAmount: '5',
        guaranteeHeld: '0',
      });
      const id = applied.body.data.application.id as string;
      expect((await traderPost(api(), t.token, '/merchant/apply')).body.code).toBe('5052');

      const deposit = await traderPost(api(), t.token, '/merchant/deposit').expect(200);
      expect(deposit.body.data).toMatchObject({
        purpose: 'MERCHANT',
        refId: `${id}:1`,
        coin: 'MEC',
        amount: '5',
        status: 'OPEN',
        escrowAddress: suite.deployment.escrow.address,
        fromAddress: t.wallet.address,
      });
      // Asked again: the same deposit.
      expect((await traderPost(api(), t.token, '/merchant/deposit').expect(200)).body.data.id).toBe(
        deposit.body.data.id,
      );

      // A short payment keeps it waiting; the rest completes it.
      await suite.pay(t.wallet, 'MEC', '2');
      await suite.mineAndRound(3);
      expect(await untilStatus(api(), id, 'PENDING_REVIEW')).toBe('AWAITING_DEPOSIT');
      await suite.pay(t.wallet, 'MEC', '3');
      await suite.mineAndRound(3);
      expect(await untilStatus(api(), id, 'PENDING_REVIEW')).toBe('PENDING_REVIEW');
      const standing = await traderGet(api(), t.token, '/merchant/application').expect(200);
      expect(standing.body.data.application).toMatchObject({
        status: 'PENDING_REVIEW',
        guaranteeHeld: '5',
        depositId: null,
      });
      // Nothing left to deposit (5054).
      expect((await traderPost(api(), t.token, '/merchant/deposit')).body.code).toBe('5054');
    });

    it("never shows another trader's application: the standing is the caller's own", async () => {
      const a = await applicant();
      await traderPost(api(), a.token, '/merchant/apply').expect(200);
      const b = await applicant();
      const res = await traderGet(api(), b.token, '/merchant/application').expect(200);
      expect(res.body.data.application).toBeNull();
      expect((await traderPost(api(), b.token, '/merchant/give-up')).body.code).toBe('5053');
    });
  });

  describe("customer service's decisions", () => {
    it('approves a paid application: certified, audited, mailed; the merchant posts a fiat ad (5044 before)', async () => {
      const t = await applicant();
      const before = await fiatAd(t);
      expect(before.body.code).toBe('5044');
      const id = await paidApplication(t);
      // Approving before the review state, or twice: 5054.
      const res = await staffPost(api(), cs.token, `/admin/support/merchants/${id}/approve`, {
        reason: 'Figures fine',
      }).expect(200);
      expect(res.body.data.application).toMatchObject({
        status: 'APPROVED',
        reason: 'Figures fine',
        reviewerId: String(cs.id),
      });
      expect(res.body.data.applicant).toMatchObject({
        id: String(t.userId),
        certified: true,
        kycLevel: 'ADVANCED',
      });
      expect((await staffPost(api(), cs.token, `/admin/support/merchants/${id}/approve`, {})).body.code).toBe(
        '5054',
      );
      const audit = await api().prisma.auditLog.findMany({
        where: { staffId: cs.id, action: 'MERCHANT_APPROVE' },
      });
      expect(audit.some((r) => (r.data as { applicationId?: string }).applicationId === id)).toBe(true);

      expect(await api().app.get(MerchantsJobs).notify({ applicationId: id, notice: 'APPROVED' })).toBe(
        'SENT',
      );
      const user = await api().prisma.user.findUniqueOrThrow({ where: { id: t.userId } });
      const mail = await catcher.waitFor(user.email!);
      expect(mail.subject).toMatch(/certified merchant/);

      const ad = await fiatAd(t);
      expect({ status: ad.status, code: ad.body.code }).toEqual({ status: 200, code: '200' });
    });

    it('refuses an application with a reason (400 without one); the trader sees it and may apply again', async () => {
      const t = await applicant();
      const applied = await traderPost(api(), t.token, '/merchant/apply').expect(200);
      const id = applied.body.data.application.id as string;
      expect((await staffPost(api(), cs.token, `/admin/support/merchants/${id}/refuse`, {})).status).toBe(
        400,
      );
      await staffPost(api(), cs.token, `/admin/support/merchants/${id}/refuse`, {
        reason: 'Unclear history',
      }).expect(200);
      const standing = await traderGet(api(), t.token, '/merchant/application').expect(200);
      expect(standing.body.data.application).toMatchObject({ status: 'REFUSED', reason: 'Unclear history' });
      expect((await applicationRow(api(), id)).returnedAt).not.toBeNull();
      expect(
        await api().prisma.auditLog.count({ where: { staffId: cs.id, action: 'MERCHANT_REFUSE' } }),
      ).toBeGreaterThan(0);
      await traderPost(api(), t.token, '/merchant/apply').expect(200);
    });

    it('revokes while fiat ads are online (5054 unless approved): the fiat ads go offline, open orders continue, the guarantee waits for them', async () => {
      const { t, id } = await merchant();
      const ad = await fiatAd(t);
      const adId = BigInt(ad.body.data.id as string);
      const buyer = await applicant();
      const order = await api().prisma.order.create({
        data: {
          adId,
          makerId: t.userId,
          takerId: buyer.userId,
          buyerId: t.userId,
          sellerId: buyer.userId,
          type: 'BUY',
          mode: 'MANUAL',
          assetKind: 'COIN',
          coinId: ad.body.data.coinId ?? (await api().factories.coin('USDT')).id,
          chain: 'ERC20',
          quoteCurrency: world.pair.quote,
          status: 'WAIT_BUYER_PAY',
          quantity: '2',
          unitPrice: '1.5',
          amount: '3',
          totalAmount: '3',
        },
      });

      const res = await staffPost(api(), cs.token, `/admin/support/merchants/${id}/revoke`, {
        reason: 'Complaints',
      }).expect(200);
      expect(res.body.data.application).toMatchObject({ status: 'REVOKED', reason: 'Complaints' });
      expect((await api().prisma.user.findUniqueOrThrow({ where: { id: t.userId } })).certified).toBe(false);
      expect((await api().prisma.ad.findUniqueOrThrow({ where: { id: adId } })).online).toBe(false);
      expect((await api().prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(
        'WAIT_BUYER_PAY',
      );
      expect((await applicationRow(api(), id)).returnedAt).toBeNull();
      // Back online needs certification (5044); a second revocation is refused (5054).
      expect((await traderPost(api(), t.token, `/c2c/advert/online/${adId}?online=true`)).body.code).toBe(
        '5044',
      );
      expect(
        (await staffPost(api(), cs.token, `/admin/support/merchants/${id}/revoke`, { reason: 'Again' })).body
          .code,
      ).toBe('5054');

      // Giving up waits for the open order (5007), then the guarantee comes back on chain.
      expect((await traderPost(api(), t.token, '/merchant/give-up')).body.code).toBe('5007');
      await api().prisma.order.update({ where: { id: order.id }, data: { status: 'COMPLETED' } });
      await traderPost(api(), t.token, '/merchant/give-up').expect(200);
      const row = await applicationRow(api(), id);
      expect({ status: row.status, returned: row.returnedAt !== null }).toEqual({
        status: 'REVOKED',
        returned: true,
      });
      const payouts = await api().prisma.payout.findMany({
        where: { ref: { startsWith: `merchant:${id}:return:` } },
      });
      expect(
        payouts.map((p) => ({ kind: p.kind, amount: p.amount?.toString(), to: p.toAddress.toLowerCase() })),
      ).toEqual([{ kind: 'RETURN', amount: '5', to: t.wallet.address.toLowerCase() }]);
    });

    it('lets an approved merchant give certification up with no order open: WITHDRAWN, fiat ads offline, guarantee returned', async () => {
      const { t, id } = await merchant();
      const ad = await fiatAd(t);
      const res = await traderPost(api(), t.token, '/merchant/give-up').expect(200);
      expect(res.body.data).toMatchObject({ certified: false, application: { id, status: 'WITHDRAWN' } });
      expect(
        (await api().prisma.ad.findUniqueOrThrow({ where: { id: BigInt(ad.body.data.id as string) } }))
          .online,
      ).toBe(false);
      expect(
        await api().prisma.payout.count({
          where: { ref: { startsWith: `merchant:${id}:return:` }, kind: 'RETURN' },
        }),
      ).toBe(1);
    });
  });
});
