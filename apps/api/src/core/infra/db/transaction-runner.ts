import { randomInt } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import postgres from 'postgres';
import { inSpan, traceSql } from '../../tracing/tracing.js';
import { markTransaction } from './pool-guard.js';
import { SqlService, type Tx } from './sql.service.js';

/** PostgreSQL's codes for a transaction that lost a race and may simply be run again. */
const RETRYABLE = new Set(['40001', '40P01']); // serialization_failure, deadlock_detected

export type Isolation = 'read committed' | 'repeatable read' | 'serializable';

export interface RunOptions {
  isolation?: Isolation;
  /** Attempts in all (the first one included); default 5, at least 1. */
  maxAttempts?: number;
}

/** Thrown when every attempt lost its race; `cause` is the last PostgreSQL error (40001 or 40P01). */
export class TransactionAbortedError extends Error {
  override readonly name = 'TransactionAbortedError';
  /** The SQLSTATE of the last attempt's failure. */
  readonly code: string;

  constructor(
    readonly attempts: number,
    override readonly cause: postgres.PostgresError,
  ) {
    super(`transaction gave up after ${attempts} attempts: ${cause.message}`);
    this.code = cause.code;
  }
}

/**
 * A statement sent on a transaction's handle after the runner's function settled: it would run after
 * COMMIT or ROLLBACK, on its own (and commit alone) or inside whatever the connection runs next. Usually a
 * step of `Promise.all` still working when another step failed: use `together()` (issue 20, defect 1).
 */
export class TransactionEndedError extends Error {
  override readonly name = 'TransactionEndedError';

  constructor() {
    super(
      'a statement was sent on a transaction handle after its transaction ended (a step still running after the function settled: use together(), never Promise.all, on a transaction)',
    );
  }
}

/** The handle's methods that send statements (the rest build fragments or describe types). */
const SENDING = new Set<PropertyKey>(['unsafe', 'file', 'savepoint', 'prepare', 'begin', 'reserve']);

/**
 * `tx` that refuses every use once `ended()` answers true: a tagged-template call or a helper call
 * throws, and so do the methods that send statements. While the transaction is open it is `tx` itself.
 * (Also the outbox relay's handle for a consumer, refused once the relay stops waiting for it.)
 */
export function guarded(tx: Tx, ended: () => boolean): Tx {
  const check = () => {
    if (ended()) throw new TransactionEndedError();
  };
  return new Proxy(tx, {
    apply(target, thisArg, args: unknown[]) {
      check();
      return Reflect.apply(target, thisArg, args) as unknown;
    },
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver) as unknown;
      if (!SENDING.has(prop) || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        check();
        return Reflect.apply(value, target, args) as unknown;
      };
    },
  });
}

/**
 * Only an error from the server counts: another error that happens to carry a `code` of 40001 (a
 * wrapped or domain error) is the caller's to handle, never a reason to run the function again.
 */
export function isRetryable(err: unknown): err is postgres.PostgresError {
  return err instanceof postgres.PostgresError && RETRYABLE.has(err.code);
}

/** A random pause before attempt `attempt + 1`: up to 10 ms doubled per attempt, capped at 500 ms. */
function backoffMs(attempt: number): number {
  return randomInt(Math.min(10 * 2 ** attempt, 500));
}

/**
 * The one way to write several tables at once (ADR 0007): `run(tx => ...)` opens a transaction on the
 * postgres.js pool, hands it to the repositories (each method takes the `tx` explicitly), commits, and
 * runs the whole function again on a serialization failure or a deadlock, a bounded number of times with
 * a short jittered pause. The function must therefore do nothing outside the database: what has to happen
 * later or elsewhere is an outbox row written with `tx`. `tx` refuses statements once `fn` has settled
 * (TransactionEndedError): wait for every step (`together()`) before returning. Never call `run` inside `fn`: the inner call
 * would wait for a second pool connection while holding the first (pass `tx` down instead).
 */
@Injectable()
export class TransactionRunner {
  private readonly logger = new Logger(TransactionRunner.name);

  constructor(private readonly db: SqlService) {}

  async run<T>(fn: (tx: Tx) => Promise<T>, options: RunOptions = {}): Promise<T> {
    const maxAttempts = Math.max(1, options.maxAttempts ?? 5);
    const isolation = options.isolation ?? 'read committed';
    for (let attempt = 1; ; attempt++) {
      try {
        // The handle refuses statements once `fn` has settled: before COMMIT or ROLLBACK is sent, so nothing
        // still running inside `fn` can send one outside the transaction.
        const result = await inSpan(
          'postgres transaction',
          { 'db.system.name': 'postgresql', isolation, attempt },
          () =>
            this.db.sql.begin(`isolation level ${isolation}`, (tx) => {
              let ended = false;
              return markTransaction(this.db.guarded, () =>
                fn(traceSql(guarded(tx as Tx, () => ended))),
              ).finally(() => {
                ended = true;
              });
            }),
        );
        return result as T;
      } catch (err) {
        if (!isRetryable(err)) throw err;
        if (attempt >= maxAttempts) throw new TransactionAbortedError(attempt, err);
        this.logger.debug(`retrying a transaction after ${err.code} (attempt ${attempt})`);
        await new Promise((resolve) => setTimeout(resolve, backoffMs(attempt)));
      }
    }
  }
}
