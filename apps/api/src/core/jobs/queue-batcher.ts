import type { Job, JobsOptions, Queue } from 'bullmq';

interface PendingAdd {
  name: string;
  data: unknown;
  opts: JobsOptions;
  resolve: (job: Job) => void;
  reject: (err: unknown) => void;
}

/**
 * Adds the jobs asked for in one turn of the event loop with one `addBulk` per queue (one MULTI: one
 * write to Redis and one answer) instead of a round trip per job: the outbox relay hands off a batch's
 * deadline jobs side by side. Each caller gets its own job. BullMQ's maintainers advise against ioredis'
 * auto-pipelining on BullMQ's connections, so the batching is done here, with BullMQ's own bulk call.
 *
 * If the bulk add fails, each job is added on its own, so that one job BullMQ refuses fails alone and a
 * Redis outage fails each caller (who retries) as a single add would.
 */
export class QueueBatcher {
  private pending = new Map<Queue, PendingAdd[]>();
  private scheduled = false;

  add(queue: Queue, name: string, data: unknown, opts: JobsOptions): Promise<Job> {
    return new Promise<Job>((resolve, reject) => {
      const list = this.pending.get(queue);
      const add = { name, data, opts, resolve, reject };
      if (list) list.push(add);
      else this.pending.set(queue, [add]);
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.scheduled = false;
    const batches = this.pending;
    this.pending = new Map();
    for (const [queue, adds] of batches) void this.addAll(queue, adds);
  }

  private async addAll(queue: Queue, adds: readonly PendingAdd[]): Promise<void> {
    if (adds.length > 1) {
      try {
        const jobs = await queue.addBulk(adds.map(({ name, data, opts }) => ({ name, data, opts })));
        adds.forEach((add, i) => add.resolve(jobs[i]!));
        return;
      } catch {
        // One by one below: each add answers for itself.
      }
    }
    for (const add of adds) queue.add(add.name, add.data, add.opts).then(add.resolve, add.reject);
  }
}
