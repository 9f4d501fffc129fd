import { Injectable, Logger } from '@nestjs/common';
import type { ChainAdapter, TransferReceipt } from '@p2p/chain';
import { afterRevert } from '@p2p/domain';
import { TransactionRunner } from '../../core/infra/db/transaction-runner.js';
import type { ChainWriterLock } from './chain-writer-lock.js';
import { ChainRegistry } from './chain-registry.service.js';
import { type PayoutAttemptRow, PayoutAttemptsRepository } from './payout-attempts.repository.js';
import { PayoutOutcomes } from './payout-outcomes.service.js';
import { PayoutsRepository, type PayoutRow } from './payouts.repository.js';

/** SENT payouts followed per round. */
const TRACK_BATCH = 500;
/**
 * How far the chain's clock must be past a transaction's expiration before it is taken for dead (issue
 * 20): the node's view of the solidified head may lag, and a transaction is valid up to its expiration.
 */
export const EXPIRY_MARGIN_MS = 60_000;

export interface TrackCounts {
  rebroadcast: number;
  confirmed: number;
  failed: number;
  retried: number;
  /** Attempts found dead on chain and signed anew. */
  replaced: number;
}

/** What the chain says once per round, asked only when needed. */
class ChainView {
  private mined: Promise<bigint> | null = null;
  private time: Promise<number> | null = null;
  constructor(private readonly adapter: ChainAdapter) {}
  minedNonce(): Promise<bigint> {
    return (this.mined ??= this.adapter.minedNonce());
  }
  chainTime(): Promise<number> {
    return (this.time ??= this.adapter.chainTime());
  }
}

const mined = (r: TransferReceipt) => r.status === 'SUCCESS' || r.status === 'REVERTED';

/**
 * Follows every SENT payout through all of its attempts that could still land (issue 20): whichever is
 * mined is the payout's transaction (confirmed after N confirmations, or a revert retried by policy).
 * When none is, the current one is broadcast again, unless the chain shows it can never land: on EVM its
 * nonce was used by another transaction (the wallet's mined count is past it), on TRON the solidified
 * head's time is past its expiration plus a margin. Then, after asking for the old transaction once more,
 * the payout goes back to the queue and is signed anew (a new attempt); the old one stays on record.
 */
@Injectable()
export class PayoutTracker {
  private readonly logger = new Logger(PayoutTracker.name);

  constructor(
    private readonly registry: ChainRegistry,
    private readonly payouts: PayoutsRepository,
    private readonly attempts: PayoutAttemptsRepository,
    private readonly outcomes: PayoutOutcomes,
    private readonly runner: TransactionRunner,
  ) {}

  async track(adapter: ChainAdapter, writer: ChainWriterLock, out: TrackCounts): Promise<void> {
    const sent = await this.payouts.inStatus(adapter.chain, ['SENT'], TRACK_BATCH);
    const open = await this.attempts.open(sent.map((p) => p.id));
    const view = new ChainView(adapter);
    for (const payout of sent) {
      const attempts = open.get(payout.id) ?? [];
      if (attempts.length === 0) {
        this.logger.error(`payout ${payout.id} is SENT with no attempt that could land`);
        continue;
      }
      let current: TransferReceipt | null = null;
      let landed: { attempt: PayoutAttemptRow; receipt: TransferReceipt } | null = null;
      for (const attempt of attempts) {
        const receipt = await adapter.receipt(attempt.txHash);
        if (attempt.status === 'LIVE') current = receipt;
        if (mined(receipt)) {
          landed = { attempt, receipt };
          break;
        }
      }
      if (landed) await this.follow(payout, landed.attempt, landed.receipt, out);
      else if (current?.status === 'UNKNOWN')
        await this.unknown(adapter, writer, view, payout, attempts[0]!, out);
    }
  }

  /** A mined attempt: its confirmations, then confirmed or reverted. */
  private async follow(
    payout: PayoutRow,
    attempt: PayoutAttemptRow,
    receipt: TransferReceipt,
    out: TrackCounts,
  ): Promise<void> {
    if (receipt.confirmations < this.registry.confirmations) {
      if (receipt.confirmations !== payout.confirmations || attempt.txHash !== payout.txHash) {
        await this.runner.run((tx) =>
          this.outcomes.confirming(tx, payout, attempt, receipt.confirmations, receipt.blockNumber),
        );
      }
      return;
    }
    if (receipt.status === 'SUCCESS') {
      await this.runner.run((tx) =>
        this.outcomes.confirmed(tx, payout, attempt, receipt.confirmations, receipt.blockNumber!),
      );
      out.confirmed += 1;
      return;
    }
    const retry = await this.runner.run(async (tx) => {
      await this.attempts.settle(tx, attempt.id, 'REVERTED', 'reverted on chain', receipt.blockNumber);
      const retry = afterRevert(await this.attempts.revertedCount(tx, payout.id)) === 'RETRY';
      await this.outcomes.reverted(tx, payout, attempt, retry);
      return retry;
    });
    if (retry) out.retried += 1;
    else out.failed += 1;
  }

  /** The current attempt is unknown to the node: dead by the chain's evidence, or broadcast again. */
  private async unknown(
    adapter: ChainAdapter,
    writer: ChainWriterLock,
    view: ChainView,
    payout: PayoutRow,
    attempt: PayoutAttemptRow,
    out: TrackCounts,
  ): Promise<void> {
    const dead = await this.deadBecause(adapter, view, attempt);
    if (!dead) {
      out.rebroadcast += 1;
      await this.broadcast(adapter, payout.id, attempt.rawTx);
      return;
    }
    // The last look before signing anew: a transaction the node has just learnt of is kept.
    const again = await adapter.receipt(attempt.txHash);
    if (again.status !== 'UNKNOWN') {
      this.logger.warn(`payout ${payout.id}: ${attempt.txHash} appeared on the last check (${again.status})`);
      return;
    }
    const replaced = await this.runner.run(async (tx) => {
      await writer.fence(tx);
      const locked = await this.payouts.lock(tx, payout.id);
      if (!locked || locked.status !== 'SENT' || locked.txHash !== attempt.txHash) return false;
      await this.attempts.settle(tx, attempt.id, 'REPLACED', dead);
      await this.payouts.markReverted(tx, payout.id, true, `attempt ${attempt.attempt}: ${dead}`);
      return true;
    });
    if (replaced) {
      this.logger.warn(`payout ${payout.id}: attempt ${attempt.attempt} ${dead}; signing it anew`);
      out.replaced += 1;
    }
  }

  /** Why an unknown attempt can never be mined, by the chain's evidence, or null while it still could. */
  private async deadBecause(
    adapter: ChainAdapter,
    view: ChainView,
    attempt: PayoutAttemptRow,
  ): Promise<string | null> {
    let expiration: number | null;
    try {
      expiration = adapter.expiration(attempt.rawTx);
    } catch {
      return null; // unreadable bytes (a row from before attempts were kept): never judged dead
    }
    if (expiration !== null) {
      const now = await view.chainTime();
      return now > expiration + EXPIRY_MARGIN_MS
        ? `expired by chain time (${new Date(now).toISOString()} past ${new Date(expiration).toISOString()})`
        : null;
    }
    if (attempt.nonce === null) return null;
    const minedCount = await view.minedNonce();
    return minedCount > BigInt(attempt.nonce) ? `nonce ${attempt.nonce} used by another transaction` : null;
  }

  /** Broadcasts a recorded transaction; a failure is noted and retried next round. */
  async broadcast(adapter: ChainAdapter, payoutId: string, raw: string): Promise<void> {
    try {
      await adapter.broadcast(raw);
    } catch (err) {
      // Recorded already: the next round looks for its receipt and broadcasts it again if none.
      this.logger.warn(`payout ${payoutId}: broadcast failed, will retry: ${(err as Error).message}`);
      await this.payouts.noteError(payoutId, (err as Error).message);
    }
  }
}
