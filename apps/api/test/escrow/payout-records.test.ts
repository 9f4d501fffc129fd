// Every payout a trader receives is a fund record of theirs (issue 20; DESIGN §5): a release to the buyer,
// a BUY ad's deposit refunded to the seller, an ad's remainder returned, a wrong NFT sent back and an idle
// temporary balance returned, each made with its payout and filled in by the sender (transaction hash,
// confirmations, status). The order shows its release's (or refund's) record; nobody else reads them.
import { Contract, Wallet } from 'ethers';
import { TransactionRunner } from '../../src/core/infra/db/transaction-runner.js';
import { BalancePayoutService } from '../../src/modules/escrow/balance-payout.service.js';
import { PayoutOutcomes } from '../../src/modules/escrow/payout-outcomes.service.js';
import { adBody, methodOf, newPair, postAd } from '../ads/ads-fixtures.js';
import { drain, get, post, statusOf } from '../orders/order-fixtures.js';
import {
  type ChainSuite,
  SECURITY_PASSWORD,
  startChainSuite,
  type Trader,
  readyTrader,
} from '../support/escrow-fixtures.js';

describe('escrow/payout-records', () => {
  let suite: ChainSuite;
  let pairId: number;
  let pairQuote: string;

  beforeAll(async () => {
    // An explorer for the chain (issue 26): a completed order links its release there.
    suite = await startChainSuite({ EVM_EXPLORER_TX_URL: 'https://explorer.example/tx/{hash}' });
    ({ id: pairId, quote: pairQuote } = await newPair(suite.api, 'MEC'));
    await suite.round();
  }, 120_000);
  afterAll(() => suite.close());

  const api = () => suite.api;

  interface Record {
    id: string;
    type: string;
    status: string;
    txHash: string | null;
    toAddress: string | null;
    fromAddress: string | null;
    amount: string;
    coin: string | null;
    nftTokenId: string | null;
    confirmations: number;
  }

  const ready = () => readyTrader(suite);

  /** Relays the outbox until `done` holds (escrow's events are applied asynchronously). */
  async function until(done: () => Promise<boolean>, what: string): Promise<void> {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      await drain(api());
      if (await done()) return;
      // Polling the condition: the outbox relay and the listeners run on their own.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`timed out waiting for ${what}`);
  }

  const orderIs = (id: string, status: string) =>
    until(async () => (await statusOf(api(), id)) === status, `order ${id} ${status}`);

  async function records(t: { token: string }, type?: string): Promise<Record[]> {
    const res = await get(api(), t, `/balance/detail${type ? `?type=${type}` : ''}`).expect(200);
    return res.body.data.list as Record[];
  }

  /** A published SELL ad of `quantity` MEC whose deposit escrow holds. */
  async function sellAd(maker: Trader, quantity: string): Promise<{ id: string; method: string }> {
    const method = await methodOf(api(), maker.userId, pairQuote);
    const body = adBody(pairId, [method], { totalQuantity: quantity, maxQuantity: null, minQuantity: '1' });
    const ad = await postAd(api(), maker, body).expect(200);
    const id = ad.body.data.id as string;
    await post(api(), maker, `/c2c/advert/deposit/${id}`).expect(200);
    await suite.pay(maker.wallet, 'MEC', quantity);
    await suite.mineAndRound(3);
    await until(
      async () =>
        (await api().prisma.ad.findUniqueOrThrow({ where: { id: BigInt(id) } })).status === 'PUBLISHED',
      `ad ${id} published`,
    );
    return { id, method };
  }

  describe('payouts as fund records of their receivers', () => {
    it('a completed order: the buyer has a COMPLETED RELEASE record with the release transaction hash, the order shows it to both parties, and no other trader reads either (issue 20: release is a fund record of the buyer)', async () => {
      const maker = await ready();
      const buyer = await ready();
      const stranger = await ready();
      const ad = await sellAd(maker, '10');
      const placed = await post(api(), buyer, '/c2c/deal/order', {
        adId: ad.id,
        quantity: '4',
        unitPrice: '1.5',
        paymentMethodId: ad.method,
      }).expect(200);
      const id = placed.body.data.id as string;
      expect(placed.body.data).toMatchObject({ release: null, refund: null });
      await post(api(), maker, `/c2c/deal/order/take/${id}`).expect(200);
      await post(api(), buyer, `/c2c/deal/order/pay/${id}`).expect(200);
      await post(api(), maker, `/c2c/deal/order/confirm/${id}?securityCode=${SECURITY_PASSWORD}`).expect(200);

      // Queued: the buyer's record is there at once, CONFIRMING, with no transaction yet.
      const queued = await records(buyer, 'RELEASE');
      expect(queued).toHaveLength(1);
      expect(queued[0]).toMatchObject({
        type: 'RELEASE',
        status: 'CONFIRMING',
        txHash: null,
        amount: '4',
        coin: 'MEC',
        toAddress: buyer.wallet.address,
        fromAddress: suite.deployment.escrow.address,
      });
      const pending = await get(api(), buyer, `/c2c/deal/order/${id}`).expect(200);
      expect(pending.body.data.release).toMatchObject({
        status: 'CONFIRMING',
        txHash: null,
        explorerUrl: null,
      });

      await suite.round(); // signs and sends the release
      await suite.mineAndRound(3);
      await orderIs(id, 'COMPLETED');
      const payout = await api().prisma.payout.findFirstOrThrow({ where: { orderId: BigInt(id) } });
      expect(payout.txHash).toMatch(/^0x[0-9a-f]{64}$/);
      const [record] = await records(buyer, 'RELEASE');
      expect(record).toMatchObject({
        id: String(payout.fundRecordId),
        status: 'COMPLETED',
        txHash: payout.txHash,
      });
      expect(record!.confirmations).toBeGreaterThanOrEqual(3);
      const one = await get(api(), buyer, `/balance/detail/${record!.id}`).expect(200);
      expect(one.body.data).toMatchObject({ type: 'RELEASE', txHash: payout.txHash });
      // The seller received nothing: no record of theirs.
      expect(await records(maker, 'RELEASE')).toEqual([]);

      for (const party of [buyer, maker]) {
        const detail = await get(api(), party, `/c2c/deal/order/${id}`).expect(200);
        expect(detail.body.data.release).toEqual({
          status: 'COMPLETED',
          txHash: payout.txHash,
          explorerUrl: `https://explorer.example/tx/${payout.txHash}`,
          toAddress: buyer.wallet.address,
          confirmations: record!.confirmations,
          requiredConfirmations: 3,
        });
        expect(detail.body.data.refund).toBeNull();
      }
      // Another trader: neither the record nor the order (answered as missing ones).
      const foreign = await get(api(), stranger, `/balance/detail/${record!.id}`).expect(404);
      expect(foreign.body.code).toBe('404');
      expect((await get(api(), stranger, `/c2c/deal/order/${id}`).expect(404)).body.code).toBe('5002');
      expect(await records(stranger)).toEqual([]);
    }, 120_000);

    it("a cancelled BUY-ad order: the seller's deposit comes back as a REFUND record of the seller with its transaction hash (issue 20: refund is a fund record of the seller)", async () => {
      const maker = await ready();
      const seller = await ready();
      const stranger = await ready();
      const method = await methodOf(api(), maker.userId, pairQuote);
      const ad = await postAd(
        api(),
        maker,
        adBody(pairId, [method], { type: 'BUY', maxQuantity: null }),
      ).expect(200);
      const placed = await post(api(), seller, '/c2c/deal/order', {
        adId: ad.body.data.id,
        quantity: '3',
        unitPrice: '1.5',
        paymentMethodId: await methodOf(api(), seller.userId, pairQuote),
      }).expect(200);
      const id = placed.body.data.id as string;
      await post(api(), maker, `/c2c/deal/order/take/${id}`).expect(200);
      await suite.pay(seller.wallet, 'MEC', '3');
      await suite.mineAndRound(3);
      await orderIs(id, 'WAIT_BUYER_PAY');
      // The buyer (the maker) cancels: the seller's deposit goes back on chain.
      await post(api(), maker, `/c2c/deal/order/cancel/${id}`).expect(200);
      expect(await statusOf(api(), id)).toBe('CANCELLED');
      const before = await records(seller, 'REFUND');
      expect(before).toHaveLength(1);
      expect(before[0]).toMatchObject({
        status: 'CONFIRMING',
        amount: '3',
        toAddress: seller.wallet.address,
      });

      await suite.round();
      await suite.mineAndRound(3);
      const payout = await api().prisma.payout.findFirstOrThrow({
        where: { orderId: BigInt(id), kind: 'REFUND' },
      });
      expect(payout.status).toBe('CONFIRMED');
      const [record] = await records(seller, 'REFUND');
      expect(record).toMatchObject({ status: 'COMPLETED', txHash: payout.txHash });
      expect(record!.txHash).toMatch(/^0x[0-9a-f]{64}$/);
      // The deposit itself is the seller's DEPOSIT record; the buyer got nothing.
      expect((await records(seller)).map((r) => r.type).sort()).toEqual(['DEPOSIT', 'REFUND']);
      expect(await records(maker)).toEqual([]);
      const detail = await get(api(), maker, `/c2c/deal/order/${id}`).expect(200);
      expect(detail.body.data).toMatchObject({
        release: null,
        refund: { status: 'COMPLETED', txHash: payout.txHash, toAddress: seller.wallet.address },
      });
      expect((await get(api(), stranger, `/balance/detail/${record!.id}`).expect(404)).body.code).toBe('404');
    }, 120_000);

    it("a revoked SELL ad: what remained goes back as a RETURN record of its owner (issue 20: an ad's remainder returned is a fund record)", async () => {
      const maker = await ready();
      const ad = await sellAd(maker, '6');
      await post(api(), maker, `/c2c/advert/cancel/${ad.id}`).expect(200);
      const [queued] = await records(maker, 'RETURN');
      expect(queued).toMatchObject({ status: 'CONFIRMING', amount: '6', toAddress: maker.wallet.address });
      await suite.round();
      await suite.mineAndRound(3);
      const payout = await api().prisma.payout.findFirstOrThrow({ where: { adId: BigInt(ad.id) } });
      const [record] = await records(maker, 'RETURN');
      expect(record).toMatchObject({ status: 'COMPLETED', txHash: payout.txHash });
    }, 120_000);

    it('a wrong NFT sent back is a RETURN record of its sender with the token id and transaction hash (issue 20: a wrong deposit returned is a fund record)', async () => {
      const t = await ready();
      const collection = new Contract(
        suite.deployment.tokens.NFT.address,
        ['function safeTransferFrom(address from, address to, uint256 tokenId)'],
        new Wallet(t.wallet.privateKey, suite.provider),
      );
      // No NFT deposit is expected from this trader: the token goes back to them.
      const send = collection.getFunction('safeTransferFrom');
      await (await send(t.wallet.address, suite.deployment.escrow.address, t.nftTokenId)).wait();
      await suite.mineAndRound(3);
      await suite.round(); // the RETURN payout is sent
      await suite.mineAndRound(3);
      const returns = await records(t, 'RETURN');
      expect(returns).toHaveLength(1);
      expect(returns[0]).toMatchObject({
        status: 'COMPLETED',
        nftTokenId: String(t.nftTokenId),
        amount: '1',
        coin: null,
        toAddress: t.wallet.address,
      });
      expect(returns[0]!.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    }, 120_000);

    it('an idle temporary balance sent back is a RETURN record (not a withdrawal) and holds back a withdrawal while it confirms (issue 20: a late deposit returned is a fund record)', async () => {
      const t = await ready();
      // A transfer no deposit expects (as a late one) goes to the temporary balance.
      await suite.pay(t.wallet, 'USDT', '30');
      await suite.mineAndRound(3);
      const usdt = await api().factories.coin('USDT');
      await until(
        async () => (await api().prisma.tempBalance.count({ where: { userId: t.userId } })) === 1,
        'the temporary balance',
      );
      await api()
        .app.get(TransactionRunner)
        .run((tx) =>
          api().app.get(BalancePayoutService).payOut(tx, {
            userId: t.userId,
            coinId: usdt.id,
            assetScale: 6,
            chain: 'ERC20',
            amount: '10',
            fee: '0',
            to: t.wallet.address,
            kind: 'RETURN',
          }),
        );
      const byType = (await records(t)).map((r) => [r.type, r.status]);
      expect(byType).toEqual([
        ['RETURN', 'CONFIRMING'],
        ['DEPOSIT', 'COMPLETED'],
      ]);
      // While the return confirms, the rest of the line cannot be withdrawn (3020), as with a withdrawal.
      const refused = await post(api(), t, '/balance/extract', {
        coin: 'USDT',
        chain: 'ERC20',
        amount: '15',
        securityPassword: SECURITY_PASSWORD,
      }).expect(409);
      expect(refused.body.code).toBe('3020');
      await suite.round();
      await suite.mineAndRound(3);
      const [back] = await records(t, 'RETURN');
      expect(back).toMatchObject({ status: 'COMPLETED', amount: '10' });
      expect(back!.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    }, 120_000);

    it('an idle balance return that fails for good is a FAILED record and its debit goes back to the temporary balance, as a failed withdrawal does (issue 20: a returned balance is not lost)', async () => {
      const t = await ready();
      await suite.pay(t.wallet, 'USDT', '30');
      await suite.mineAndRound(3);
      const usdt = await api().factories.coin('USDT');
      const line = async () =>
        (await api().prisma.tempBalance.findFirst({ where: { userId: t.userId } }))?.amount.toFixed();
      await until(async () => (await line()) === '30', 'the temporary balance');
      const runner = api().app.get(TransactionRunner);
      const record = await runner.run((tx) =>
        api().app.get(BalancePayoutService).payOut(tx, {
          userId: t.userId,
          coinId: usdt.id,
          assetScale: 6,
          chain: 'ERC20',
          amount: '10',
          fee: '0',
          to: t.wallet.address,
          kind: 'RETURN',
        }),
      );
      expect(await line()).toBe('20');
      // The sender gives up on it before it was ever sent (it could not be signed).
      const payout = await api().prisma.payout.findFirstOrThrow({
        where: { fundRecordId: BigInt(record.id) },
      });
      await runner.run((tx) => api().app.get(PayoutOutcomes).signFailedForGood(tx, payout.id));
      expect((await records(t, 'RETURN'))[0]).toMatchObject({ id: record.id, status: 'FAILED' });
      expect(await line()).toBe('30');
    }, 120_000);
  });
});
