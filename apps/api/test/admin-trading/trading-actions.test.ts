// Issue 25, staff taking an ad offline or cancelling it from the console's Ads & Orders: a reason is
// required (1 to 500 characters, trimmed); the cancel follows the trader's own rules (refused while orders
// are active, a SELL ad's remaining coin returned by its RETURN payout, through the ads module); each is
// in the staff audit log with the reason; the trader is told (AD_STATUS_CHANGE with the staff's action
// and reason); a second offline answers 5060, a second cancel 5061, never a 500. One order's page reads
// its real timeline, chat and escrow.
import { confirmingOrder, retireEscrowCoins } from '../appeals/appeal-fixtures.js';
import { say } from '../chat/chat-fixtures.js';
import { staffSuite } from '../support/staff-access.js';
import { adMessages, auditOf, heldSellAd, retireHeldCoins, tradingCall } from './trading-fixtures.js';

describe('admin-trading/trading-actions', () => {
  const suite = staffSuite(async (api) => {
    await retireEscrowCoins(api);
    await retireHeldCoins(api);
  });
  const cs = () => suite.tokens.staff.CUSTOMER_SERVICE;
  const admin = () => suite.tokens.staff.ADMIN;

  const act = (adId: string | bigint, what: 'offline' | 'cancel', body: object, token = cs().token) =>
    tradingCall(suite.api, token, 'POST', `/ads/${adId}/${what}`, { body });
  const adRow = (id: string | bigint) => suite.api.prisma.ad.findUniqueOrThrow({ where: { id: BigInt(id) } });

  async function buyAd() {
    const owner = await suite.api.factories.newUser();
    const ad = await suite.api.factories.newAd(owner.id, { type: 'BUY', publishedAt: new Date() });
    return { id: String(ad.id), ownerId: owner.id };
  }

  describe('taking an ad offline', () => {
    it('takes a published ad offline with a trimmed reason: audited, the trader told, its answer the ad', async () => {
      const ad = await buyAd();
      const res = await act(ad.id, 'offline', { reason: '  Misleading price  ' });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ id: ad.id, status: 'PUBLISHED', online: false });
      expect((await adRow(ad.id)).online).toBe(false);

      const [row, ...more] = await auditOf(suite.api, 'TRADING_AD_OFFLINE', `ad:${ad.id}`);
      expect(more).toEqual([]);
      expect(row).toMatchObject({ staffId: cs().id });
      expect(row!.data).toMatchObject({
        reason: 'Misleading price',
        ownerId: String(ad.ownerId),
        before: { status: 'PUBLISHED', online: true },
        after: { status: 'PUBLISHED', online: false },
      });
      expect(row!.ip).not.toBeNull();

      expect(await adMessages(suite.api, ad.id)).toEqual([
        {
          rooms: [`user:${ad.ownerId}`],
          body: { adId: ad.id, status: 'PUBLISHED', staffAction: 'OFFLINE', staffReason: 'Misleading price' },
        },
      ]);
    });

    it('answers 5060 for an ad offline already, and writes nothing more', async () => {
      const ad = await buyAd();
      expect((await act(ad.id, 'offline', { reason: 'First' })).status).toBe(200);
      const again = await act(ad.id, 'offline', { reason: 'Second' }, admin().token);
      expect({ status: again.status, code: again.body.code }).toEqual({ status: 409, code: '5060' });
      expect(await auditOf(suite.api, 'TRADING_AD_OFFLINE', `ad:${ad.id}`)).toHaveLength(1);
      expect(await adMessages(suite.api, ad.id)).toHaveLength(1);
    });

    it('refuses an ad that is not published (5025) and one that does not exist (5000)', async () => {
      const owner = await suite.api.factories.newUser();
      const cancelled = await suite.api.factories.newAd(owner.id, { status: 'CANCELLED' });
      const deleted = await suite.api.factories.newAd(owner.id, { status: 'DELETED' });
      const res = await act(cancelled.id, 'offline', { reason: 'Late' });
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 409, code: '5025' });
      expect((await act(deleted.id, 'offline', { reason: 'Gone' })).body.code).toBe('5000');
      expect((await act('999999999999', 'offline', { reason: 'Gone' })).body.code).toBe('5000');
    });
  });

  describe('the reason', () => {
    it('is required, 1 to 500 characters once trimmed, and well formed (400; nothing changes)', async () => {
      const ad = await buyAd();
      for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }, { reason: 'a\uD800b' }]) {
        for (const what of ['offline', 'cancel'] as const) {
          const res = await act(ad.id, what, body);
          expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code: '400' });
        }
      }
      expect(await adRow(ad.id)).toMatchObject({ status: 'PUBLISHED', online: true });
      expect((await act(ad.id, 'offline', { reason: 'x'.repeat(500) })).status).toBe(200);
    });
  });

  describe('cancelling an ad', () => {
    it('cancels an ad without orders: audited with the reason, the trader told; a second cancel answers 5061', async () => {
      const ad = await buyAd();
      const res = await act(ad.id, 'cancel', { reason: 'Fraud report' }, admin().token);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ id: ad.id, status: 'CANCELLED' });
      const [row] = await auditOf(suite.api, 'TRADING_AD_CANCEL', `ad:${ad.id}`);
      expect(row).toMatchObject({ staffId: admin().id });
      expect(row!.data).toMatchObject({
        reason: 'Fraud report',
        before: { status: 'PUBLISHED' },
        after: { status: 'CANCELLED' },
      });
      expect(await adMessages(suite.api, ad.id)).toEqual([
        {
          rooms: [`user:${ad.ownerId}`],
          body: { adId: ad.id, status: 'CANCELLED', staffAction: 'CANCELLED', staffReason: 'Fraud report' },
        },
      ]);

      const again = await act(ad.id, 'cancel', { reason: 'Again' });
      expect({ status: again.status, code: again.body.code }).toEqual({ status: 409, code: '5061' });
      const offline = await act(ad.id, 'offline', { reason: 'After cancel' });
      expect(offline.body.code).toBe('5025');
      expect(await auditOf(suite.api, 'TRADING_AD_CANCEL', `ad:${ad.id}`)).toHaveLength(1);
    });

    it("returns a SELL ad's remaining coin to the trader's bound address by the ads module's RETURN payout", async () => {
      const ad = await heldSellAd(suite.api);
      const res = await act(ad.id, 'cancel', { reason: 'Counterfeit listing' });
      expect(res.status).toBe(200);
      const payout = await suite.api.prisma.payout.findUniqueOrThrow({
        where: { ref: `ad:${ad.id}:return` },
      });
      expect(payout).toMatchObject({ kind: 'RETURN', adId: BigInt(ad.id), status: 'QUEUED' });
      expect(payout.toAddress.toLowerCase()).toBe(ad.address.toLowerCase());
      expect(payout.amount?.toString()).toBe('60');
      const deposit = await suite.api.prisma.depositIntent.findFirstOrThrow({
        where: { adId: BigInt(ad.id) },
      });
      expect(deposit.heldAmount.toString()).toBe('40');
      expect((await adRow(ad.id)).status).toBe('CANCELLED');
    });

    it('refuses an ad with an open order (5007) as the trader is refused: nothing changes, nothing audited', async () => {
      const c = await confirmingOrder(suite.api);
      const res = await act(c.ad.id, 'cancel', { reason: 'Suspicious' });
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 409, code: '5007' });
      expect((await adRow(c.ad.id)).status).toBe('PUBLISHED');
      expect(await auditOf(suite.api, 'TRADING_AD_CANCEL', `ad:${c.ad.id}`)).toEqual([]);
      expect(await suite.api.prisma.payout.findMany({ where: { adId: BigInt(c.ad.id) } })).toEqual([]);
      // Its open orders go on while it is offline.
      expect((await act(c.ad.id, 'offline', { reason: 'Suspicious' })).status).toBe(200);
      const order = await suite.api.prisma.order.findUniqueOrThrow({ where: { id: BigInt(c.id) } });
      expect(order.status).toBe('WAIT_SELLER_CONFIRM');
    });
  });

  describe('an order with its timeline, chat and escrow', () => {
    it('reads the order as the appeal desk does: the timeline (hash chain verified), the chat, the ad deposit', async () => {
      const c = await confirmingOrder(suite.api);
      await say(suite.api, c.buyer, c.id, { text: 'I paid, please release' }).expect(200);
      const res = await tradingCall(suite.api, cs().token, 'GET', `/orders/${c.id}`);
      expect(res.status).toBe(200);
      const d = res.body.data;
      expect(d.order).toMatchObject({ id: c.id, status: 'WAIT_SELLER_CONFIRM', adId: c.ad.id });
      expect(d.timeline.map((e: { toStatus: string }) => e.toStatus)).toEqual([
        'WAIT_SELLER_ACCEPT',
        'WAIT_BUYER_PAY',
        'WAIT_SELLER_CONFIRM',
      ]);
      expect(d.chainValid).toBe(true);
      expect(d.chat.map((m: { text: string | null }) => m.text)).toContain('I paid, please release');
      expect(d.deposits).toEqual([
        expect.objectContaining({ purpose: 'AD', status: 'SATISFIED', heldAmount: '100' }),
      ]);
      expect(d.payouts).toEqual([]);
    });
  });
});
