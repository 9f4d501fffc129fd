// Two API processes (two application contexts, each with its own pool and its own relay) over one
// database: every row is applied exactly once in effect.
import { startOutboxContext, type OutboxContext } from './outbox-context.js';
import { ProbeConsumer, ProbeCounts, probeAggregate, probeRow, waitPublished } from './probe.js';

describe('outbox/outbox-two-relays', () => {
  describe('outbox relay: two processes relaying the same table', () => {
    let one: OutboxContext;
    let two: OutboxContext;
    const aggregate = probeAggregate();
    const counts = new ProbeCounts();

    beforeAll(async () => {
      [one, two] = await Promise.all([
        startOutboxContext({ API_ROLE: 'http' }),
        startOutboxContext({ API_ROLE: 'http' }),
      ]);
      // The same consumer in both processes (same name, so the same idempotency markers in Redis).
      one.consumers.register(new ProbeConsumer(aggregate, one.redis, counts, 'one'));
      two.consumers.register(new ProbeConsumer(aggregate, two.redis, counts, 'two'));
    });
    afterAll(async () => {
      await Promise.all([one?.close(), two?.close()]);
    });

    it('applies each of 1,000 rows exactly once, both relays taking part', async () => {
      const rows = Array.from({ length: 1000 }, (_, i) => probeRow(aggregate, i));
      const ids = await one.runner.run((tx) => one.outbox.append(tx, rows));
      expect(new Set(ids).size).toBe(1000);
      await counts.waitApplied(ids, 20_000);

      const appliedTwice = ids.filter((id) => counts.applied.get(id) !== 1);
      expect(appliedTwice).toEqual([]);
      // SKIP LOCKED and the recheck of `published_at` under the row lock: no row was even handed twice.
      const handedTwice = ids.filter((id) => counts.deliveries.get(id) !== 1);
      expect(handedTwice).toEqual([]);
      expect((counts.by.get('one') ?? 0) + (counts.by.get('two') ?? 0)).toBe(1000);
      expect(counts.by.get('one')).toBeGreaterThan(0);
      expect(counts.by.get('two')).toBeGreaterThan(0);
      await waitPublished(one.sql, ids);
    });
  });
});
