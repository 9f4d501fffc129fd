/** The rejection of `withTimeout` when the work took too long; `code` is TIMEOUT, as logs name it. */
export class TimeoutError extends Error {
  readonly code = 'TIMEOUT';
}

/**
 * `work`, or a rejection with `onTimeout()`'s error once `ms` have passed (the work itself is not
 * cancelled: a chain read or a consumer that hangs only stops being waited for).
 */
export function withTimeout<T>(
  work: Promise<T>,
  ms: number,
  onTimeout: () => Error = () => new TimeoutError(`took over ${ms} ms`),
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
