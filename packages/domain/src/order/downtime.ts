// No one is timed out by the platform's own downtime (issue 12, beyond the spec). While the API was down
// (from its last heartbeat to its return) or a maintenance window ran, nobody could act on an order; a
// deadline whose waiting time overlapped such a period moves on by the overlap, and the timeline records
// by how much and why.

/** A period in which traders could not act: a maintenance window or an outage of the API. */
export interface Outage {
  start: Date;
  end: Date;
  kind: 'MAINTENANCE' | 'DOWNTIME';
}

/** A deadline after the outages it overlapped, and what moved it. */
export interface ExtendedDeadline {
  deadline: Date;
  /** Total milliseconds added (0: unchanged). */
  shiftedMs: number;
  /** The outages that overlapped the waiting time, with the milliseconds each added. */
  applied: { kind: Outage['kind']; start: Date; end: Date; ms: number }[];
}

/**
 * Moves `deadline` on by the time the outages took out of the waiting period that began at `since`. The
 * waiting period grows with each extension, so a later outage inside the extended period counts too;
 * overlapping outages count once. Outages after the (extended) deadline or before `since` change nothing.
 */
export function extendDeadline(since: Date, deadline: Date, outages: readonly Outage[]): ExtendedDeadline {
  const periods = outages
    .filter((o) => o.end.getTime() > o.start.getTime())
    .map((o) => ({ ...o, s: o.start.getTime(), e: o.end.getTime() }))
    .sort((a, b) => a.s - b.s);
  const begin = since.getTime();
  let end = deadline.getTime();
  let covered = begin; // everything before this instant is accounted for
  const applied: ExtendedDeadline['applied'] = [];
  for (const p of periods) {
    if (p.s >= end) break; // starts after the waiting period (as extended so far)
    const from = Math.max(p.s, covered);
    const to = p.e;
    if (to <= from) continue;
    const ms = to - from;
    end += ms;
    covered = to;
    applied.push({ kind: p.kind, start: p.start, end: p.end, ms });
  }
  return { deadline: new Date(end), shiftedMs: end - deadline.getTime(), applied };
}
