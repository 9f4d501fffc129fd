import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '@p2p/domain';
import type { Tx } from '../../core/infra/db/sql.service.js';
import { OutboxRepository } from '../../core/outbox/outbox.repository.js';
import type { NewOutboxRow } from '../../core/outbox/outbox.types.js';
import { fundChange } from './fund-change.js';
import { FundRecordsRepository } from './fund-records.repository.js';
import { LedgerRepository } from './ledger.repository.js';
import type { PayoutAttemptRow } from './payout-attempts.repository.js';
import { PayoutAttemptsRepository } from './payout-attempts.repository.js';
import { PayoutsRepository, type PayoutRow } from './payouts.repository.js';

/**
 * What a payout's end means, written in the caller's transaction: its fund record, the escrow events, a
 * withdrawal's debit back when it fails for good, and its attempts (the one that landed, the others
 * abandoned).
 */
@Injectable()
export class PayoutOutcomes {
  private readonly logger = new Logger(PayoutOutcomes.name);

  constructor(
    private readonly payouts: PayoutsRepository,
    private readonly attempts: PayoutAttemptsRepository,
    private readonly fundRecords: FundRecordsRepository,
    private readonly ledger: LedgerRepository,
    private readonly outbox: OutboxRepository,
    private readonly clock: Clock,
  ) {}

  /** Confirmations of a mined attempt below N: the payout follows that attempt (it may be an older one). */
  async confirming(
    tx: Tx,
    payout: PayoutRow,
    attempt: PayoutAttemptRow,
    confirmations: number,
    blockNumber: bigint | null,
  ): Promise<void> {
    if (attempt.txHash !== payout.txHash) await this.adopt(tx, payout, attempt);
    await this.payouts.setConfirmations(tx, payout.id, confirmations, blockNumber);
    await this.progress(tx, payout, 'CONFIRMING', confirmations);
  }

  /** The attempt landed with N confirmations: the payout is CONFIRMED by it. */
  async confirmed(
    tx: Tx,
    payout: PayoutRow,
    attempt: PayoutAttemptRow,
    confirmations: number,
    blockNumber: bigint,
  ): Promise<void> {
    const locked = await this.payouts.lock(tx, payout.id);
    if (!locked || locked.status !== 'SENT') return;
    if (attempt.txHash !== locked.txHash) await this.adopt(tx, locked, attempt);
    await this.payouts.markConfirmed(tx, payout.id, confirmations, blockNumber, this.clock.now());
    await this.attempts.settle(tx, attempt.id, 'LANDED', 'mined', blockNumber);
    await this.attempts.abandonOthers(tx, payout.id, attempt.id, `attempt ${attempt.attempt} landed`);
    await this.progress(tx, locked, 'COMPLETED', confirmations);
    await this.outbox.append(tx, [this.event(locked, 'PAYOUT_CONFIRMED', false)]);
  }

  /**
   * The attempt was mined and reverted (final, so it cannot pay): back to the queue for a fresh one while
   * the policy allows (`retry`), else failed for good.
   */
  async reverted(tx: Tx, payout: PayoutRow, attempt: PayoutAttemptRow, retry: boolean): Promise<void> {
    const locked = await this.payouts.lock(tx, payout.id);
    if (!locked || locked.status !== 'SENT') return;
    this.logger.warn(
      `payout ${payout.id}: transaction ${attempt.txHash} reverted (${retry ? 'retrying' : 'failed'})`,
    );
    if (attempt.txHash !== locked.txHash) await this.adopt(tx, locked, attempt);
    await this.payouts.markReverted(tx, payout.id, retry, `reverted: ${attempt.txHash}`);
    if (!retry) {
      await this.attempts.abandonOthers(tx, payout.id, attempt.id, `attempt ${attempt.attempt} reverted`);
    }
    const rows: NewOutboxRow[] = [this.event(locked, 'PAYOUT_FAILED', retry)];
    if (retry) {
      rows.push({
        aggregate: 'payout',
        aggregateId: payout.id,
        type: 'job',
        payload: {
          name: 'escrow.sendPayouts',
          data: { chain: payout.chain },
          jobId: `payout:${payout.id}:retry:${locked.attempts}`,
        },
      });
    }
    await this.outbox.append(tx, rows);
    if (!retry) await this.failedForGood(tx, locked);
  }

  /** A queued payout that could not be signed, failed for good. */
  async signFailedForGood(tx: Tx, payoutId: string): Promise<void> {
    const locked = await this.payouts.lock(tx, payoutId);
    if (!locked || locked.status !== 'QUEUED') return;
    await this.payouts.failQueued(tx, payoutId);
    await this.outbox.append(tx, [this.event(locked, 'PAYOUT_FAILED', false)]);
    await this.failedForGood(tx, locked);
  }

  /** An older attempt than the payout's current one is the one on chain: it becomes the payout's transaction. */
  private async adopt(tx: Tx, payout: PayoutRow, attempt: PayoutAttemptRow): Promise<void> {
    this.logger.warn(`payout ${payout.id}: attempt ${attempt.attempt} (${attempt.txHash}) is the one mined`);
    await this.payouts.adoptAttempt(tx, payout.id, attempt.txHash, attempt.rawTx, attempt.nonce);
    if (payout.fundRecordId)
      await this.fundRecords.update(tx, { id: payout.fundRecordId }, { txHash: attempt.txHash });
  }

  private async progress(
    tx: Tx,
    payout: PayoutRow,
    status: 'CONFIRMING' | 'COMPLETED' | 'FAILED',
    confirmations: number,
  ): Promise<void> {
    if (!payout.fundRecordId) return;
    const record = await this.fundRecords.update(tx, { id: payout.fundRecordId }, { status, confirmations });
    if (record) {
      await this.outbox.append(tx, [
        fundChange(record.userId, { kind: 'fundRecord', id: record.id, status, confirmations }),
      ]);
    }
  }

  /**
   * A payout that will not be sent: its fund record fails, and what it debited from the temporary balance (a
   * withdrawal's whole amount, fee included, or an idle balance returned: the amount the record shows) goes
   * back there. Payouts of held deposits (releases, refunds, an ad's remainder) debited no balance.
   */
  private async failedForGood(tx: Tx, payout: PayoutRow): Promise<void> {
    if (!payout.fundRecordId) return;
    const record = await this.fundRecords.update(
      tx,
      { id: payout.fundRecordId },
      { status: 'FAILED', confirmations: 0 },
    );
    if (!record) return;
    const fromBalance =
      payout.kind === 'WITHDRAWAL' || (payout.kind === 'RETURN' && payout.depositIntentId === null);
    if (fromBalance && record.coinId !== null) {
      await this.ledger.apply(tx, {
        userId: BigInt(record.userId),
        coinId: record.coinId,
        chain: payout.chain,
        delta: record.amount,
        reason: 'WITHDRAWAL_FAILED',
        payoutId: payout.id,
      });
    }
    await this.outbox.append(tx, [
      fundChange(record.userId, { kind: 'fundRecord', id: record.id, status: 'FAILED', confirmations: 0 }),
    ]);
  }

  event(
    payout: PayoutRow,
    event: 'PAYOUT_CONFIRMED' | 'PAYOUT_FAILED',
    willRetry: boolean,
  ): NewOutboxRow<'escrow'> {
    return {
      aggregate: 'payout',
      aggregateId: payout.id,
      type: 'escrow',
      payload: { event, payoutId: payout.id, payoutKind: payout.kind, payoutRef: payout.ref, willRetry },
    };
  }
}
