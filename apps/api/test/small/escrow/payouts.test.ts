// Small tests (issue 21) of what escrow queues when coin leaves it (a release, a refund, a return) and of
// what a payout's end means (PayoutOutcomes): in-memory repositories, the fake clock, no chain.
import { OutboxRepository } from '../../../src/core/outbox/outbox.repository.js';
import { ChainIndexRepository } from '../../../src/modules/escrow/chain-index.repository.js';
import { ChainRegistry } from '../../../src/modules/escrow/chain-registry.service.js';
import { DepositsRepository } from '../../../src/modules/escrow/deposits.repository.js';
import { EscrowService } from '../../../src/modules/escrow/escrow.service.js';
import { FundRecordsRepository } from '../../../src/modules/escrow/fund-records.repository.js';
import { LedgerRepository } from '../../../src/modules/escrow/ledger.repository.js';
import type { PayoutAttemptRow } from '../../../src/modules/escrow/payout-attempts.repository.js';
import { PayoutAttemptsRepository } from '../../../src/modules/escrow/payout-attempts.repository.js';
import { PayoutOutcomes } from '../../../src/modules/escrow/payout-outcomes.service.js';
import {
  type NewPayout,
  type PayoutRow,
  PayoutsRepository,
} from '../../../src/modules/escrow/payouts.repository.js';
import type { Tx } from '../../../src/core/infra/db/sql.service.js';
import { newTestService } from '../../support/small.js';
import {
  ESCROW,
  escrowEvents,
  FakeDeposits,
  FakeFundRecords,
  FakeLedger,
  FakeOutbox,
  fakeRegistry,
  fundChanges,
  NFT,
  USDT,
} from './fakes.js';

describe('small/escrow/payouts', () => {
  const BUYER = '0x0000000000000000000000000000000000000081';
  const SELLER = '0x0000000000000000000000000000000000000071';
  const OWNER = '0x0000000000000000000000000000000000000061';
  const USER = '0x0000000000000000000000000000000000000051';

  /** The arguments of a fake's calls after the transaction (FAKE_TX matches nothing but itself). */
  const callsOf = (fn: { mock: { calls: unknown[][] } }) => fn.mock.calls.map((c) => c.slice(1));

  /** `payouts`: queued once per ref, with the time it was queued. */
  class FakePayouts {
    readonly rows: (PayoutRow & { createdAt: Date; confirmedAt?: Date; lastError?: string })[] = [];

    async insert(_tx: Tx, p: NewPayout, now: Date) {
      const existing = this.rows.find((r) => r.ref === p.ref);
      if (existing) return { row: existing, created: false };
      const row = {
        ...p,
        id: `p${this.rows.length + 1}`,
        status: 'QUEUED' as const,
        value: p.value === null ? null : String(p.value),
        tokenId: p.tokenId === null ? null : String(p.tokenId),
        userId: p.userId === null ? null : String(p.userId),
        orderId: p.orderId === null ? null : String(p.orderId),
        adId: p.adId === null ? null : String(p.adId),
        txHash: null,
        signedRaw: null,
        nonce: null,
        attempts: 0,
        confirmations: 0,
        createdAt: now,
      };
      this.rows.push(row);
      return { row, created: true };
    }

    async lock(_tx: Tx, id: string) {
      return this.rows.find((r) => r.id === id) ?? null;
    }

    async markConfirmed(_tx: Tx, id: string, confirmations: number, _block: bigint, confirmedAt: Date) {
      const row = this.rows.find((r) => r.id === id && r.status === 'SENT');
      if (row) Object.assign(row, { status: 'CONFIRMED', confirmations, confirmedAt });
    }

    async markReverted(_tx: Tx, id: string, retry: boolean, error: string) {
      const row = this.rows.find((r) => r.id === id && r.status === 'SENT');
      if (row) Object.assign(row, { status: retry ? 'QUEUED' : 'FAILED', lastError: error });
    }

    async failQueued(_tx: Tx, id: string) {
      const row = this.rows.find((r) => r.id === id && r.status === 'QUEUED');
      if (row) row.status = 'FAILED';
    }

    async adoptAttempt(_tx: Tx, id: string, txHash: string) {
      this.rows.find((r) => r.id === id)!.txHash = txHash;
    }
  }

  async function escrowSetup() {
    const deposits = new FakeDeposits();
    const payouts = new FakePayouts();
    const fundRecords = new FakeFundRecords();
    const ledger = new FakeLedger();
    const outbox = new FakeOutbox();
    const t = await newTestService(EscrowService, [
      [ChainRegistry, fakeRegistry()],
      [DepositsRepository, deposits],
      [PayoutsRepository, payouts],
      [FundRecordsRepository, fundRecords],
      [LedgerRepository, ledger],
      [OutboxRepository, outbox],
      [ChainIndexRepository, {}],
    ]);
    // A USDT deposit of 10 for order 17, credited whole.
    deposits.add({
      id: '1',
      tokenAddress: USDT,
      amount: '10',
      receivedAmount: '10',
      heldAmount: '10',
      status: 'SATISFIED',
      expiresAt: new Date('2026-06-01T00:15:00Z'),
    });
    const queue = (kind: 'RELEASE' | 'REFUND', amount: string, ref = `order:17:${kind.toLowerCase()}`) =>
      t.runner.run((tx) =>
        t.sut.queuePayout(tx, {
          kind,
          ref,
          userId: kind === 'RELEASE' ? 8n : 7n,
          toAddress: kind === 'RELEASE' ? BUYER : SELLER,
          chain: 'ERC20',
          asset: { coinId: 1, amount },
          fromDepositIntentId: '1',
          orderId: 17n,
        }),
      );
    return { ...t, deposits, payouts, fundRecords, ledger, outbox, queue };
  }

  describe('what escrow queues when coin leaves it (issue 10, issue 20)', () => {
    it('a release draws on the deposit, queues a payout stamped by the clock with its receiver a RELEASE fund record, and wakes the sender', async () => {
      const s = await escrowSetup();
      const row = await s.queue('RELEASE', '10');
      expect(s.payouts.rows).toEqual([
        expect.objectContaining({
          id: row.id,
          kind: 'RELEASE',
          status: 'QUEUED',
          value: '10000000',
          toAddress: BUYER,
          depositIntentId: '1',
          createdAt: s.clock.now(),
        }),
      ]);
      expect(s.deposits.byId('1').heldAmount).toBe('0');
      expect(s.fundRecords.rows).toMatchObject([
        { type: 'RELEASE', userId: '8', amount: '10', toAddress: BUYER },
      ]);
      expect(s.outbox.rows[0]).toMatchObject({
        type: 'job',
        payload: { name: 'escrow.sendPayouts', data: { chain: 'ERC20' }, jobId: `payout:${row.id}` },
      });
      expect(fundChanges(s.outbox.rows)).toEqual([
        { kind: 'fundRecord', id: s.fundRecords.rows[0]!.id, status: 'CONFIRMING', confirmations: 0 },
      ]);
    });

    it('the same ref queues nothing more: no second draw, record or job (idempotent per ref)', async () => {
      const s = await escrowSetup();
      const first = await s.queue('RELEASE', '4');
      const again = await s.queue('RELEASE', '4');
      expect(again.id).toBe(first.id);
      expect(s.payouts.rows).toHaveLength(1);
      expect(s.deposits.byId('1').heldAmount).toBe('6');
      expect(s.fundRecords.rows).toHaveLength(1);
      expect(s.outbox.rows.filter((r) => r.type === 'job')).toHaveLength(1);
    });

    it('a refund is a REFUND record of the seller; a release and a refund share the deposit (BALANCE_INSUFFICIENT past what it holds)', async () => {
      const s = await escrowSetup();
      await s.queue('RELEASE', '6');
      await s.queue('REFUND', '4');
      expect(s.fundRecords.rows.map((r) => [r.type, r.userId, r.amount])).toEqual([
        ['RELEASE', '8', '6'],
        ['REFUND', '7', '4'],
      ]);
      await expect(s.queue('RELEASE', '0.000001', 'order:18:release')).rejects.toMatchObject({
        errorName: 'BALANCE_INSUFFICIENT',
      });
    });

    it('a payout of nothing is refused (BALANCE_AMOUNT_INVALID)', async () => {
      const s = await escrowSetup();
      await expect(s.queue('RELEASE', '0')).rejects.toMatchObject({ errorName: 'BALANCE_AMOUNT_INVALID' });
      expect(s.payouts.rows).toEqual([]);
    });

    it("closing a coin deposit puts what it holds into its owner's temporary balance (ORDER_REFUND), no payout", async () => {
      const s = await escrowSetup();
      const closed = await s.runner.run((tx) =>
        s.sut.closeDeposit(tx, { purpose: 'ORDER', refId: 'ref-1', reason: 'ORDER_REFUND', orderId: 17n }),
      );
      expect(closed).toEqual({ depositId: '1', status: 'SATISFIED', toTempBalance: '10' });
      expect(s.ledger.changes).toMatchObject([{ reason: 'ORDER_REFUND', delta: '10', depositIntentId: '1' }]);
      expect(s.payouts.rows).toEqual([]);
    });

    it('closing an NFT deposit returns the NFT to where it came from (RETURN), and an open one is CANCELLED', async () => {
      const s = await escrowSetup();
      s.deposits.add({
        id: '2',
        purpose: 'AD',
        refId: 'ad-5',
        tokenAddress: NFT,
        amount: '1',
        tokenId: '9',
        heldAmount: '1',
        fromAddress: OWNER,
        expiresAt: new Date('2026-06-01T00:15:00Z'),
      });
      await s.runner.run((tx) =>
        s.sut.closeDeposit(tx, { purpose: 'AD', refId: 'ad-5', reason: 'AD_CANCELLED', adId: 5n }),
      );
      expect(s.deposits.byId('2').status).toBe('CANCELLED');
      expect(s.payouts.rows).toEqual([
        expect.objectContaining({
          kind: 'RETURN',
          ref: 'return:deposit:2',
          toAddress: OWNER,
          tokenId: '9',
        }),
      ]);
      expect(s.fundRecords.rows).toMatchObject([{ type: 'RETURN', userId: '7', amount: '1' }]);
    });
  });

  const attempt = (n: number, payoutId = 'p1'): PayoutAttemptRow => ({
    id: `a${n}`,
    payoutId,
    attempt: n,
    chain: 'ERC20',
    fromAddress: ESCROW,
    nonce: String(40 + n),
    txHash: `0xtx${n}`,
    rawTx: `0xraw${n}`,
    status: 'LIVE',
    outcome: null,
    blockNumber: null,
    signedAt: new Date(0),
  });

  async function outcomesSetup(
    kind: 'WITHDRAWAL' | 'RELEASE' | 'RETURN',
    depositIntentId: string | null = null,
  ) {
    const payouts = new FakePayouts();
    const fundRecords = new FakeFundRecords();
    const ledger = new FakeLedger();
    const outbox = new FakeOutbox();
    const t = await newTestService(PayoutOutcomes, [
      [PayoutsRepository, payouts],
      [FundRecordsRepository, fundRecords],
      [LedgerRepository, ledger],
      [OutboxRepository, outbox],
    ]);
    const record = fundRecords.insert({
      userId: 7n,
      type: kind,
      chain: 'ERC20',
      coinId: 1,
      amount: '25',
      fromAddress: ESCROW,
      toAddress: USER,
    });
    const { row } = await payouts.insert(
      {} as Tx,
      {
        ref: `${kind.toLowerCase()}:1`,
        kind,
        chain: 'ERC20',
        toAddress: USER,
        tokenAddress: USDT,
        coinId: 1,
        amount: '24',
        value: 24_000_000n,
        tokenId: null,
        userId: 7n,
        orderId: null,
        adId: null,
        fundRecordId: record.id,
        depositIntentId,
      },
      t.clock.now(),
    );
    Object.assign(row, { status: 'SENT', txHash: '0xtx1', attempts: 1 });
    const attempts = t.get(PayoutAttemptsRepository);
    return { ...t, payouts, fundRecords, ledger, outbox, payout: row, record, attempts };
  }

  describe("a payout's end (PayoutOutcomes, issue 20)", () => {
    it("confirmed: the payout is CONFIRMED at the clock's time, its attempt LANDED, the others abandoned, its record COMPLETED (PAYOUT_CONFIRMED)", async () => {
      const s = await outcomesSetup('RELEASE');
      s.clock.advance(90_000);
      await s.runner.run((tx) => s.sut.confirmed(tx, s.payout, attempt(1), 3, 120n));
      expect(s.payouts.rows[0]).toMatchObject({
        status: 'CONFIRMED',
        confirmations: 3,
        confirmedAt: s.clock.now(),
      });
      expect(callsOf(s.attempts.settle)).toEqual([['a1', 'LANDED', 'mined', 120n]]);
      expect(callsOf(s.attempts.abandonOthers)).toEqual([['p1', 'a1', 'attempt 1 landed']]);
      expect(s.fundRecords.rows[0]).toMatchObject({ status: 'COMPLETED', confirmations: 3 });
      expect(escrowEvents(s.outbox.rows)).toEqual(['PAYOUT_CONFIRMED']);
    });

    it('an older attempt mined is adopted as the payout transaction before it is confirmed', async () => {
      const s = await outcomesSetup('RELEASE');
      s.payout.txHash = '0xtx2';
      await s.runner.run((tx) => s.sut.confirmed(tx, s.payout, attempt(1), 3, 120n));
      expect(s.payouts.rows[0]!.txHash).toBe('0xtx1');
      expect(s.fundRecords.rows[0]!.txHash).toBe('0xtx1');
    });

    it('reverted with a retry left: back to QUEUED with a sender job of its own, the record still confirming (PAYOUT_FAILED, willRetry)', async () => {
      const s = await outcomesSetup('RELEASE');
      await s.runner.run((tx) => s.sut.reverted(tx, s.payout, attempt(1), true));
      expect(s.payouts.rows[0]).toMatchObject({ status: 'QUEUED', lastError: 'reverted: 0xtx1' });
      expect(s.outbox.rows).toEqual([
        expect.objectContaining({
          type: 'escrow',
          payload: expect.objectContaining({ event: 'PAYOUT_FAILED', willRetry: true }),
        }),
        expect.objectContaining({
          type: 'job',
          payload: expect.objectContaining({ jobId: 'payout:p1:retry:1' }),
        }),
      ]);
      expect(s.fundRecords.rows[0]!.status).toBe('CONFIRMING');
      expect(s.ledger.changes).toEqual([]);
    });

    it('a withdrawal failed for good: FAILED, its record FAILED and its whole amount back in the temporary balance (WITHDRAWAL_FAILED)', async () => {
      const s = await outcomesSetup('WITHDRAWAL');
      await s.runner.run((tx) => s.sut.reverted(tx, s.payout, attempt(1), false));
      expect(s.payouts.rows[0]!.status).toBe('FAILED');
      expect(callsOf(s.attempts.abandonOthers)).toEqual([['p1', 'a1', 'attempt 1 reverted']]);
      expect(s.fundRecords.rows[0]!.status).toBe('FAILED');
      expect(s.ledger.changes).toMatchObject([{ reason: 'WITHDRAWAL_FAILED', delta: '25', payoutId: 'p1' }]);
      expect(escrowEvents(s.outbox.rows)).toEqual(['PAYOUT_FAILED']);
    });

    it('an idle balance returned (RETURN without a deposit) that fails for good goes back to the balance too; a release of held coin does not', async () => {
      const ret = await outcomesSetup('RETURN');
      await ret.runner.run((tx) => ret.sut.reverted(tx, ret.payout, attempt(1), false));
      expect(ret.ledger.line(7n, 1)).toBe('25');
      const release = await outcomesSetup('RELEASE', '1');
      await release.runner.run((tx) => release.sut.reverted(tx, release.payout, attempt(1), false));
      expect(release.fundRecords.rows[0]!.status).toBe('FAILED');
      expect(release.ledger.changes).toEqual([]);
    });

    it('a payout that could never be signed fails for good from the queue; a SENT one is left alone', async () => {
      const s = await outcomesSetup('WITHDRAWAL');
      await s.runner.run((tx) => s.sut.signFailedForGood(tx, 'p1'));
      expect(s.payouts.rows[0]!.status).toBe('SENT');
      s.payouts.rows[0]!.status = 'QUEUED';
      await s.runner.run((tx) => s.sut.signFailedForGood(tx, 'p1'));
      expect(s.payouts.rows[0]!.status).toBe('FAILED');
      expect(s.ledger.line(7n, 1)).toBe('25');
    });
  });
});
