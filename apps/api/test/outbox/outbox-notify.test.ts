// The relay the API starts on bootstrap (API_ROLE all), woken by NOTIFY: its polling fallback is set to
// a minute here, so a row delivered within 10 s can only have come through NOTIFY (it takes milliseconds
// on a quiet machine; a CI run with the API's suites on two workers and the browser tests beside them
// once took 3 s, so the bound is the poll's, not the quiet machine's).
import { OutboxRelayService } from '../../src/core/outbox/outbox-relay.service.js';
import { startOutboxContext, type OutboxContext } from './outbox-context.js';
import { ProbeConsumer, ProbeCounts, probeAggregate, probeRow, waitPublished } from './probe.js';

describe('outbox/outbox-notify', () => {
  describe('outbox relay woken by NOTIFY', () => {
    let api: OutboxContext;
    let counts: ProbeCounts;
    const aggregate = probeAggregate();

    beforeAll(async () => {
      api = await startOutboxContext({ API_ROLE: 'all', OUTBOX_POLL_MS: '60000' });
      counts = new ProbeCounts();
      api.consumers.register(new ProbeConsumer(aggregate, api.redis, counts));
    });
    afterAll(() => api.close());

    it('runs in a process that serves HTTP (API_ROLE all)', () => {
      expect(api.ctx.get(OutboxRelayService).isRunning).toBe(true);
    });

    it('hands a committed row to its consumer long before the poll would, through NOTIFY', async () => {
      const started = Date.now();
      const [id] = await api.runner.run((tx) => api.outbox.append(tx, [probeRow(aggregate, 1)]));
      await counts.waitApplied([id], 10_000);
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(counts.deliveries.get(id)).toBe(1);
      await waitPublished(api.sql, [id]);
    });

    it('appends several rows in one statement, in order, payloads as JSON objects, and delivers each', async () => {
      const rows = [probeRow(aggregate, 2), probeRow(aggregate, 3), probeRow(aggregate, 4)];
      // Quotes and backslashes inside a nested JSON text survive the trip.
      rows[0].payload.message.message = JSON.stringify({ orderId: '2', note: 'a "quoted" \\ path' });
      const ids = await api.runner.run((tx) => api.outbox.append(tx, rows));
      const stored = await api.sql<{ aggregate_id: string; payload: unknown; kind: string }[]>`
      select aggregate_id, payload, jsonb_typeof(payload) as kind
      from outbox where id = any(${ids}::bigint[]) order by id`;
      expect(stored.map((r) => r.aggregate_id)).toEqual(['2', '3', '4']);
      expect(stored.map((r) => r.kind)).toEqual(['object', 'object', 'object']);
      expect(stored.map((r) => r.payload)).toEqual(rows.map((r) => r.payload));
      expect(ids.map(BigInt)).toEqual([...ids.map(BigInt)].sort((a, b) => (a < b ? -1 : 1)));
      await counts.waitApplied(ids, 10_000);
    });

    it('never delivers the rows of a transaction that rolled back', async () => {
      const { sql } = api;
      let rolledBack: string[] = [];
      await expect(
        api.runner.run(async (tx) => {
          rolledBack = await api.outbox.append(tx, [probeRow(aggregate, 5), probeRow(aggregate, 6)]);
          throw new Error('the change failed after its outbox rows were written');
        }),
      ).rejects.toThrow('the change failed');
      expect(rolledBack).toHaveLength(2);
      // A later committed row goes through; the rolled-back ones never existed.
      const [after] = await api.runner.run((tx) => api.outbox.append(tx, [probeRow(aggregate, 7)]));
      await counts.waitApplied([after], 10_000);
      await api.ctx.get(OutboxRelayService).drain();
      for (const id of rolledBack) expect(counts.deliveries.get(id)).toBeUndefined();
      const left = await sql`select id from outbox where id = any(${rolledBack}::bigint[])`;
      expect(left).toHaveLength(0);
    });
  });
});
