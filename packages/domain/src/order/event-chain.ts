// The order timeline as a hash chain (issue 12, beyond the spec): every event stores the hash of the one
// before it and of its own canonical content, so either party or an officer can prove that nothing in an
// order's history was changed, removed or inserted. SHA-256 through WebCrypto (`globalThis.crypto.subtle`),
// which Node and every browser provide, so the trader app and the console can verify too.

/** What is hashed of one event: the facts of the step, nothing the server may rewrite later. */
export interface ChainedEventContent {
  orderId: string;
  /** Position in the order's timeline, from 1. */
  seq: number;
  fromStatus: string | null;
  toStatus: string;
  action: string;
  actorType: string;
  actorId: string | null;
  /** ISO 8601 with milliseconds, UTC. */
  createdAt: string;
  /** Extra facts of the step (a moved deadline, a reason); plain JSON. */
  data: JsonValue;
}

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** An event as stored or answered: its content with its chain links. */
export interface ChainedEvent extends ChainedEventContent {
  prevHash: string | null;
  hash: string;
}

/**
 * The canonical text of a JSON value: object keys sorted by code unit, no spaces, numbers as JSON writes
 * them. The same content always gives the same text, whatever order its keys were built in.
 */
export function canonicalJson(value: JsonValue): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new Error('not a JSON number');
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const keys = Object.keys(value).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k]!)}`).join(',')}}`;
}

function contentOf(event: ChainedEventContent): JsonValue {
  return {
    orderId: event.orderId,
    seq: event.seq,
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    action: event.action,
    actorType: event.actorType,
    actorId: event.actorId,
    createdAt: event.createdAt,
    data: event.data,
  };
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The hash of an event: SHA-256 of the previous hash (empty for the first) and the canonical content. */
export function hashEvent(prevHash: string | null, event: ChainedEventContent): Promise<string> {
  return sha256Hex(`${prevHash ?? ''}\n${canonicalJson(contentOf(event))}`);
}

/** Links a new event to the chain whose last hash is `prevHash`. */
export async function chainEvent(prevHash: string | null, event: ChainedEventContent): Promise<ChainedEvent> {
  return { ...event, prevHash, hash: await hashEvent(prevHash, event) };
}

export type ChainProblem = 'ORDER_MISMATCH' | 'SEQUENCE_GAP' | 'BROKEN_LINK' | 'CONTENT_CHANGED';

export type ChainVerdict =
  { ok: true; head: string | null } | { ok: false; index: number; problem: ChainProblem };

/**
 * Checks an order's whole timeline, oldest first: one order, positions 1..n without gaps, each event
 * linked to the hash of the one before, each hash matching its content. The first problem is answered
 * with the index of the event where it shows.
 */
export async function verifyChain(events: readonly ChainedEvent[]): Promise<ChainVerdict> {
  let prev: string | null = null;
  for (const [index, event] of events.entries()) {
    if (event.orderId !== events[0]!.orderId) return { ok: false, index, problem: 'ORDER_MISMATCH' };
    if (event.seq !== index + 1) return { ok: false, index, problem: 'SEQUENCE_GAP' };
    if (event.prevHash !== prev) return { ok: false, index, problem: 'BROKEN_LINK' };
    if ((await hashEvent(prev, event)) !== event.hash)
      return { ok: false, index, problem: 'CONTENT_CHANGED' };
    prev = event.hash;
  }
  return { ok: true, head: prev };
}
