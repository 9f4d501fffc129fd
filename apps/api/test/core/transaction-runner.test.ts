// The transaction runner on the real database: commit, rollback, and the retry of real serialization
// failures and deadlocks provoked with two concurrent transactions; `together`, independent steps of one
// transaction sent in one round trip, never a statement sent after the transaction ended.
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { SqlService, type Sql, type Tx } from '../../src/core/infra/db/sql.service.js';
import { together } from '../../src/core/infra/db/together.js';
import {
  TransactionAbortedError,
  TransactionEndedError,
  TransactionRunner,
} from '../../src/core/infra/db/transaction-runner.js';
import { testConfig } from '../support/harness.js';

describe('core/transaction-runner', () => {
  /** A promise resolved once `n` parties arrived: lines two transactions up at the worst moment. */
  function barrier(n: number): () => Promise<void> {
    let arrived = 0;
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    return async () => {
      arrived += 1;
      if (arrived === n) open();
      await opened;
    };
  }

  describe('transaction runner (ADR 0007)', () => {
    let db: SqlService;
    let sql: Sql;
    let runner: TransactionRunner;
    // A scratch table of this file, in this run's own database.
    const table = `tx_runner_probe_${randomBytes(4).toString('hex')}`;
    const t = () => sql(table);

    beforeAll(async () => {
      // The runner and its pool alone, as the API builds them (no other part of the app is involved).
      db = new SqlService(testConfig());
      sql = db.sql;
      runner = new TransactionRunner(db);
      await sql`create table ${t()} (k text not null, n int not null)`;
    });
    afterAll(async () => {
      await sql`drop table if exists ${t()}`;
      await db.onModuleDestroy();
    });
    beforeEach(async () => {
      await sql`truncate ${t()}`;
    });

    const rows = async (k: string) =>
      (await sql<{ n: number }[]>`select n from ${t()} where k = ${k} order by n`).map((r) => r.n);

    it('commits every statement of the function and answers its result', async () => {
      const result = await runner.run(async (tx) => {
        await tx`insert into ${tx(table)} (k, n) values ('commit', 1)`;
        await tx`insert into ${tx(table)} (k, n) values ('commit', 2)`;
        return 'done';
      });
      expect(result).toBe('done');
      expect(await rows('commit')).toEqual([1, 2]);
    });

    it('rolls everything back when the function throws, and passes the error on untouched', async () => {
      const boom = new Error('boom');
      let calls = 0;
      await expect(
        runner.run(async (tx) => {
          calls += 1;
          await tx`insert into ${tx(table)} (k, n) values ('rollback', 1)`;
          throw boom;
        }),
      ).rejects.toBe(boom);
      expect(calls).toBe(1);
      expect(await rows('rollback')).toEqual([]);
    });

    it('retries a real serialization failure (40001) of two SERIALIZABLE transactions and ends right', async () => {
      // Each transaction reads the highest n and inserts the next one: run side by side without
      // serializability both would insert 1 (write skew). One of them fails and runs again.
      const bothRead = barrier(2);
      let calls = 0;
      const seen: string[] = [];
      const next = (name: string) =>
        runner.run(
          async (tx: Tx) => {
            calls += 1;
            seen.push(name);
            const [{ max }] = await tx<
              { max: number | null }[]
            >`select max(n) as max from ${tx(table)} where k = 'ssi'`;
            if (seen.filter((s) => s === name).length === 1) await bothRead();
            await tx`insert into ${tx(table)} (k, n) values ('ssi', ${(max ?? 0) + 1})`;
          },
          { isolation: 'serializable' },
        );
      await Promise.all([next('a'), next('b')]);
      expect(await rows('ssi')).toEqual([1, 2]);
      expect(calls).toBe(3);
    });

    it('retries a real deadlock (40P01) of two transactions locking two rows in opposite order', async () => {
      await sql`insert into ${t()} (k, n) values ('left', 0), ('right', 0)`;
      const bothLockedOne = barrier(2);
      let calls = 0;
      const attempts = { ab: 0, ba: 0 };
      const bump = (first: string, second: string, name: 'ab' | 'ba') =>
        runner.run(async (tx: Tx) => {
          calls += 1;
          attempts[name] += 1;
          await tx`update ${tx(table)} set n = n + 1 where k = ${first}`;
          if (attempts[name] === 1) await bothLockedOne();
          await tx`update ${tx(table)} set n = n + 1 where k = ${second}`;
        });
      await Promise.all([bump('left', 'right', 'ab'), bump('right', 'left', 'ba')]);
      // Both transactions applied once in the end: each row went up by two.
      expect(await rows('left')).toEqual([2]);
      expect(await rows('right')).toEqual([2]);
      expect(calls).toBe(3);
    });

    it('gives up after maxAttempts with TransactionAbortedError carrying the last failure', async () => {
      let calls = 0;
      const failing = runner.run(
        async (tx) => {
          calls += 1;
          await tx`insert into ${tx(table)} (k, n) values ('abort', ${calls})`;
          // A failure raised by the server itself, with the code a lost serialization race has.
          await tx`do $$ begin raise exception 'lost the race' using errcode = 'serialization_failure'; end $$`;
        },
        { maxAttempts: 3 },
      );
      const err = await failing.catch((e: unknown) => e);
      expect(err).toBeInstanceOf(TransactionAbortedError);
      expect(err).toMatchObject({ attempts: 3, code: '40001' });
      expect((err as TransactionAbortedError).cause).toBeInstanceOf(postgres.PostgresError);
      expect(calls).toBe(3);
      expect(await rows('abort')).toEqual([]);
    });

    it('does not retry a non-retryable database error (a unique violation, 23505)', async () => {
      let calls = 0;
      const err = await runner
        .run(async (tx) => {
          calls += 1;
          await tx`do $$ begin raise exception 'taken' using errcode = 'unique_violation'; end $$`;
        })
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(postgres.PostgresError);
      expect(err).toMatchObject({ code: '23505' });
      expect(calls).toBe(1);
    });

    it('does not retry an error of the application that merely carries code 40001', async () => {
      let calls = 0;
      const appError = Object.assign(new Error('not from the server'), { code: '40001' });
      await expect(
        runner.run(async () => {
          calls += 1;
          throw appError;
        }),
      ).rejects.toBe(appError);
      expect(calls).toBe(1);
    });

    it('opens a transaction on a connection that is busy with other queries without answering UNSAFE_TRANSACTION or leaving it open in the pool (postgres.js patched)', async () => {
      // All connections busy: BEGIN is pipelined behind another caller's query, and with the pipeline full
      // (max_pipeline 1 here, 100 in the API under load) postgres.js 3.4.9 sent it without reserving the
      // connection: the transaction failed with UNSAFE_TRANSACTION (a 500 in the orders bench) while the
      // server kept it open on a connection that went back to the pool (patches/postgres@3.4.9.patch).
      const app = `p2p-tx-probe-${randomBytes(3).toString('hex')}`;
      // `max_pipeline` is an option of postgres.js that its types do not list.
      const options = {
        max: 2,
        max_pipeline: 1,
        onnotice: () => undefined,
        connection: { application_name: app },
      };
      const pool = postgres(testConfig().databaseUrl, options as postgres.Options<Record<string, never>>);
      const busyRunner = new TransactionRunner({ sql: pool } as unknown as SqlService);
      try {
        await Promise.all([pool`select 1`, pool`select 1`]); // both connections open
        const sleeps = [pool`select pg_sleep(0.3)`.execute(), pool`select pg_sleep(0.3)`.execute()];
        const inserted = busyRunner.run(async (tx) => {
          await tx`insert into ${tx(table)} (k, n) values ('busy', 1)`;
          return 'ok';
        });
        await Promise.all(sleeps);
        expect(await inserted).toBe('ok');
        await Promise.all(Array.from({ length: 6 }, () => pool`select 1`));
        expect(await rows('busy')).toEqual([1]);
        const open = await sql<{ n: string }[]>`
        select count(*)::text as n from pg_stat_activity
        where application_name = ${app} and state like 'idle in transaction%'`;
        expect(open[0]!.n).toBe('0');
      } finally {
        await pool.end({ timeout: 5 });
      }
    });

    describe('a handle used after its transaction ended (issue 20, defect 1)', () => {
      const insert = (tx: Tx, k: string, n: number) =>
        tx`insert into ${tx(table)} (k, n) values (${k}, ${n})`;

      it('refuses a statement sent by a step still running after Promise.all rejected: it neither commits on its own nor runs in another transaction', async () => {
        let lateStep: Promise<unknown> = Promise.resolve();
        let runEnded: () => void = () => undefined;
        const ended = new Promise<void>((resolve) => (runEnded = resolve));
        const late = async (tx: Tx) => {
          // A step slower than the other (a cache read, say): it goes on once that one failed and the runner
          // ended the transaction. (It waited 100 ms before, which a loaded run outlasted: the insert then
          // reached the aborted transaction, 25P02, instead of being refused.)
          await ended;
          await insert(tx, 'escaped', 1);
        };
        const run = runner.run((tx) => {
          lateStep = late(tx);
          // eslint-disable-next-line local/no-promise-all-in-transaction -- the defect, on purpose
          return Promise.all([tx`select 1 / 0`, lateStep]);
        });
        void run.catch(() => undefined).then(runEnded);
        await expect(run).rejects.toMatchObject({ code: '22012' });
        await expect(lateStep).rejects.toBeInstanceOf(TransactionEndedError);
        await expect(lateStep).rejects.toThrow(/after its transaction ended/);
        expect(await rows('escaped')).toEqual([]);
      });

      it('refuses a statement on a handle kept after its transaction committed', async () => {
        let kept: Tx | null = null;
        await runner.run(async (tx) => {
          kept = tx;
          await insert(tx, 'kept', 1);
        });
        await expect(Promise.resolve().then(() => insert(kept!, 'kept', 2))).rejects.toBeInstanceOf(
          TransactionEndedError,
        );
        await expect(Promise.resolve().then(() => kept!.unsafe('select 1'))).rejects.toBeInstanceOf(
          TransactionEndedError,
        );
        expect(await rows('kept')).toEqual([1]);
      });

      it('still lets the function use helpers, unsafe and savepoints while the transaction is open', async () => {
        await runner.run(async (tx) => {
          await tx.unsafe(`insert into ${table} (k, n) values ('open', 1)`);
          await tx.savepoint((sp) => sp`insert into ${sp(table)} (k, n) values ('open', 2)`);
          await tx`insert into ${tx(table)} ${tx({ k: 'open', n: 3 })}`;
        });
        expect(await rows('open')).toEqual([1, 2, 3]);
      });
    });

    describe('together (steps of one transaction side by side)', () => {
      const count = async (k: string) => (await rows(k)).length;
      const insert = (tx: Tx, k: string, n: number) =>
        tx`insert into ${tx(table)} (k, n) values (${k}, ${n})`;

      it("answers every step's result, in the steps' order, and commits them in one transaction", async () => {
        const [a, b, c] = await runner.run((tx) =>
          together([
            tx<{ v: number }[]>`select 1 as v`.then((r) => r[0]!.v),
            insert(tx, 'together', 1).then(() => 'inserted'),
            tx<{ v: string }[]>`select 'three' as v`.then((r) => r[0]!.v),
          ]),
        );
        expect([a, b, c]).toEqual([1, 'inserted', 'three']);
        expect(await count('together')).toBe(1);
      });

      it('waits for a step still working when another fails: nothing it sends afterwards runs outside the transaction', async () => {
        const late = async (tx: Tx) => {
          // still working when the other step fails (a cache read, say)
          await new Promise((resolve) => setTimeout(resolve, 100));
          await insert(tx, 'late', 1);
        };
        await expect(runner.run((tx) => together([tx`select 1 / 0`, late(tx)]))).rejects.toMatchObject({
          code: '22012',
        });
        // The late insert ran inside the failed transaction and was rolled back with it (with Promise.all it
        // would be sent once the connection was back in the pool, and commit on its own).
        await new Promise((resolve) => setTimeout(resolve, 250));
        expect(await count('late')).toBe(0);
      });

      it('throws the failure that caused the others, not "current transaction is aborted" (25P02) of the steps sent after it', async () => {
        const err = await runner
          .run((tx) => together([insert(tx, 'first', 1), tx`select 1 / 0`, insert(tx, 'after', 1)]))
          .catch((e: unknown) => e);
        expect(err).toBeInstanceOf(postgres.PostgresError);
        expect((err as postgres.PostgresError).code).toBe('22012');
        expect(await count('first')).toBe(0);
      });
    });
  });
});
