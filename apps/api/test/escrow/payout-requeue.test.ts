// Issue 20, defect 6, on the local chain: a SELL ad order's release reverts twice (the escrow wallet's MEC
// moved away, a fixed gas limit puts the failing transfers on chain) and fails for good; the order is
// CHAIN_CONFIRM_REVOKED and the system's retry queues nothing. Once the wallet is topped up an
// administrator re-queues the same payout (other staff and traders are refused); the release confirms,
// the order completes and the buyer gets the coin once.
import { type EvmChainAdapter, type OutgoingTransfer, type SignedTransfer } from '@p2p/chain';
import { mine } from '@p2p/devchain';
import { formatUnits } from '@p2p/domain';
import { Contract } from 'ethers';
import request from 'supertest';
import { TransactionRunner } from '../../src/core/infra/db/transaction-runner.js';
import { ChainRegistry } from '../../src/modules/escrow/chain-registry.service.js';
import { EscrowService } from '../../src/modules/escrow/escrow.service.js';
import { OrdersEscrowListener } from '../../src/modules/orders/orders-escrow.listener.js';
import { adBody, methodOf, newPair, postAd } from '../ads/ads-fixtures.js';
import { drain, get, post, statusOf, untilStatus } from '../orders/order-fixtures.js';
import {
  type ChainSuite,
  SECURITY_PASSWORD,
  startChainSuite,
  type Trader,
  readyTrader,
} from '../support/escrow-fixtures.js';
import { bearer, staffToken } from '../support/staff-access.js';

describe('escrow/payout-requeue', () => {
  let suite: ChainSuite;
  let pairId: number;
  let pairQuote: string;
  let mecId: number;

  beforeAll(async () => {
    suite = await startChainSuite();
    ({ id: pairId, quote: pairQuote } = await newPair(suite.api, 'MEC'));
    mecId = (await suite.api.factories.coin('MEC')).id;
    await suite.round();
  }, 120_000);
  afterAll(() => suite.close());

  const api = () => suite.api;

  const ready = () => readyTrader(suite);

  const until = (id: string, status: string) => untilStatus(api(), id, status);

  /** An order of 2 MEC on a SELL ad of `maker`, confirmed by the seller: its release is queued. */
  async function confirmedOrder(maker: Trader, buyer: Trader): Promise<string> {
    const method = await methodOf(api(), maker.userId, pairQuote);
    const body = adBody(pairId, [method], { totalQuantity: '5', maxQuantity: null, minQuantity: '1' });
    const ad = (await postAd(api(), maker, body).expect(200)).body.data.id as string;
    await post(api(), maker, `/c2c/advert/deposit/${ad}`).expect(200);
    await suite.pay(maker.wallet, 'MEC', '5');
    await suite.mineAndRound(3);
    for (let i = 0; i < 50; i++) {
      await drain(api());
      const row = await api().prisma.ad.findUniqueOrThrow({ where: { id: BigInt(ad) } });
      if (row.status === 'PUBLISHED') break;
    }
    const placed = await post(api(), buyer, '/c2c/deal/order', {
      adId: ad,
      quantity: '2',
      unitPrice: '1.5',
      paymentMethodId: method,
    }).expect(200);
    const id = placed.body.data.id as string;
    await post(api(), maker, `/c2c/deal/order/take/${id}`).expect(200);
    await post(api(), buyer, `/c2c/deal/order/pay/${id}`).expect(200);
    await post(api(), maker, `/c2c/deal/order/confirm/${id}?securityCode=${SECURITY_PASSWORD}`).expect(200);
    return id;
  }

  /** MEC transfers from escrow to `to` on chain (a reverted transaction logs none). */
  async function paidOnChain(to: string): Promise<bigint[]> {
    const mec = new Contract(
      suite.deployment.tokens.MEC.address,
      ['event Transfer(address indexed from, address indexed to, uint256 value)'],
      suite.provider,
    );
    const logs = await mec.queryFilter(
      mec.filters.Transfer!(suite.deployment.escrow.address, to),
      0,
      'latest',
    );
    return logs.map((l) => (l as unknown as { args: [string, string, bigint] }).args[2]);
  }

  const requeueCall = (
    payoutId: string,
    token: string | null,
    body: object = { remarks: 'wallet topped up' },
  ) => {
    const req = request(api().http).post(`/api/admin/payouts/${payoutId}/requeue`);
    return (token ? req.set(bearer(token)) : req).send(body);
  };

  const payoutOf = (orderId: string) =>
    api().prisma.payout.findFirstOrThrow({ where: { orderId: BigInt(orderId), kind: 'RELEASE' } });

  /** The status of the buyer's fund record of the release (null when it has none). */
  async function recordStatus(orderId: string): Promise<string | null> {
    const { fundRecordId } = await payoutOf(orderId);
    if (fundRecordId === null) return null;
    return (await api().prisma.fundRecord.findUniqueOrThrow({ where: { id: fundRecordId } })).status;
  }

  describe('re-queueing a release that failed for good (issue 20: a release that failed for good)', () => {
    it('a release that reverts twice leaves the order revoked and the system retry a no-op; an admin re-queues the same payout, it confirms, the order completes, the buyer is paid once (issue 20: admin re-queue of a failed release)', async () => {
      const maker = await ready();
      const buyer = await ready();
      const id = await confirmedOrder(maker, buyer);
      const registry = api().app.get(ChainRegistry);
      const real = registry.adapter('ERC20') as EvmChainAdapter;
      // The books say the ad's MEC is held, but the chain will not pay: the escrow wallet's MEC is moved away.
      const escrowMec = await suite.balanceOf('MEC', suite.deployment.escrow.address);
      const sink = suite.deployment.demoWallets[0]!;
      const drained = await real.signTransfer({
        token: { address: suite.deployment.tokens.MEC.address, standard: 'FUNGIBLE' },
        to: sink.address,
        amount: escrowMec,
        nonce: await real.nextNonce(),
      });
      await real.broadcast(drained.raw);
      await mine(suite.chain.url, 1);
      // A fixed gas limit, as a wallet that does not estimate would use, puts the failing transfers on chain.
      const forced = Object.create(real) as EvmChainAdapter;
      forced.signTransfer = (t: OutgoingTransfer): Promise<SignedTransfer> =>
        real.signTransfer(t, { gasLimit: 120_000n });
      registry.useAdapter(forced);
      let failed: Awaited<ReturnType<typeof payoutOf>>;
      try {
        await suite.round(); // first transaction: mined at once, reverted
        await suite.mineAndRound(2); // final: retried with a second one
        await suite.mineAndRound(2); // the second is final too: failed for good
        failed = await payoutOf(id);
        expect(failed).toMatchObject({ status: 'FAILED', attempts: 2, ref: `order:${id}:release` });
      } finally {
        registry.useAdapter(real);
      }
      expect(await until(id, 'CHAIN_CONFIRM_REVOKED')).toBe('CHAIN_CONFIRM_REVOKED');
      // The buyer's fund record of the release says it failed.
      expect(await recordStatus(id)).toBe('FAILED');

      // The system's retry (RETRY_RELEASE queues `order:<id>:release`) finds the failed payout and queues
      // nothing: the coin stays owed to nobody.
      const retried = await api()
        .app.get(TransactionRunner)
        .run((tx) =>
          api()
            .app.get(EscrowService)
            .queuePayout(tx, {
              kind: 'RELEASE',
              ref: `order:${id}:release`,
              userId: buyer.userId,
              toAddress: buyer.wallet.address,
              chain: 'ERC20',
              asset: { coinId: mecId, amount: '2' },
              orderId: BigInt(id),
            }),
        );
      expect(retried).toMatchObject({ id: failed.id, status: 'FAILED' });
      await suite.mineAndRound(1);
      expect(await payoutOf(id)).toMatchObject({ status: 'FAILED', attempts: 2 });

      // The escrow wallet is topped up; an administrator re-queues the same payout.
      await suite.pay(sink, 'MEC', formatUnits(escrowMec, 18));
      const admin = await staffToken(api(), 'ADMIN');
      const before = await suite.balanceOf('MEC', buyer.wallet.address);
      const res = await requeueCall(failed.id, admin.token, { remarks: '  escrow wallet topped up  ' });
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 200, code: '200' });
      expect(res.body.data).toMatchObject({
        id: failed.id,
        ref: `order:${id}:release`,
        status: 'QUEUED',
        attempts: 2,
        txHash: failed.txHash,
        txHashes: [failed.txHash],
      });
      expect(await api().prisma.payout.count({ where: { orderId: BigInt(id) } })).toBe(1);
      expect(await statusOf(api(), id)).toBe('PENDING_CHAIN_CONFIRM');
      // The buyer's fund record of the release shows it under way again.
      expect(await recordStatus(id)).toBe('CONFIRMING');
      const events = (await get(api(), buyer, `/c2c/deal/order/${id}/events`).expect(200)).body.data;
      expect(events.at(-1)).toMatchObject({
        action: 'RETRY_RELEASE',
        fromStatus: 'CHAIN_CONFIRM_REVOKED',
        toStatus: 'PENDING_CHAIN_CONFIRM',
        data: { payoutId: failed.id, note: 'PAYOUT_REQUEUED', staffId: String(admin.id) },
      });
      // The remarks are the audit log's: the parties read the timeline.
      expect(JSON.stringify(events.at(-1))).not.toContain('topped up');
      const audit = await api().prisma.auditLog.findMany({
        where: { staffId: admin.id, action: 'PAYOUT_REQUEUE' },
      });
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ target: `payout:${failed.id}` });
      expect(audit[0]!.data).toMatchObject({
        orderId: id,
        remarks: 'escrow wallet topped up',
        before: { status: 'FAILED', attempts: 2, txHash: failed.txHash },
        after: { status: 'QUEUED', orderStatus: 'PENDING_CHAIN_CONFIRM' },
      });
      const jobs = await api().prisma.outbox.findMany({
        where: { aggregate: 'payout', aggregateId: failed.id },
      });
      expect(jobs.some((j) => JSON.stringify(j.payload).includes(`payout:${failed.id}:requeue:`))).toBe(true);

      // The payout's old PAYOUT_FAILED delivered again (the relay delivers at least once) must not revoke
      // the order while its re-queued payout is live (issue 20, defect 6: a stale failure after a re-queue).
      await api()
        .app.get(TransactionRunner)
        .run((tx) =>
          api()
            .app.get(OrdersEscrowListener)
            .handle(tx, {
              event: 'PAYOUT_FAILED',
              payoutId: failed.id,
              payoutKind: 'RELEASE',
              payoutRef: `order:${id}:release`,
              willRetry: false,
            }),
        );
      expect(await statusOf(api(), id)).toBe('PENDING_CHAIN_CONFIRM');

      await suite.round(); // signed anew and sent
      await suite.mineAndRound(3);
      expect(await payoutOf(id)).toMatchObject({ status: 'CONFIRMED', attempts: 3 });
      expect(await until(id, 'COMPLETED')).toBe('COMPLETED');
      expect(await recordStatus(id)).toBe('COMPLETED');
      expect((await suite.balanceOf('MEC', buyer.wallet.address)) - before).toBe(2n * 10n ** 18n);
      expect(await paidOnChain(buyer.wallet.address)).toEqual([2n * 10n ** 18n]);

      // Confirmed now: a second re-queue is refused and changes nothing.
      const again = await requeueCall(failed.id, admin.token);
      expect({ status: again.status, code: again.body.code }).toEqual({ status: 409, code: '5018' });
      expect(await payoutOf(id)).toMatchObject({ status: 'CONFIRMED', attempts: 3 });
    }, 180_000);

    it('refuses appeal officers and customer service (403), traders (401), an unknown payout (404), no remarks (400) and a payout that has not failed (5018) (issue 20: only an admin re-queues a failed payout)', async () => {
      const maker = await ready();
      const buyer = await ready();
      const id = await confirmedOrder(maker, buyer);
      const queued = await payoutOf(id); // QUEUED: not failed
      const officer = await staffToken(api(), 'APPEAL_OFFICER');
      const service = await staffToken(api(), 'CUSTOMER_SERVICE');
      const admin = await staffToken(api(), 'ADMIN');
      for (const token of [officer.token, service.token]) {
        const res = await requeueCall(queued.id, token);
        expect({ status: res.status, code: res.body.code }).toEqual({ status: 403, code: '403' });
      }
      const trader = await requeueCall(queued.id, buyer.token);
      expect({ status: trader.status, code: trader.body.code }).toEqual({ status: 401, code: '401' });
      expect((await requeueCall(queued.id, null)).status).toBe(401);
      const unknown = await requeueCall('00000000-0000-4000-8000-000000000000', admin.token);
      expect({ status: unknown.status, code: unknown.body.code }).toEqual({ status: 404, code: '404' });
      expect((await requeueCall('not-a-uuid', admin.token)).body.code).toBe('404');
      const blank = await requeueCall(queued.id, admin.token, { remarks: '   ' });
      expect(blank.status).toBe(400);
      const notFailed = await requeueCall(queued.id, admin.token);
      expect({ status: notFailed.status, code: notFailed.body.code }).toEqual({ status: 409, code: '5018' });
      expect(await payoutOf(id)).toMatchObject({ status: 'QUEUED', attempts: 0 });
      expect(await statusOf(api(), id)).toBe('PENDING_CHAIN_CONFIRM');
      const target = `payout:${queued.id}`;
      expect(await api().prisma.auditLog.count({ where: { action: 'PAYOUT_REQUEUE', target } })).toBe(0);

      // Every staff member of the appeal desk reads the order's payouts; a trader does not.
      const listed = await request(api().http)
        .get(`/api/admin/orders/${id}/payouts`)
        .set(bearer(officer.token))
        .expect(200);
      expect(listed.body.data).toEqual([
        expect.objectContaining({ id: queued.id, kind: 'RELEASE', status: 'QUEUED', txHashes: [] }),
      ]);
      await request(api().http).get(`/api/admin/orders/${id}/payouts`).set(bearer(buyer.token)).expect(401);
    }, 180_000);
  });
});
