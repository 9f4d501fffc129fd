import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * A statement on the pool from inside a runner transaction (a repository called without the `tx` it was
 * given): it waits for a second connection while the transaction holds one, so under load, with every
 * connection in such a transaction, nothing is ever freed and the API stalls (a placement reading a
 * cache that loaded on the pool did, issue 28). Pass the transaction down instead.
 */
export class PoolStatementInTransactionError extends Error {
  constructor(what: string) {
    super(`a statement on the pool inside a runner transaction (${what}): pass the transaction down`);
    this.name = 'PoolStatementInTransactionError';
  }
}

/** Set while a runner transaction's body runs (and in everything it awaits or starts), when guarded. */
const insideTransaction = new AsyncLocalStorage<true>();

/**
 * Runs a transaction's body marked, when `guarded` (the API's tests: POOL_GUARD=throw). Off elsewhere:
 * the mark costs every promise of the process a context to carry.
 */
export function markTransaction<T>(guarded: boolean, body: () => T): T {
  return guarded ? insideTransaction.run(true, body) : body();
}

/**
 * The pool's handle, refusing (when `guarded`) a statement sent on it from inside a marked transaction:
 * a tagged-template statement, `unsafe`, or a nested `begin` / `reserve`. A fragment built on the pool
 * is refused too (build it on the handle in use); helpers (`sql(values)`, `sql.json`) pass.
 */
export function guardPool<T extends object>(sql: T, guarded: boolean): T {
  if (!guarded) return sql;
  const refuse = (what: string): never => {
    const err = new PoolStatementInTransactionError(what);
    // Also on stderr: the error reaches the caller as a 500, whose cause a test would not show.
    console.error(err.stack);
    throw err;
  };
  return new Proxy(sql, {
    apply(target, thisArg, args: unknown[]) {
      const strings = args[0];
      if (insideTransaction.getStore() && Array.isArray(strings) && 'raw' in strings)
        refuse((strings as string[]).join('?').replace(/\s+/g, ' ').trim().slice(0, 120));
      return Reflect.apply(target as (...a: unknown[]) => unknown, thisArg, args);
    },
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if ((prop === 'begin' || prop === 'unsafe' || prop === 'reserve') && typeof value === 'function') {
        return (...args: unknown[]) => {
          if (insideTransaction.getStore()) refuse(String(prop));
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      return value;
    },
  });
}
