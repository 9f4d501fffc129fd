// A transaction whose connection is lost mid-body (its backend terminated: a failover, a dropped network
// path, an operator's pg_terminate_backend) on the runner's real pool. The postgres driver 3.4.9 then threw
// from a timer (reading 'write' of null: the process ended; a loaded `npm test` run saw it), or left a
// statement in flight that shifted every later answer by one (the pool hung for good), or sent the dead
// transaction's next statement to the same connection reconnecting for another caller. The fixes are in
// patches/postgres@3.4.9.patch.
import { randomBytes } from 'node:crypto';
import net, { type AddressInfo } from 'node:net';
import postgres from 'postgres';
import { SqlService, type Sql } from '../../src/core/infra/db/sql.service.js';
import { TransactionRunner } from '../../src/core/infra/db/transaction-runner.js';
import { testConfig } from '../support/harness.js';
import { until } from '../support/payout-helpers.js';

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

  /** Whether the backend `pid` is running a statement. */
  const active = async (pid: number): Promise<boolean> => {
    const [row] = await killer<{ n: number }[]>`
      select count(*)::int as n from pg_stat_activity where pid = ${pid} and state = 'active'`;
    return row.n === 1;
  };

  it('starts the next transaction (and statement) clean after a connection killed mid-statement (no stale server error)', async () => {
    // The server's FATAL answer to a running statement arrives with no ReadyForQuery after it. The driver
    // 3.4.9 kept that answer (and the statement) on the connection object past the close, and the first
    // ReadyForQuery of the reconnected socket handed it to the next caller's first statement: a later,
    // healthy transaction failed with "terminating connection due to administrator command" (a CI run saw it).
    for (let round = 0; round < 5; round += 1) {
      const run = runner.run(async (tx) => {
        const [{ pid }] = await tx<{ pid: number }[]>`select pg_backend_pid() as pid`;
        const sleeping = tx`select pg_sleep(30)`.execute(); // sent now (a query is sent when first awaited)
        await until('the sleep running on the server', () => active(pid), 10_000);
        await killer`select pg_terminate_backend(${pid})`;
        await sleeping;
      });
      await expect(within(run, 10_000, `the killed statement of round ${round}`)).rejects.toThrow();
      await within(
        runner.run(async (tx) => {
          await tx`insert into ${tx(table)} (k, n) values ('after-kill', ${round})`;
        }),
        10_000,
        `the transaction after the kill of round ${round}`,
      );
    }
    const rows = await sql<{ n: number }[]>`select n from ${sql(table)} where k = 'after-kill' order by n`;
    expect(rows.map((r) => r.n)).toEqual([0, 1, 2, 3, 4]);
    // The same outside a transaction: a plain statement killed on the pool of one, then the next one.
    const [{ pid }] = await sql<{ pid: number }[]>`select pg_backend_pid() as pid`;
    const sleeping = sql`select pg_sleep(30)`.execute();
    await until('the plain sleep running on the server', () => active(pid), 10_000);
    await killer`select pg_terminate_backend(${pid})`;
    await expect(within(sleeping, 10_000, 'the killed plain statement')).rejects.toThrow();
    const [{ one }] = await within(sql<{ one: number }[]>`select 1 as one`, 10_000, 'the statement after');
    expect(one).toBe(1);
  }, 90_000);

  it('raises no unhandled rejection when a new connection ends, or is cut, while it fetches the array types (porsager/postgres#1192)', async () => {
    // Every new connection first reads the array types of pg_type; 3.4.9 dropped that promise, so a fetch
    // that failed (the pool ended, the backend killed, the statement cancelled) was an unhandled rejection,
    // which ends a Node process (a loaded run's money simulation failed with "write CONNECTION_DESTROYED").
    // A proxy holds the fetch back, so that the connection ends while it runs.
    const unhandled: unknown[] = [];
    const seen = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', seen);
    try {
      for (const end of ['pool ended', 'connection cut'] as const) {
        const proxy = await fetchHoldingProxy(new URL(testConfig().databaseUrl));
        const url = new URL(testConfig().databaseUrl);
        url.port = String(proxy.port);
        const pool = postgres(url.toString(), { max: 1, onnotice: () => undefined });
        try {
          const first = pool`select 1 as one`.execute(); // its connection opens and fetches the types first
          first.catch(() => undefined);
          await within(proxy.held, 10_000, 'the array types fetch');
          if (end === 'pool ended') {
            await pool.end({ timeout: 0 });
            await expect(within(first, 10_000, 'the statement of the ended pool')).rejects.toThrow();
          } else {
            proxy.cut(); // the pool connects again (the proxy holds back only its first connection)
            await expect(within(first, 10_000, 'the statement after the cut')).resolves.toEqual([{ one: 1 }]);
          }
          await new Promise((resolve) => setTimeout(resolve, 50)); // a rejection is reported after its tick
        } finally {
          await pool.end({ timeout: 0 });
          proxy.close();
        }
      }
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', seen);
    }
  }, 60_000);
});

/**
 * A TCP proxy to the database whose first connection holds back what the client sends from the driver's
 * array types fetch on (`held` resolves then); `cut` closes that connection, as a lost backend would.
 */
async function fetchHoldingProxy(
  target: URL,
): Promise<{ port: number; held: Promise<void>; cut(): void; close(): void }> {
  let onHeld!: () => void;
  const held = new Promise<void>((resolve) => (onHeld = resolve));
  const pairs: Array<[net.Socket, net.Socket]> = [];
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    const first = pairs.length === 0;
    pairs.push([client, upstream]);
    let holding = false;
    client.on('data', (chunk: Buffer) => {
      if (first && !holding && chunk.includes('typarray')) {
        holding = true;
        onHeld();
      }
      if (!holding) upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) socket.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const destroyFirst = () => pairs[0]?.forEach((socket) => socket.destroy());
  return {
    port: (server.address() as AddressInfo).port,
    held,
    cut: destroyFirst,
    close: () => {
      for (const pair of pairs) pair.forEach((socket) => socket.destroy());
      server.close();
    },
  };
}
