import { Injectable, Logger } from '@nestjs/common';
import { SqlService, type Tx } from './sql.service.js';

/** PostgreSQL's codes for a transaction that lost a race and may simply be run again. */
const RETRYABLE = new Set(['40001', '40P01']); // serialization_failure, deadlock_detected

export type Isolation = 'read committed' | 'repeatable read' | 'serializable';

export interface RunOptions {
  isolation?: Isolation;
  /** Attempts in all (the first one included); default 5. */
  maxAttempts?: number;
}

export class TransactionAbortedError extends Error {
  constructor(
    readonly attempts: number,
    override readonly cause: unknown,
  ) {
    super(`transaction gave up after ${attempts} attempts: ${(cause as Error)?.message ?? cause}`);
  }
}

export function isRetryable(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RETRYABLE.has(code);
}

/**
 * The one way to write several tables at once (ADR 0007): `run(tx => ...)` opens a transaction on the
 * postgres.js pool, hands it to the repositories (each method takes the `tx` explicitly), commits, and
 * runs the whole function again on a serialization failure or a deadlock, a bounded number of times with
 * a short jittered pause. The function must therefore do nothing outside the database: what has to happen
 * later or elsewhere is an outbox row written with `tx`.
 */
@Injectable()
export class TransactionRunner {
  private readonly logger = new Logger(TransactionRunner.name);

  constructor(private readonly db: SqlService) {}

  async run<T>(fn: (tx: Tx) => Promise<T>, options: RunOptions = {}): Promise<T> {
    const maxAttempts = options.maxAttempts ?? 5;
    const isolation = options.isolation ?? 'read committed';
    for (let attempt = 1; ; attempt++) {
      try {
        const result = await this.db.sql.begin(`isolation level ${isolation}`, (tx) => fn(tx as Tx));
        return result as T;
      } catch (err) {
        if (!isRetryable(err)) throw err;
        if (attempt >= maxAttempts) throw new TransactionAbortedError(attempt, err);
        this.logger.debug(
          `retrying a transaction after ${(err as { code: string }).code} (attempt ${attempt})`,
        );
        await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 10 * 2 ** attempt)));
      }
    }
  }
}
