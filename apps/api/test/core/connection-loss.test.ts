// A transaction whose connection is lost mid-body (its backend terminated: a failover, a dropped network
// path, an operator's pg_terminate_backend) on the runner's real pool. The postgres driver 3.4.9 then threw
// from a timer (reading 'write' of null: the process ended; a loaded `npm test` run saw it), or left a
// statement in flight that shifted every later answer by one (the pool hung for good), or sent the dead
// transaction's next statement to the same connection reconnecting for another caller. The fixes are in
// patches/postgres@3.4.9.patch.
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { SqlService, type Sql } from '../../src/core/infra/db/sql.service.js';
import { TransactionRunner } from '../../src/core/infra/db/transaction-runner.js';
import { testConfig } from '../support/harness.js';

describe('core/connection-loss', () => {
  let db: SqlService;
  let sql: Sql;
  let runner: TransactionRunner;
  let killer: postgres.Sql;
  const table = `conn_loss_probe_${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    // One connection, so that every transaction after a loss reuses the connection that was lost.
    db = new SqlService(testConfig({ DATABASE_POOL_SIZE: '1' }));
    sql = db.sql;
    runner = new TransactionRunner(db);
    killer = postgres(testConfig().databaseUrl, { max: 1, onnotice: () => undefined });
    await sql`create table ${sql(table)} (k text not null, n int not null)`;
  });
  afterAll(async () => {
    await sql`drop table if exists ${sql(table)}`;
    await killer.end();
    await db.onModuleDestroy();
  });

  /** Fails if `p` has not settled within `ms`: a hung pool fails the test instead of its timeout. */
  const within = <T>(p: Promise<T>, ms: number, what: string): Promise<T> =>
    Promise.race([
      p,
      new Promise<T>((_, reject) =>
        setTimeout(() => reject(new Error(`${what}: no answer in ${ms} ms`)), ms).unref(),
      ),
    ]);

  it('refuses the lost transaction, keeps the process and the pool alive, and never runs its later statements in another transaction', async () => {
    const lost: number[] = [];
    const dead: Array<Promise<unknown>> = [];
    for (let i = 0; i < 30; i += 1) {
      // Every third round a transaction that commits, on the connection the previous loss reconnected.
      if (i % 3 === 2) {
        await within(
          runner.run(async (tx) => {
            await tx`insert into ${tx(table)} (k, n) values ('committed', ${i})`;
          }),
          5_000,
          `the committing transaction of round ${i}`,
        );
        continue;
      }
      let body: Promise<void> | undefined;
      const run = runner.run(async (tx) => {
        body = (async () => {
          const [{ pid }] = await tx<{ pid: number }[]>`select pg_backend_pid() as pid`;
          await killer`select pg_terminate_backend(${pid})`;
          // Its next statement, after the loss (at once, or once the close was seen): refused, never sent.
          await new Promise((resolve) => setTimeout(resolve, i % 2 === 0 ? 0 : 30)); // the loss is seen
          await tx`insert into ${tx(table)} (k, n) values ('lost', ${i})`;
        })();
        await body;
      });
      await expect(within(run, 5_000, `the lost transaction of round ${i}`)).rejects.toThrow();
      lost.push(i);
      if (body) dead.push(body.catch(() => undefined));
    }
    await Promise.all(dead);
    const rows = await within(
      sql<{ k: string; n: number }[]>`select k, n from ${sql(table)} order by n`,
      5_000,
      'the pool after the losses',
    );
    expect(rows.filter((r) => r.k === 'lost')).toEqual([]);
    expect(rows.map((r) => r.n)).toEqual([2, 5, 8, 11, 14, 17, 20, 23, 26, 29]);
    expect(lost).toHaveLength(20);
  }, 60_000);
});
