// Issue 25, the console's Ads & Orders reads: the market's ads and orders filtered by status, pair, side,
// user (id, email or nickname; either party of an order), dates, amount and chain state, paged on the
// server newest first; one order with its timeline, chat and escrow state; the deposits and payouts
// waiting or failed. Each test scopes its lists to its own traders through the user filter.
import { randomBytes } from 'node:crypto';
import { CatalogService } from '../../src/modules/catalog/catalog.service.js';
import { staffSuite } from '../support/staff-access.js';
import { tradingCall } from './trading-fixtures.js';

describe('admin-trading/trading-lists', () => {
  const suite = staffSuite();
  const cs = () => suite.tokens.staff.CUSTOMER_SERVICE.token;
  const get = (path: string, query: Record<string, string | string[]> = {}) =>
    tradingCall(suite.api, cs(), 'GET', path, { query });
  const ids = (res: { body: { data: { list: { id: string }[] } } }) => res.body.data.list.map((r) => r.id);

  const day = 86_400_000;
  const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day);
  const addr = () => `0x${randomBytes(20).toString('hex')}`;

  let owner: { id: bigint; email: string | null; nickname: string | null };
  let buyer: { id: bigint; nickname: string | null };
  let seller: { id: bigint; nickname: string | null };
  const ad: Record<'sell' | 'buyOffline' | 'cancelled' | 'deleted', string> = {} as never;
  const order: Record<'done' | 'dropped' | 'paying', string> = {} as never;
  let depositId: string;
  /** The transactions credited to the deposit, in chain order (the first carries two transfer logs). */
  const creditedTx = [`0x${randomBytes(32).toString('hex')}`, `0x${randomBytes(32).toString('hex')}`];
  let failedPayoutId: string;
  let queuedPayoutId: string;

  beforeAll(async () => {
    const { factories: f, prisma } = suite.api;
    owner = await f.newUser();
    buyer = await f.newUser();
    // Orders on the factory's own ads of another seller: the owner's ads stay the four above.
    seller = await f.newUser();
    const other = await f.newUser();
    ad.sell = String((await f.newAd(owner.id, { createdAt: at(4) })).id);
    ad.buyOffline = String((await f.newAd(owner.id, { type: 'BUY', online: false, createdAt: at(3) })).id);
    ad.cancelled = String((await f.newAd(owner.id, { status: 'CANCELLED', createdAt: at(2) })).id);
    ad.deleted = String((await f.newAd(owner.id, { status: 'DELETED', createdAt: at(1) })).id);
    await f.newAd(other.id);
    const place = (status: 'COMPLETED' | 'CANCELLED' | 'WAIT_BUYER_PAY', amount: string, daysAgo: number) =>
      f.newOrder(buyer.id, seller.id, { status, amount, totalAmount: amount, createdAt: at(daysAgo) });
    order.done = String((await place('COMPLETED', '10', 3)).id);
    order.dropped = String((await place('CANCELLED', '50', 2)).id);
    order.paying = String((await place('WAIT_BUYER_PAY', '200', 1)).id);
    const usdt = await f.coin('USDT');
    depositId = String(
      (
        await prisma.depositIntent.create({
          data: {
            userId: seller.id,
            purpose: 'ORDER',
            chain: 'ERC20',
            assetKind: 'COIN',
            coinId: usdt.id,
            amount: '50',
            tokenAddress: addr(),
            refId: `trading-test-${randomBytes(4).toString('hex')}`,
            escrowAddress: addr(),
            fromAddress: addr(),
            orderId: BigInt(order.dropped),
            expiresAt: new Date(Date.now() + day),
          },
        })
      ).id,
    );
    // Its transfers on chain: two logs of one transaction and a later one credited, one ignored.
    const transfer = (
      txHash: string,
      logIndex: number,
      blockNumber: number,
      status: 'CREDITED' | 'IGNORED',
    ) =>
      prisma.chainTransfer.create({
        data: {
          chain: 'ERC20',
          txHash,
          logIndex,
          blockNumber,
          blockHash: `0x${randomBytes(32).toString('hex')}`,
          fromAddress: addr(),
          toAddress: addr(),
          tokenAddress: addr(),
          tokenKind: 'FUNGIBLE',
          value: '10000000',
          status,
          depositIntentId: BigInt(depositId),
          coinId: usdt.id,
        },
      });
    await transfer(creditedTx[1]!, 0, 9, 'CREDITED');
    await transfer(creditedTx[0]!, 0, 7, 'CREDITED');
    await transfer(creditedTx[0]!, 1, 7, 'CREDITED');
    await transfer(`0x${randomBytes(32).toString('hex')}`, 0, 8, 'IGNORED');
    const payout = (orderId: string, status: 'FAILED' | 'QUEUED', txHash: string | null) =>
      prisma.payout.create({
        data: {
          ref: `order:${orderId}:release:${randomBytes(3).toString('hex')}`,
          kind: 'RELEASE',
          status,
          chain: 'ERC20',
          toAddress: addr(),
          coinId: usdt.id,
          amount: '10',
          userId: buyer.id,
          orderId: BigInt(orderId),
          txHash,
          lastError: status === 'FAILED' ? 'execution reverted' : null,
        },
      });
    failedPayoutId = (await payout(order.paying, 'FAILED', `0x${'ab'.repeat(32)}`)).id;
    queuedPayoutId = (await payout(order.done, 'QUEUED', null)).id;
  });

  describe('GET /admin/trading/ads', () => {
    it("lists a user's ads newest first, deleted ones left out, by nickname, email (any case) or id", async () => {
      const all = [ad.cancelled, ad.buyOffline, ad.sell];
      expect(ids(await get('/ads', { user: owner.nickname! }))).toEqual(all);
      expect(ids(await get('/ads', { user: owner.email!.toUpperCase() }))).toEqual(all);
      const byId = await get('/ads', { user: String(owner.id) });
      expect(ids(byId)).toEqual(all);
      expect(byId.body.data).toMatchObject({ total: 3, pageNo: 1 });
      expect(byId.body.data.list[2]).toMatchObject({
        id: ad.sell,
        type: 'SELL',
        status: 'PUBLISHED',
        online: true,
        coin: 'USDT',
        quote: 'USD',
        unitPrice: '1',
        activeOrders: 0,
        owner: { userId: String(owner.id), nickname: owner.nickname, email: owner.email },
      });
      expect(ids(await get('/ads', { user: owner.nickname!, status: 'DELETED' }))).toEqual([ad.deleted]);
    });

    it('filters by status, online, side, pair and creation dates (from inclusive, to exclusive)', async () => {
      const u = { user: owner.nickname! };
      expect(ids(await get('/ads', { ...u, status: 'PUBLISHED', online: 'false' }))).toEqual([ad.buyOffline]);
      expect(ids(await get('/ads', { ...u, side: 'SELL' }))).toEqual([ad.cancelled, ad.sell]);
      expect(ids(await get('/ads', { ...u, coin: 'USDT', quote: 'USD', side: 'BUY' }))).toEqual([
        ad.buyOffline,
      ]);
      expect(ids(await get('/ads', { ...u, quote: 'EUR' }))).toEqual([]);
      expect(ids(await get('/ads', { ...u, coin: 'MEC' }))).toEqual([]);
      const window = { from: at(3.5).toISOString(), to: at(1.5).toISOString() };
      expect(ids(await get('/ads', { ...u, ...window }))).toEqual([ad.cancelled, ad.buyOffline]);
    });

    it('pages on the server (at most 100 a page) and answers an empty page for an unknown user', async () => {
      const page2 = await get('/ads', { user: owner.nickname!, pageNo: '2', pageSize: '2' });
      expect(page2.body.data).toMatchObject({ total: 3, pageNo: 2, pageSize: 2 });
      expect(ids(page2)).toEqual([ad.sell]);
      const big = await get('/ads', { pageSize: '101' });
      expect({ status: big.status, code: big.body.code }).toEqual({ status: 400, code: '400' });
      expect(ids(await get('/ads', { user: 'nobody-with-this-name' }))).toEqual([]);
      expect(ids(await get('/ads', { user: '9223372036854775807' }))).toEqual([]);
    });

    it('refuses malformed filters with 400, never a 500', async () => {
      const bad: Record<string, string>[] = [
        { status: 'GONE' },
        { side: 'HOLD' },
        { from: 'yesterday' },
        { user: 'a\u0000b' },
      ];
      for (const query of bad) {
        const res = await get('/ads', query);
        expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code: '400' });
      }
    });
  });

  describe('GET /admin/trading/orders', () => {
    it('lists orders where the user is either party, newest first, with their escrow state', async () => {
      const all = [order.paying, order.dropped, order.done];
      expect(ids(await get('/orders', { user: buyer.nickname! }))).toEqual(all);
      const res = await get('/orders', { user: seller.nickname! });
      expect(ids(res)).toEqual(all);
      expect(ids(await get('/orders', { user: owner.nickname! }))).toEqual([]);
      expect(res.body.data.list[0]).toMatchObject({
        status: 'WAIT_BUYER_PAY',
        amount: '200',
        buyer: { userId: String(buyer.id), nickname: buyer.nickname },
        seller: { userId: String(seller.id) },
        depositStatus: null,
        payoutStatus: 'FAILED',
      });
      expect(res.body.data.list[1]).toMatchObject({ depositStatus: 'OPEN', payoutStatus: null });
    });

    it('filters by one status or several, side, pair, dates and an amount range', async () => {
      const u = { user: buyer.nickname! };
      expect(ids(await get('/orders', { ...u, status: 'COMPLETED' }))).toEqual([order.done]);
      expect(ids(await get('/orders', { ...u, status: 'COMPLETED,CANCELLED' }))).toEqual([
        order.dropped,
        order.done,
      ]);
      expect(ids(await get('/orders', { ...u, status: ['WAIT_BUYER_PAY', 'COMPLETED'] }))).toEqual([
        order.paying,
        order.done,
      ]);
      expect(ids(await get('/orders', { ...u, side: 'BUY' }))).toEqual([]);
      expect(ids(await get('/orders', { ...u, coin: 'USDT', quote: 'USD', side: 'SELL' }))).toHaveLength(3);
      expect(ids(await get('/orders', { ...u, amountMin: '20', amountMax: '100' }))).toEqual([order.dropped]);
      expect(ids(await get('/orders', { ...u, amountMin: '200' }))).toEqual([order.paying]);
      expect(ids(await get('/orders', { ...u, amountMax: '10.000' }))).toEqual([order.done]);
      expect(ids(await get('/orders', { ...u, from: at(2.5).toISOString() }))).toEqual([
        order.paying,
        order.dropped,
      ]);
    });

    it('filters by chain state: a deposit waiting, a payout failed or queued', async () => {
      const u = { user: buyer.nickname! };
      expect(ids(await get('/orders', { ...u, chainState: 'DEPOSIT_WAITING' }))).toEqual([order.dropped]);
      expect(ids(await get('/orders', { ...u, chainState: 'PAYOUT_FAILED' }))).toEqual([order.paying]);
      expect(ids(await get('/orders', { ...u, chainState: 'PAYOUT_QUEUED' }))).toEqual([order.done]);
    });

    it('refuses an amount range whose minimum exceeds its maximum, and malformed amounts (400)', async () => {
      const bad: Record<string, string>[] = [
        { amountMin: '100', amountMax: '20' },
        { amountMin: '1e3' },
        { amountMax: '-5' },
        { status: 'COMPLETED,NOPE' },
        { chainState: 'LOST' },
        // Only the actionable chain states: a confirmed deposit or payout is no filter (their sets are large).
        { chainState: 'DEPOSIT_CONFIRMED' },
        { chainState: 'PAYOUT_CONFIRMED' },
      ];
      for (const query of bad) {
        const res = await get('/orders', query);
        expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code: '400' });
      }
    });
  });

  describe('GET /admin/trading/orders/:id', () => {
    it('answers the order with its timeline, chat, deposits and payouts with their transaction hashes (a deposit: its credited transfers)', async () => {
      const res = await get(`/orders/${order.paying}`);
      expect(res.status).toBe(200);
      expect(res.body.data.order).toMatchObject({
        id: order.paying,
        status: 'WAIT_BUYER_PAY',
        amount: '200',
      });
      expect(res.body.data).toMatchObject({ timeline: [], chainValid: true, chat: [], appealIds: [] });
      expect(res.body.data.payouts).toEqual([
        expect.objectContaining({ id: failedPayoutId, status: 'FAILED', txHash: `0x${'ab'.repeat(32)}` }),
      ]);
      const dropped = await get(`/orders/${order.dropped}`);
      expect(dropped.body.data.deposits).toEqual([
        expect.objectContaining({
          id: depositId,
          purpose: 'ORDER',
          status: 'OPEN',
          amount: '50',
          // The credited transfers' transactions, each once, in chain order; the ignored one left out.
          txHashes: creditedTx,
        }),
      ]);
    });

    it('answers 5002 for an order that does not exist and for a path id that names none', async () => {
      const missing = await get('/orders/999999999999');
      expect({ status: missing.status, code: missing.body.code }).toEqual({ status: 404, code: '5002' });
      const bad = await get('/orders/abc');
      expect({ status: bad.status, code: bad.body.code }).toEqual({ status: 404, code: '5002' });
    });
  });

  describe('GET /admin/trading/funds', () => {
    const listed = async (query: Record<string, string>) =>
      ids(await get('/funds', { pageSize: '100', ...query }));

    it('lists deposits and payouts waiting: open deposits, queued or sent payouts', async () => {
      const waiting = await listed({ state: 'waiting' });
      expect(waiting).toEqual(expect.arrayContaining([depositId, queuedPayoutId]));
      expect(waiting).not.toContain(failedPayoutId);
      expect(await listed({ state: 'waiting', kind: 'PAYOUT' })).not.toContain(depositId);
    });

    it('lists payouts failed for good with their last error', async () => {
      const res = await get('/funds', { state: 'failed', kind: 'PAYOUT', pageSize: '100' });
      const row = res.body.data.list.find((r: { id: string }) => r.id === failedPayoutId);
      expect(row).toMatchObject({
        kind: 'PAYOUT',
        status: 'FAILED',
        purpose: 'RELEASE',
        lastError: 'execution reverted',
        orderId: order.paying,
      });
      expect(await listed({ state: 'failed' })).not.toContain(queuedPayoutId);
      const bad = await get('/funds', { state: 'stuck' });
      expect(bad.status).toBe(400);
    });
  });

  describe('the rows named by their owners (DESIGN §1: accounts, coins and appeals through their modules)', () => {
    it("names a disabled coin's ads and orders, filters by its symbol, and lists an order's appeals oldest first", async () => {
      const { app, factories: f, prisma } = suite.api;
      const tag = randomBytes(3).toString('hex').toUpperCase();
      const coin = await prisma.coin.create({
        data: { enShort: `X${tag}`, name: `Retired ${tag}`, assetScale: 6, sort: 970, enabled: false },
      });
      app.get(CatalogService).invalidate();
      const trader = await f.newUser();
      const taker = await f.newUser();
      const adId = String((await f.newAd(trader.id, { coinId: coin.id })).id);
      const orderId = String((await f.newOrder(taker.id, trader.id, { coinId: coin.id })).id);
      const appeal = (createdAt: Date, result: 'REVOKED' | 'PENDING') =>
        prisma.appeal.create({
          data: {
            orderId: BigInt(orderId),
            initiatorId: taker.id,
            initiatorSide: 'BUYER',
            reasonCode: 'OTHER',
            reasonText: 'no payment',
            result,
            createdAt,
          },
        });
      const first = String((await appeal(at(0.2), 'REVOKED')).id);
      const second = String((await appeal(at(0.1), 'PENDING')).id);

      const ads = await get('/ads', { user: trader.nickname!, coin: coin.enShort });
      expect(ids(ads)).toEqual([adId]);
      expect(ads.body.data.list[0]).toMatchObject({
        coin: coin.enShort,
        owner: { userId: String(trader.id), nickname: trader.nickname, email: trader.email },
      });
      const orders = await get('/orders', { user: taker.nickname!, coin: coin.enShort });
      expect(ids(orders)).toEqual([orderId]);
      expect(orders.body.data.list[0]).toMatchObject({
        coin: coin.enShort,
        buyer: { userId: String(taker.id), nickname: taker.nickname, email: taker.email },
        seller: { userId: String(trader.id), nickname: trader.nickname, email: trader.email },
      });
      expect(ids(await get('/orders', { user: taker.nickname!, coin: 'USDT' }))).toEqual([]);
      const detail = await get(`/orders/${orderId}`);
      expect(detail.body.data.order).toMatchObject({ id: orderId, coin: coin.enShort });
      expect(detail.body.data.appealIds).toEqual([first, second]);
    });
  });

  describe('indexes for 100k orders (migration 20261202100000_admin_trading)', () => {
    it('has the indexes that serve the lists', async () => {
      const rows = await suite.api.prisma.$queryRaw<{ indexname: string }[]>`
      select indexname::text as indexname from pg_indexes where schemaname = current_schema()`;
      const names = rows.map((r) => r.indexname);
      expect(names).toEqual(
        expect.arrayContaining([
          'orders_created_at_id_idx',
          'orders_status_created_at_idx',
          'orders_coin_id_quote_currency_created_at_idx',
          'ads_created_at_id_idx',
          'ads_status_created_at_idx',
          'payouts_order_id_status_idx',
          'payouts_status_created_at_idx',
          'deposit_intents_status_created_at_idx',
        ]),
      );
    });
  });
});
