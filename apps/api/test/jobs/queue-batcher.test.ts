// The jobs asked for in one turn of the event loop (the relay's deadline jobs of one batch) go to Redis
// as one bulk add per queue; a job BullMQ refuses fails alone. Real BullMQ queues on this run's Redis.
import { randomBytes } from 'node:crypto';
import { Queue } from 'bullmq';
import { bullConnection, bullPrefix } from '../../src/core/jobs/bull-connection.js';
import { QueueBatcher } from '../../src/core/jobs/queue-batcher.js';
import { testConfig } from '../support/harness.js';

describe('jobs/queue-batcher', () => {
  describe('QueueBatcher', () => {
    const config = testConfig();
    const queues: Queue[] = [];

    function queue(): Queue {
      const q = new Queue(`batcher-${randomBytes(4).toString('hex')}`, {
        connection: bullConnection(config, 'producer'),
        prefix: bullPrefix(config),
      });
      queues.push(q);
      return q;
    }

    /** Counts the queue's bulk adds (each still goes to Redis). */
    function countBulkAdds(q: Queue): { calls: number } {
      const count = { calls: 0 };
      const real = q.addBulk.bind(q);
      q.addBulk = ((jobs: Parameters<Queue['addBulk']>[0]) => {
        count.calls += 1;
        return real(jobs);
      }) as Queue['addBulk'];
      return count;
    }

    afterAll(async () => {
      for (const q of queues) {
        await q.obliterate({ force: true });
        await q.close();
      }
    });

    it('adds the jobs asked for in one turn with one bulk add per queue, each caller getting its own job', async () => {
      const timers = queue();
      const mail = queue();
      const bulkTimers = countBulkAdds(timers);
      const bulkMail = countBulkAdds(mail);
      const batcher = new QueueBatcher();

      const added = await Promise.all([
        ...[1, 2, 3, 4].map((n) =>
          batcher.add(timers, 'deadline', { n }, { jobId: `order%3A${n}`, delay: 60_000 }),
        ),
        batcher.add(mail, 'send', { to: 'x' }, { jobId: 'mail%3A1' }),
        batcher.add(mail, 'send', { to: 'y' }, { jobId: 'mail%3A2' }),
      ]);

      expect(bulkTimers.calls).toBe(1);
      expect(bulkMail.calls).toBe(1);
      expect(added.map((job) => job.id)).toEqual([
        'order%3A1',
        'order%3A2',
        'order%3A3',
        'order%3A4',
        'mail%3A1',
        'mail%3A2',
      ]);
      const stored = await timers.getJob('order%3A3');
      expect(stored?.data).toEqual({ n: 3 });
      expect(await stored?.isDelayed()).toBe(true);
      expect(await timers.getDelayedCount()).toBe(4);
      expect(await mail.getWaitingCount()).toBe(2);
    });

    it('adds a job again with the same id as a no-op, as a single add does', async () => {
      const timers = queue();
      const batcher = new QueueBatcher();
      await Promise.all([
        batcher.add(timers, 'deadline', { n: 1 }, { jobId: 'order%3A1', delay: 60_000 }),
        batcher.add(timers, 'deadline', { n: 1 }, { jobId: 'order%3A1', delay: 60_000 }),
      ]);
      expect(await timers.getDelayedCount()).toBe(1);
    });

    it('fails only the job BullMQ refuses; the others of its turn are added', async () => {
      const timers = queue();
      const batcher = new QueueBatcher();
      const results = await Promise.allSettled([
        batcher.add(timers, 'deadline', { n: 1 }, { jobId: 'order%3A1' }),
        // BullMQ refuses a custom id with ':' (JobsService encodes them; this one is not).
        batcher.add(timers, 'deadline', { n: 2 }, { jobId: 'order:2' }),
        batcher.add(timers, 'deadline', { n: 3 }, { jobId: 'order%3A3' }),
      ]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect(String((results[1] as PromiseRejectedResult).reason)).toContain('cannot contain :');
      expect((await timers.getJobs(['waiting'])).map((j) => j.id).sort()).toEqual(['order%3A1', 'order%3A3']);
    });
  });
});
