// The pool guard of the API's tests (POOL_GUARD=throw): a statement sent on the pool from inside a runner
// transaction is refused, since it waits for a second connection while the transaction holds one (under
// load every connection can be held so, and nothing is ever freed: issue 28's stall). Passing the
// transaction down, or the pool outside any transaction, is untouched.
import { jest } from '@jest/globals';
import { PoolStatementInTransactionError } from '../../src/core/infra/db/pool-guard.js';
import { SqlService } from '../../src/core/infra/db/sql.service.js';
import { TransactionRunner } from '../../src/core/infra/db/transaction-runner.js';
import { startTestApi, testConfig, type TestApi } from '../support/harness.js';

describe('core/pool-guard', () => {
  let api: TestApi;
  let runner: TransactionRunner;
  let pool: SqlService;

  beforeAll(async () => {
    api = await startTestApi();
    runner = api.app.get(TransactionRunner);
    pool = api.app.get(SqlService);
  });
  afterAll(async () => {
    await api.close();
  });

  /** The guard also writes the refusal's stack to stderr (a test would otherwise see a bare 500). */
  function quietly<T>(work: () => Promise<T>): Promise<T> {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    return work().finally(() => spy.mockRestore());
  }

  it('is on in the API tests (POOL_GUARD=throw), off unless asked for, and refuses another value', () => {
    expect(api.config.poolGuard).toBe(true);
    expect(testConfig({ POOL_GUARD: undefined }).poolGuard).toBe(false);
    expect(testConfig({ POOL_GUARD: 'off' }).poolGuard).toBe(false);
    expect(() => testConfig({ POOL_GUARD: 'yes' })).toThrow(/POOL_GUARD/);
  });

  it('refuses a statement on the pool from inside a transaction, and the transaction rolls back', async () => {
    const table = `guard_${process.pid}_${Date.now()}`;
    await pool.sql.unsafe(`create table ${table} (n int)`);
    try {
      const attempt = runner.run(async (tx) => {
        await tx.unsafe(`insert into ${table} values (1)`);
        await pool.sql`select 1`;
      });
      await expect(quietly(() => attempt)).rejects.toBeInstanceOf(PoolStatementInTransactionError);
      const [row] = await pool.sql.unsafe(`select count(*)::int as n from ${table}`);
      expect(row!.n).toBe(0);
    } finally {
      await pool.sql.unsafe(`drop table ${table}`);
    }
  });

  it('refuses a transaction begun inside another, and unsafe on the pool inside one', async () => {
    await expect(
      quietly(() => runner.run(() => runner.run(async (inner) => inner`select 1`))),
    ).rejects.toBeInstanceOf(PoolStatementInTransactionError);
    await expect(quietly(() => runner.run(async () => pool.sql.unsafe('select 1')))).rejects.toBeInstanceOf(
      PoolStatementInTransactionError,
    );
  });

  it('lets the transaction handle (statements and fragments) and the pool outside a transaction through', async () => {
    const answer = await runner.run(async (tx) => {
      const [row] = await tx<{ n: number }[]>`
        select count(*)::int + ${tx`0`} as n from (values (1), (2), (3)) v(x) where x in ${tx([1, 2])}`;
      return row!.n;
    });
    expect(answer).toBe(2);
    const [row] = await pool.sql<{ n: number }[]>`select 3 as n`;
    expect(row!.n).toBe(3);
  });
});
