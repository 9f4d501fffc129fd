import type { OrderEventDto, OrderStatus } from '@p2p/contracts';
import type { OrderEventRow } from './order-events.repository.js';

/** The timeline note of an event's data: why the system acted or moved a deadline. */
function noteOf(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('note' in data)) return null;
  const note = (data as { note: unknown }).note;
  return typeof note === 'string' ? note : null;
}

/**
 * An order's stored events as its timeline answers them (a party's and the appeal desk's alike), oldest
 * first, with their chain links and the hashed content unchanged, so that `verifyChain` checks the answer.
 */
export function timelineOf(events: readonly OrderEventRow[]): OrderEventDto[] {
  return events.map((e) => ({
    id: e.id,
    seq: e.seq,
    orderId: e.orderId,
    fromStatus: e.fromStatus as OrderStatus | null,
    toStatus: e.toStatus as OrderStatus,
    action: e.action,
    actorType: e.actorType,
    actorId: e.actorId,
    data: (e.data ?? {}) as Record<string, string>,
    note: noteOf(e.data),
    createdAt: e.createdAt,
    hash: e.hash,
    prevHash: e.prevHash,
  }));
}
