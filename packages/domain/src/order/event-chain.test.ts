import { canonicalJson, chainEvent, type ChainedEvent, hashEvent, verifyChain } from './event-chain.js';

const step = (seq: number, toStatus: string, data: ChainedEvent['data'] = null) => ({
  orderId: '41',
  seq,
  fromStatus: seq === 1 ? null : 'WAIT_SELLER_ACCEPT',
  toStatus,
  action: seq === 1 ? 'PLACE' : 'ACCEPT',
  actorType: 'BUYER',
  actorId: '7',
  createdAt: `2026-11-23T20:0${seq}:00.000Z`,
  data,
});

async function timeline(): Promise<ChainedEvent[]> {
  const a = await chainEvent(null, step(1, 'WAIT_SELLER_ACCEPT'));
  const b = await chainEvent(a.hash, step(2, 'WAIT_BUYER_PAY', { deadlineMovedBy: 600, reason: 'DOWNTIME' }));
  const c = await chainEvent(b.hash, step(3, 'WAIT_SELLER_CONFIRM'));
  return [a, b, c];
}

describe('order timeline hash chain', () => {
  it('writes canonical JSON: sorted keys, no spaces, the same text whatever the key order', () => {
    expect(canonicalJson({ b: 1, a: [true, null, 'x'], c: { z: 1, y: '2' } })).toBe(
      '{"a":[true,null,"x"],"b":1,"c":{"y":"2","z":1}}',
    );
    expect(canonicalJson({ y: 1, x: 2 })).toBe(canonicalJson({ x: 2, y: 1 }));
    expect(() => canonicalJson(Number.NaN)).toThrow();
  });

  it('hashes with SHA-256 over the previous hash and the content (64 hex digits, stable)', async () => {
    const h = await hashEvent(null, step(1, 'WAIT_SELLER_ACCEPT'));
    expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(await hashEvent(null, step(1, 'WAIT_SELLER_ACCEPT'))).toBe(h);
    expect(await hashEvent('00', step(1, 'WAIT_SELLER_ACCEPT'))).not.toBe(h);
  });

  it('verifies an untouched timeline and answers its head', async () => {
    const events = await timeline();
    expect(await verifyChain(events)).toEqual({ ok: true, head: events[2]!.hash });
    expect(await verifyChain([])).toEqual({ ok: true, head: null });
  });

  it('finds a changed step (CONTENT_CHANGED), even in its extra data', async () => {
    const events = await timeline();
    const forged = events.map((e, i) => (i === 1 ? { ...e, toStatus: 'COMPLETED' } : e));
    expect(await verifyChain(forged)).toEqual({ ok: false, index: 1, problem: 'CONTENT_CHANGED' });
    const moved = events.map((e, i) =>
      i === 1 ? { ...e, data: { deadlineMovedBy: 6000, reason: 'DOWNTIME' } } : e,
    );
    expect(await verifyChain(moved)).toEqual({ ok: false, index: 1, problem: 'CONTENT_CHANGED' });
  });

  it('finds a removed step (SEQUENCE_GAP) and a step re-linked after a removal (BROKEN_LINK)', async () => {
    const [a, , c] = await timeline();
    expect(await verifyChain([a!, c!])).toEqual({ ok: false, index: 1, problem: 'SEQUENCE_GAP' });
    const relinked = await chainEvent(a!.hash, { ...step(3, 'WAIT_SELLER_CONFIRM'), seq: 2 });
    const tail = { ...relinked, prevHash: 'f'.repeat(64) };
    expect(await verifyChain([a!, tail])).toEqual({ ok: false, index: 1, problem: 'BROKEN_LINK' });
  });

  it("refuses another order's step in the timeline (ORDER_MISMATCH)", async () => {
    const [a, b] = await timeline();
    expect(await verifyChain([a!, { ...b!, orderId: '42' }])).toEqual({
      ok: false,
      index: 1,
      problem: 'ORDER_MISMATCH',
    });
  });
});
