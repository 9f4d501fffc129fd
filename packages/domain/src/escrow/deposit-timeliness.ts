// Whether a deposit came in time is decided by the chain's evidence (DESIGN.md §5, issue 20): the time of
// the block its transfer was mined in, never when the watcher saw it reach N confirmations. A seller who
// paid a minute before the deadline paid on time, however long the chain takes to confirm it.

/**
 * A transfer mined at `blockTime` is on time for a deposit due at `deadline`: mined before it (a block
 * stamped at the deadline itself is late, as an intent expiring then no longer takes it).
 */
export function depositOnTime(blockTime: Date, deadline: Date): boolean {
  return blockTime.getTime() < deadline.getTime();
}

/**
 * What a deposit's deadline waits for instead of timing the trade out: the deposit completed
 * (SATISFIED), a transfer mined before the deadline is confirming (CONFIRMING), or the watcher has not
 * read the chain up to the deadline yet, so an on-time transfer may still be unseen (UNREAD).
 */
export type DepositDeadlineHold = 'SATISFIED' | 'CONFIRMING' | 'UNREAD';

export interface DepositAtDeadline {
  /** The deposit's status now (`SATISFIED`: completed, its event on the way to the order). */
  status: 'OPEN' | 'SATISFIED' | 'CANCELLED' | 'EXPIRED';
  /** The block times of the depositor's transfers in the deposit's token that are still confirming. */
  confirming: readonly Date[];
}

/** How far the chain's watcher has read when a deposit deadline comes (issue 20). */
export interface WatcherAtDeadline {
  /**
   * The time stamped on the block the watcher's cursor stands on (everything up to it is read), or null
   * when it is not known (a cursor recorded before block times were kept, or just moved back by a
   * reorganisation): then it may be behind.
   */
  readTo: Date | null;
  /** The injected clock's time of the decision. */
  now: Date;
  /**
   * How long after the deadline it waits at most for the watcher (configuration: a few poll intervals):
   * a chain that mines no block (an idle development chain) never moves the cursor past the deadline,
   * and its deposits still time out.
   */
  graceMs: number;
}

/**
 * Whether the watcher may not have read a transfer mined before `deadline` yet: its cursor's block is
 * stamped before the deadline (or unknown), and the grace after the deadline has not run out. A block
 * stamped at the deadline is late (`depositOnTime`), and block times only grow, so a cursor standing on
 * a block stamped at or after the deadline has read every block that could be on time.
 */
export function watcherBehind(watcher: WatcherAtDeadline, deadline: Date): boolean {
  if (watcher.readTo !== null && watcher.readTo.getTime() >= deadline.getTime()) return false;
  return watcher.now.getTime() < deadline.getTime() + watcher.graceMs;
}

/**
 * Whether a deposit deadline that has come is held rather than applied: the deposit completed already
 * (the completion moves the trade on), a transfer of the depositor mined before the deadline is still
 * confirming (it may complete it; once credited or reorganised away the deadline is decided again), or
 * the watcher (when there is one: `watcher`) has not read the chain up to the deadline within its grace.
 * Null: the deadline applies (nothing seen, or only transfers mined at or after it, which are late).
 */
export function depositDeadlineHold(
  deposit: DepositAtDeadline,
  deadline: Date,
  watcher?: WatcherAtDeadline,
): DepositDeadlineHold | null {
  if (deposit.status === 'SATISFIED') return 'SATISFIED';
  if (deposit.status !== 'OPEN') return null;
  if (deposit.confirming.some((t) => depositOnTime(t, deadline))) return 'CONFIRMING';
  return watcher && watcherBehind(watcher, deadline) ? 'UNREAD' : null;
}
