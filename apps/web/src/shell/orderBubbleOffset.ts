// What the order button and its lazily loaded bubble share.

/** A press shorter than this is a tap (opens /order); a longer one is a drag. */
export const TAP_MAX_MS = 200;

export interface Offset {
  x: number;
  y: number;
}
