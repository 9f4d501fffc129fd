import { Inject, Injectable } from '@nestjs/common';
import type { DepositPurpose } from '@p2p/contracts';
import { type DepositDeadlineHold, depositDeadlineHold } from '@p2p/domain';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import type { Tx } from '../../core/infra/db/sql.service.js';
import { OutboxRepository } from '../../core/outbox/outbox.repository.js';
import { ChainIndexRepository } from './chain-index.repository.js';
import { fundChange } from './fund-change.js';
import { DepositsRepository } from './deposits.repository.js';

/**
 * A trade's deposit deadline as escrow sees it (issue 20; DESIGN.md §5): whether the deadline that has
 * come must wait (the deposit completed, a transfer of the depositor mined before it is confirming, or the
 * watcher has not read the chain up to it yet, within a grace), and the deposit's expiry moved with the
 * trade's deadline. Both join the caller's transaction, so the
 * trade's move and the deposit's commit together.
 */
@Injectable()
export class DepositDeadlines {
  constructor(
    private readonly deposits: DepositsRepository,
    private readonly index: ChainIndexRepository,
    private readonly outbox: OutboxRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Whether the deadline `deadline` of the deposit of (purpose, refId), come at `now`, is held rather than
   * applied; null: it applies (or no deposit was opened). While the watcher's cursor stands on a block
   * stamped before the deadline, a transfer mined on time may not be read yet: the deadline waits until
   * the cursor passes it, for DEPOSIT_WATCH_GRACE_MS at most (a chain never read has no watcher to wait for). The deposit's row is locked first, the lock a credit takes too:
   * a credit that committed before shows in the deposit (completed) and its transfer (no longer
   * confirming); one that has not waits for the caller, and finds the deposit closed if the trade timed out
   * (its coin then goes to the temporary balance as a late deposit).
   */
  async hold(
    tx: Tx,
    purpose: DepositPurpose,
    refId: string,
    deadline: Date,
    now: Date,
  ): Promise<DepositDeadlineHold | null> {
    const intent = await this.deposits.lockByRef(tx, purpose, refId);
    if (!intent) return null;
    const open = intent.status === 'OPEN';
    const confirming = open
      ? await this.index.confirmingBlockTimes(tx, intent.chain, intent.userId, intent.tokenAddress)
      : [];
    const readTo = open ? await this.index.readTo(tx, intent.chain) : undefined;
    const watcher =
      readTo === undefined ? undefined : { readTo, now, graceMs: this.config.chains.depositWatchGraceMs };
    return depositDeadlineHold({ status: intent.status, confirming }, deadline, watcher);
  }

  /**
   * Moves the expiry of the open deposit of (purpose, refId) to `expiresAt` (its trade's deadline moved on
   * by an outage or a maintenance window) and tells its owner; false when none is open.
   */
  async moveExpiry(tx: Tx, purpose: DepositPurpose, refId: string, expiresAt: Date): Promise<boolean> {
    const intent = await this.deposits.lockByRef(tx, purpose, refId);
    if (intent?.status !== 'OPEN') return false;
    const moved = await this.deposits.moveExpiry(tx, intent.id, expiresAt);
    if (!moved) return false;
    await this.outbox.append(tx, [
      fundChange(moved.userId, { kind: 'deposit', id: moved.id, status: moved.status, confirmations: 0 }),
    ]);
    return true;
  }
}
