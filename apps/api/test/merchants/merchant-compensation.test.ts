// The guarantee is real (issue 24): when an appeal's executed decision goes against a certified merchant,
// an appeal officer pays the counterparty from the merchant's guarantee (RELEASE payouts through escrow,
// audited, once per appeal); the merchant's fiat ads go offline and new ones wait for a top-up (5055),
// which the trader deposits like the first guarantee.
import { OutboxRelayService } from '../../src/core/outbox/outbox-relay.service.js';
import { dropTestCountries, fiatWorld } from '../ads/fiat-fixtures.js';
import { readyTrader, startChainSuite, type ChainSuite, type Trader } from '../support/escrow-fixtures.js';
import { staffToken } from '../support/staff-access.js';
import {
  applicationRow,
  fiatAd as postFiatAd,
  merchant as approvedMerchant,
  type MerchantContext,
  staffPost,
  traderGet,
  traderPost,
  useTestThresholds,
} from './merchant-fixtures.js';

describe('merchants/merchant-compensation', () => {
  let suite: ChainSuite;
  let cs: { id: number; token: string };
  let officer: { id: number; token: string };
  let world: Awaited<ReturnType<typeof fiatWorld>>;

  beforeAll(async () => {
    suite = await startChainSuite();
    await suite.round();
    await useTestThresholds(suite.api);
    cs = await staffToken(suite.api, 'CUSTOMER_SERVICE');
    officer = await staffToken(suite.api, 'APPEAL_OFFICER');
    world = await fiatWorld(suite.api);
  });
  afterAll(async () => {
    await dropTestCountries(suite.api);
    await suite.close();
  });

  const api = () => suite.api;
  const ctx = (): MerchantContext => ({ suite, pair: world.pair, countryCode: world.country.code, cs });

  /**
   * An order of the merchant's fiat BUY ad with `seller`, and its appeal decided `result` (executed unless
   * told otherwise): SELLER_WINS goes against the merchant (the buyer).
   */
  async function decidedAppeal(
    m: Trader,
    seller: Trader,
    result: 'BUYER_WINS' | 'SELLER_WINS',
    executed = true,
  ): Promise<string> {
    const ad = await postFiatAd(ctx(), m);
    const order = await api().prisma.order.create({
      data: {
        adId: BigInt(ad.body.data.id as string),
        makerId: m.userId,
        takerId: seller.userId,
        buyerId: m.userId,
        sellerId: seller.userId,
        type: 'BUY',
        mode: 'MANUAL',
        assetKind: 'COIN',
        coinId: (await api().factories.coin('USDT')).id,
        chain: 'ERC20',
        quoteCurrency: world.pair.quote,
        status: result === 'SELLER_WINS' ? 'CANCELLED' : 'COMPLETED',
        quantity: '2',
        unitPrice: '1.5',
        amount: '3',
        totalAmount: '3',
      },
    });
    const now = new Date();
    const appeal = await api().prisma.appeal.create({
      data: {
        orderId: order.id,
        initiatorId: seller.userId,
        initiatorSide: 'SELLER',
        reasonCode: 'OTHER',
        reasonText: 'The buyer never paid',
        result,
        reviewerId: officer.id,
        decidedAt: now,
        executeAt: now,
        executedAt: executed ? now : null,
      },
    });
    return String(appeal.id);
  }

  const compensate = (appealId: string, amount: string, token = officer.token) =>
    staffPost(api(), token, `/admin/appeals/${appealId}/compensate`, {
      amount,
      reason: 'Loss of the seller',
    });

  /** What the merchant's guarantee deposits hold now (coin units, as text). */
  async function held(applicationId: string): Promise<string[]> {
    const rows = await api().prisma.depositIntent.findMany({
      where: { purpose: 'MERCHANT', refId: { startsWith: `${applicationId}:` } },
      orderBy: { id: 'asc' },
    });
    return rows.map((r) => r.heldAmount.toString());
  }

  describe('compensation from a guarantee', () => {
    it('pays the counterparty from the guarantee of the merchant an executed appeal went against (RELEASE through escrow, audited, idempotent); then a top-up is owed (5055) until deposited', async () => {
      const { t: m, id } = await approvedMerchant(ctx());
      const seller = await readyTrader(suite);
      const appealId = await decidedAppeal(m, seller, 'SELLER_WINS');
      const ad = await api().prisma.ad.findFirstOrThrow({ where: { userId: m.userId, status: 'PUBLISHED' } });

      const res = await compensate(appealId, '2').expect(200);
      expect(res.body.data).toMatchObject({
        applicationId: id,
        appealId,
        merchantId: String(m.userId),
        toUserId: String(seller.userId),
        amount: '2',
        staffId: String(officer.id),
      });
      const payouts = await api().prisma.payout.findMany({
        where: { ref: { startsWith: `merchant:${id}:compensation:${appealId}:` } },
      });
      expect(
        payouts.map((p) => ({
          kind: p.kind,
          amount: p.amount?.toString(),
          to: p.toAddress.toLowerCase(),
          userId: p.userId,
        })),
      ).toEqual([
        { kind: 'RELEASE', amount: '2', to: seller.wallet.address.toLowerCase(), userId: seller.userId },
      ]);
      expect(await held(id)).toEqual(['3']);
      expect(
        await api().prisma.auditLog.count({ where: { staffId: officer.id, action: 'MERCHANT_COMPENSATE' } }),
      ).toBe(1);
      // The same order again: the same compensation, nothing paid twice; another amount: 5056.
      expect((await compensate(appealId, '2').expect(200)).body.data.id).toBe(res.body.data.id);
      expect(
        await api().prisma.payout.count({ where: { ref: { startsWith: `merchant:${id}:compensation:` } } }),
      ).toBe(1);
      expect((await compensate(appealId, '1')).body.code).toBe('5056');

      // The merchant's fiat ads are offline and new ones wait for the top-up.
      expect((await api().prisma.ad.findUniqueOrThrow({ where: { id: ad.id } })).online).toBe(false);
      expect((await applicationRow(api(), id)).topUpRequired).toBe(true);
      expect((await postFiatAd(ctx(), m)).body.code).toBe('5055');
      expect((await traderPost(api(), m.token, `/c2c/advert/online/${ad.id}?online=true`)).body.code).toBe(
        '5055',
      );

      // The top-up is the missing 2 MEC, deposited like the guarantee itself.
      const deposit = await traderPost(api(), m.token, '/merchant/deposit').expect(200);
      expect(deposit.body.data).toMatchObject({
        purpose: 'MERCHANT',
        refId: `${id}:2`,
        amount: '2',
        status: 'OPEN',
      });
      await suite.pay(m.wallet, 'MEC', '2');
      await suite.mineAndRound(3);
      for (let i = 0; i < 50 && (await applicationRow(api(), id)).topUpRequired; i++) {
        await api().app.get(OutboxRelayService).drain();
      }
      expect((await applicationRow(api(), id)).topUpRequired).toBe(false);
      const standing = await traderGet(api(), m.token, '/merchant/application').expect(200);
      expect(standing.body.data.application).toMatchObject({
        status: 'APPROVED',
        guaranteeHeld: '5',
        topUpRequired: false,
      });
      expect((await postFiatAd(ctx(), m)).body.code).toBe('200');
    });

    it('refuses a compensation beyond what the guarantee holds (5057), on an appeal not executed or won by the merchant (5056), and to customer service (403)', async () => {
      const { t: m } = await approvedMerchant(ctx());
      const seller = await readyTrader(suite);
      const lost = await decidedAppeal(m, seller, 'SELLER_WINS');
      expect((await compensate(lost, '5.000001')).body.code).toBe('5057');
      const pending = await decidedAppeal(m, seller, 'SELLER_WINS', false);
      expect((await compensate(pending, '1')).body.code).toBe('5056');
      const won = await decidedAppeal(m, seller, 'BUYER_WINS');
      expect((await compensate(won, '1')).body.code).toBe('5056');
      const res = await compensate(lost, '1', cs.token);
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 403, code: '403' });
      expect((await compensate(lost, '1', m.token)).status).toBe(401);
      expect(await api().prisma.merchantCompensation.count({ where: { appealId: BigInt(lost) } })).toBe(0);
    });

    it('refuses compensation from a trader who is no merchant (5056)', async () => {
      const notMerchant = await readyTrader(suite);
      const seller = await readyTrader(suite);
      await api().prisma.user.update({
        where: { id: notMerchant.userId },
        data: { certified: true, regionId: world.country.code },
      });
      const appealId = await decidedAppeal(notMerchant, seller, 'SELLER_WINS');
      expect((await compensate(appealId, '1')).body.code).toBe('5056');
    });
  });
});
