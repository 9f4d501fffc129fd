import postgres from 'postgres';

/** PostgreSQL's answer to a statement sent after an earlier one of its transaction failed. */
const IN_FAILED_TRANSACTION = '25P02';

const isAfterFailure = (err: unknown): boolean =>
  err instanceof postgres.PostgresError && err.code === IN_FAILED_TRANSACTION;

/**
 * Runs independent steps of one transaction together: their statements go out on the transaction's
 * connection without waiting for each other's answers (postgres.js pipelines them; the server runs them
 * in the order they were sent), so N steps of one statement each cost one round trip instead of N.
 *
 * Unlike `Promise.all`, it waits for every step to settle before answering: a step that is still
 * working when another fails could otherwise send a statement after the runner has ended the
 * transaction and given the connection back to the pool (where it would run outside the transaction, or
 * inside someone else's). Throws the failure of the earliest step in `steps`' order, passing over the
 * "current transaction is aborted" answers that an earlier failure causes in the steps sent after it.
 */
export async function together<T extends readonly unknown[]>(steps: {
  readonly [K in keyof T]: Promise<T[K]>;
}): Promise<T> {
  const settled = await Promise.allSettled(steps as readonly Promise<unknown>[]);
  const failures = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason as unknown] : []));
  if (failures.length > 0) throw failures.find((err) => !isAfterFailure(err)) ?? failures[0];
  return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value) as unknown as T;
}
