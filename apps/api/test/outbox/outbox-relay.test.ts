// The relay's delivery rules on the real database, with relay instances driven by the test: the
// process itself runs as API_ROLE worker, which starts no relay of its own.
import { type Clock, FakeClock, SystemClock } from '@p2p/domain';
import { OutboxConsumers } from '../../src/core/outbox/outbox-consumers.js';
import { OutboxRelayService } from '../../src/core/outbox/outbox-relay.service.js';
import { OutboxRelay, type OutboxRelayOptions, retryDelayMs } from '../../src/core/outbox/outbox.relay.js';
import { startOutboxContext, type OutboxContext } from './outbox-context.js';
import type { OutboxConsumer } from '../../src/core/outbox/outbox.types.js';
import {
  type HandOff,
  ProbeConsumer,
  ProbeCounts,
  probeAggregate,
  probeRow,
  TimingConsumer,
  waitPublished,
} from './probe.js';

describe('outbox/outbox-relay', () => {
  interface OutboxState {
    attempts: number;
    last_error: string | null;
    available_at: Date;
    published_at: Date | null;
  }

  describe('outbox relay: delivery rules', () => {
    let api: OutboxContext;
    const relays: OutboxRelay[] = [];

    beforeAll(async () => {
      api = await startOutboxContext({ API_ROLE: 'worker' });
    });
    afterEach(async () => {
      await Promise.all(relays.splice(0).map((r) => r.stop()));
    });
    afterAll(() => api.close());

    /** A relay over this process's pool with its own registry holding one probe. */
    function relayWith(
      probe: OutboxConsumer,
      { clock = new SystemClock(), ...options }: Partial<OutboxRelayOptions> & { clock?: Clock } = {},
    ): OutboxRelay {
      const consumers = new OutboxConsumers();
      consumers.register(probe);
      const relay = new OutboxRelay(
        { runner: api.runner, repository: api.outbox, consumers, clock },
        { pollMs: 100, ...options },
      );
      relays.push(relay);
      return relay;
    }

    const state = async (id: string) =>
      (
        await api.sql<OutboxState[]>`
        select attempts, last_error, available_at, published_at from outbox where id = ${id}`
      )[0];

    it('starts no relay in a worker process (API_ROLE worker)', () => {
      expect(api.ctx.get(OutboxRelayService).isRunning).toBe(false);
    });

    it('delivers by polling when no NOTIFY arrives', async () => {
      const aggregate = probeAggregate();
      const counts = new ProbeCounts();
      // Polling only, and the row is written without NOTIFY (as if the signal were lost).
      await relayWith(new ProbeConsumer(aggregate, api.redis, counts), {
        listen: false,
        pollMs: 150,
      }).start();
      // lets the relay's first poll pass before the row is written
      await new Promise((resolve) => setTimeout(resolve, 50));
      const [{ id }] = await api.sql<{ id: string }[]>`
      insert into outbox (aggregate, aggregate_id, type, payload)
      values (${aggregate}, '1', 'live', ${JSON.stringify(probeRow(aggregate, 1).payload)}::jsonb)
      returning id`;
      await counts.waitApplied([id], 1500);
      expect(counts.deliveries.get(id)).toBe(1);
      await waitPublished(api.sql, [id]);
    });

    it("puts a row whose consumer fails aside with a pause (retryDelayMs on the relay's clock), delivers the others, and retries it when the pause is over, not 1 ms before", async () => {
      const aggregate = probeAggregate();
      const counts = new ProbeCounts();
      const clock = new FakeClock(Date.now());
      const ids = await api.runner.run((tx) =>
        api.outbox.append(tx, [probeRow(aggregate, 1), probeRow(aggregate, 2), probeRow(aggregate, 3)]),
      );
      counts.failing.add(ids[1]);
      // Driven by the test (no poll, no NOTIFY): each drain is one look at what is due.
      const relay = relayWith(new ProbeConsumer(aggregate, api.redis, counts), {
        listen: false,
        pollMs: 60_000,
        clock,
      });
      await relay.drain();
      expect(counts.applied.get(ids[0])).toBe(1);
      expect(counts.applied.get(ids[2])).toBe(1);
      // The failure is recorded in the same transaction that marks the others published.
      await waitPublished(api.sql, [ids[0], ids[2]]);

      const failed = await state(ids[1]);
      expect(failed.published_at).toBeNull();
      expect(failed.attempts).toBe(1);
      expect(failed.last_error).toContain(`probe refuses row ${ids[1]}`);
      expect(failed.available_at.getTime()).toBe(clock.nowMs() + retryDelayMs(0));
      expect(counts.applied.get(ids[1])).toBeUndefined();

      // The consumer recovers; the row waits out its pause (1 s) on the relay's clock.
      counts.failing.delete(ids[1]);
      await relay.drain();
      clock.advance(retryDelayMs(0) - 1);
      await relay.drain();
      expect(counts.deliveries.get(ids[1])).toBe(1);
      clock.advance(1);
      await relay.drain();
      expect(counts.deliveries.get(ids[1])).toBe(2);
      expect(counts.applied.get(ids[1])).toBe(1);
      await waitPublished(api.sql, [ids[1]]);
      expect((await state(ids[1])).attempts).toBe(1);
    });

    it('doubles the pause per attempt (1 s, 2 s, 4 s ...), at most 10 minutes', () => {
      expect([0, 1, 2, 3].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000]);
      expect(retryDelayMs(9)).toBe(512_000);
      expect(retryDelayMs(10)).toBe(600_000);
      expect(retryDelayMs(1000)).toBe(600_000);
    });

    it('delivers again a row whose relay died between hand-off and mark; the consumer applies it once', async () => {
      const aggregate = probeAggregate();
      const counts = new ProbeCounts();
      const [id] = await api.runner.run((tx) => api.outbox.append(tx, [probeRow(aggregate, 1)]));

      // The first relay hands the row off, then its process "dies" before the mark: the relay stops and
      // the claiming transaction never commits. (Killing the backend with pg_terminate_backend would be
      // closer still, but postgres.js 3.4.9 then throws an uncaught TypeError in nextWrite: issue #1208.)
      let crashed!: () => void;
      const crash = new Promise<void>((resolve) => (crashed = resolve));
      const first: OutboxRelay = relayWith(new ProbeConsumer(aggregate, api.redis, counts), {
        listen: false,
        pollMs: 60_000,
        beforeMark: async () => {
          void first.stop();
          crashed();
          throw new Error('the process died between hand-off and mark');
        },
      });
      await first.start();
      await crash;
      await first.stop();
      expect(counts.deliveries.get(id)).toBe(1);
      expect(counts.applied.get(id)).toBe(1);
      expect((await state(id)).published_at).toBeNull();

      // A relay of the restarted process delivers it once more; the consumer does not apply it twice.
      await relayWith(new ProbeConsumer(aggregate, api.redis, counts), { listen: false }).drain();
      expect(counts.deliveries.get(id)).toBe(2);
      expect(counts.applied.get(id)).toBe(1);
      expect((await state(id)).published_at).toBeInstanceOf(Date);
    });

    it('keeps a row that no consumer accepts, rather than dropping it', async () => {
      const [id] = await api.runner.run((tx) => api.outbox.append(tx, [probeRow(probeAggregate(), 1)]));
      await relayWith(new ProbeConsumer(probeAggregate(), api.redis, new ProbeCounts()), {
        listen: false,
      }).drain();
      const kept = await state(id);
      expect(kept.published_at).toBeNull();
      expect(kept.attempts).toBe(1);
      expect(kept.last_error).toContain('no consumer accepts');
      await api.sql`delete from outbox where id = ${id}`;
    });

    it('purges published rows older than the kept days, and only those', async () => {
      const aggregate = probeAggregate();
      const rows = await api.sql<{ id: string }[]>`
      insert into outbox (aggregate, aggregate_id, type, payload, published_at)
      values
        (${aggregate}, 'old', 'live', '{}'::jsonb, now() - interval '8 days'),
        (${aggregate}, 'recent', 'live', '{}'::jsonb, now() - interval '6 days'),
        (${aggregate}, 'unpublished-old', 'live', '{}'::jsonb, null)
      returning id`;
      await api.sql`update outbox set created_at = now() - interval '30 days' where id = ${rows[2].id}`;
      const purged = await api.outbox.purgePublished(7, 1);
      expect(purged).toBeGreaterThanOrEqual(1);
      const left = await api.sql<{ aggregate_id: string }[]>`
      select aggregate_id from outbox where aggregate = ${aggregate} order by id`;
      expect(left.map((r) => r.aggregate_id)).toEqual(['recent', 'unpublished-old']);
      await api.sql`delete from outbox where aggregate = ${aggregate}`;
    });

    // A batch is handed off aggregate by aggregate: one aggregate's rows (an order's messages and its
    // deadline job) in id order, one after another; distinct aggregates side by side, so that their
    // consumers' Redis commands go out together.
    describe('lanes', () => {
      /** Rows of aggregate ids 1, 1, 2, 1, 2 (in id order) and a relay with the consumer, not started. */
      async function batchWith(consumer: TimingConsumer, aggregate: string, lanes?: number) {
        const ids = await api.runner.run((tx) =>
          api.outbox.append(
            tx,
            [1, 1, 2, 1, 2].map((n) => probeRow(aggregate, n)),
          ),
        );
        return { ids, relay: relayWith(consumer, { pollMs: 60_000, listen: false, lanes }) };
      }
      const inIdOrder = (hs: HandOff[]) =>
        hs.map((h) => BigInt(h.id)).every((id, i, a) => i === 0 || a[i - 1]! < id);
      const oneAfterAnother = (hs: HandOff[]) => hs.every((h, i) => i === 0 || hs[i - 1]!.end <= h.start);

      it("hands off one aggregate's rows in id order, one after another, and other aggregates beside them", async () => {
        const aggregate = probeAggregate();
        const consumer = new TimingConsumer(aggregate, 150);
        const { ids, relay } = await batchWith(consumer, aggregate);
        await relay.drain();
        await waitPublished(api.sql, ids);

        const slow = consumer.of('1');
        const fast = consumer.of('2');
        expect(slow.map((h) => h.id)).toEqual([ids[0], ids[1], ids[3]]);
        expect(fast.map((h) => h.id)).toEqual([ids[2], ids[4]]);
        expect(inIdOrder(slow) && oneAfterAnother(slow)).toBe(true);
        expect(inIdOrder(fast) && oneAfterAnother(fast)).toBe(true);
        // Aggregate 2 did not wait for aggregate 1's slow rows: both of its rows were done first.
        expect(fast[1]!.end).toBeLessThan(slow[0]!.end);
      });

      it('with one lane, hands the whole batch off in id order, one row after another', async () => {
        const aggregate = probeAggregate();
        const consumer = new TimingConsumer(aggregate, 30);
        const { ids, relay } = await batchWith(consumer, aggregate, 1);
        await relay.drain();
        await waitPublished(api.sql, ids);

        // Aggregates in the order their first row was claimed, each one's rows in id order.
        expect(consumer.handOffs.map((h) => h.id)).toEqual([ids[0], ids[1], ids[3], ids[2], ids[4]]);
        expect(oneAfterAnother(consumer.handOffs)).toBe(true);
      });
    });
  });
});
