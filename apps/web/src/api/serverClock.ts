// The server's clock as the app estimates it (issue 26: countdowns follow the server, so a 15-minute
// window never shows 15:01 on a phone whose clock is ahead or behind). Every API answer's `Date` header
// (whole seconds) bounds the offset: the server stamped it at a moment in [date, date + 1 s) of its
// clock, which is between the request's sending and the answer's arrival on ours. The bounds of all
// answers are intersected; the estimate is their middle.

let low = Number.NEGATIVE_INFINITY;
let high = Number.POSITIVE_INFINITY;

/** Takes one answer's `Date` header, with when (our clock, ms) its request left and its answer came. */
export function sampleServerDate(dateHeader: string | null, sentAt: number, receivedAt: number): void {
  if (!dateHeader) return;
  const server = Date.parse(dateHeader);
  if (!Number.isFinite(server) || receivedAt < sentAt) return;
  const lo = server - receivedAt;
  const hi = server + 1000 - sentAt;
  if (lo > high || hi < low) {
    // Disjoint from what was known: one of the clocks was set meanwhile. Start again from this answer.
    low = lo;
    high = hi;
    return;
  }
  low = Math.max(low, lo);
  high = Math.min(high, hi);
}

/** Server time minus ours, in ms (0 until an answer with a `Date` header came). */
export function serverOffsetMs(): number {
  return Number.isFinite(low) && Number.isFinite(high) ? Math.round((low + high) / 2) : 0;
}

/** Now on the server's clock, as estimated. */
export function serverNow(): number {
  return Date.now() + serverOffsetMs();
}

/** Forgets every sample (tests). */
export function resetServerClock(): void {
  low = Number.NEGATIVE_INFINITY;
  high = Number.POSITIVE_INFINITY;
}
