// DATABASE_READ_URL (issue 27): the market, the price history and the console's lists read a streaming
// replica; the money path stays on the primary. On real servers: the test makes a PostgreSQL primary of its
// own in a scratch folder (initdb; the machine's server allows no replication connection), copies the
// run's migrated database into it, and a real streaming replica of it (pg_basebackup -R, a second server
// on a loopback port). Pausing the replica's replay shows which server each read went to.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readTestEnv } from '@p2p/db/testing';
import postgres from 'postgres';
import { ReadSqlService } from '../../src/core/infra/db/read-sql.service.js';
import { idsOf, MarketWorld } from '../ads/market-fixtures.js';
import { orderOn, publishedAd, trader } from '../orders/order-fixtures.js';
import { startTestApi, type TestApi } from '../support/harness.js';
import { freePort } from '../support/ports.js';
import { testConfig } from '../support/test-config.js';

/** PostgreSQL's programs (initdb, pg_ctl, pg_basebackup, pg_dump): pg_config's bindir. */
function binDir(): string {
  const found = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' }).stdout?.trim();
  if (!found || !fs.existsSync(path.join(found, 'pg_basebackup')))
    throw new Error('PostgreSQL server programs are missing (pg_config --bindir, pg_basebackup)');
  return found;
}

/** Servers refuse to run as root: as root, they run as the `postgres` user. */
function runAs(): { uid: number; gid: number } | Record<string, never> {
  if (process.getuid?.() !== 0) return {};
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

describe('core/read-replica', () => {
  const bin = binDir();
  const user = runAs();
  let dir: string;
  let primaryPort: number;
  let replicaPort: number;
  let api: TestApi;
  let replica: postgres.Sql;
  let primary: postgres.Sql;

  const pg = (program: string, args: string[]) =>
    execFileSync(path.join(bin, program), args, { ...user, stdio: ['ignore', 'pipe', 'pipe'] });
  const start = (data: string, port: number) =>
    pg('pg_ctl', [
      '-D',
      data,
      '-l',
      `${data}.log`,
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]);
  const stop = (data: string) => {
    if (fs.existsSync(path.join(data, 'postmaster.pid')))
      pg('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
  };

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'p2p-replica-'));
    if ('uid' in user) fs.chownSync(dir, user.uid, user.gid);
    primaryPort = await freePort();
    replicaPort = await freePort();
    const primaryDir = path.join(dir, 'primary');
    pg('initdb', ['-D', primaryDir, '-U', 'postgres', '-A', 'trust']);
    fs.appendFileSync(path.join(primaryDir, 'pg_hba.conf'), 'host replication all 127.0.0.1/32 trust\n');
    start(primaryDir, primaryPort);
    // The run's migrated and seeded database (the template of the workers' copies: no rows of other
    // tests), copied into the primary.
    const primaryUrl = `postgresql://postgres@127.0.0.1:${primaryPort}/p2p`;
    primary = postgres(`postgresql://postgres@127.0.0.1:${primaryPort}/postgres`, { onnotice: () => {} });
    await primary`create database p2p`;
    const dump = execFileSync(path.join(bin, 'pg_dump'), [
      '--no-owner',
      '--no-privileges',
      '-Fc',
      process.env.P2P_TEST_DATABASE_URL ?? readTestEnv().databaseUrl,
    ]);
    execFileSync(path.join(bin, 'pg_restore'), ['--no-owner', '-d', primaryUrl], { input: dump });
    // The replica: a base backup that streams from the primary (-R writes standby.signal).
    const replicaDir = path.join(dir, 'replica');
    pg('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      replicaDir,
      '-R',
      // An immediate checkpoint: the default (spread) paces the restore's dirty pages over minutes, and
      // the backup waited about 2 minutes for it here.
      '--checkpoint=fast',
    ]);
    start(replicaDir, replicaPort);
    const replicaUrl = `postgresql://postgres@127.0.0.1:${replicaPort}/p2p`;
    replica = postgres(replicaUrl, { onnotice: () => {} });
    api = await startTestApi({
      DATABASE_URL: primaryUrl,
      DATABASE_READ_URL: replicaUrl,
      REDIS_PREFIX: `${readTestEnv().redisPrefix}replica:`,
    });
  }, 180_000);

  afterAll(async () => {
    await api?.close();
    await replica?.end();
    await primary?.end();
    if (dir) {
      stop(path.join(dir, 'replica'));
      stop(path.join(dir, 'primary'));
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  /** Waits until the replica has replayed everything the primary wrote so far. */
  async function caughtUp(): Promise<void> {
    const [{ lsn }] = await primary<{ lsn: string }[]>`select pg_current_wal_lsn()::text as lsn`;
    const end = Date.now() + 30_000;
    for (;;) {
      const [{ behind }] = await replica<{ behind: boolean }[]>`
        select pg_last_wal_replay_lsn() < ${lsn}::pg_lsn as behind`;
      if (!behind) return;
      if (Date.now() > end) throw new Error('the replica did not catch up within 30 s');
      await new Promise((resolve) => setTimeout(resolve, 50)); // between polls of the replay position
    }
  }

  it('reads the replica when DATABASE_READ_URL names one (a streaming replica, in recovery)', async () => {
    expect(api.app.get(ReadSqlService).replica).toBe(true);
    const [{ recovery }] = await replica<{ recovery: boolean }[]>`select pg_is_in_recovery() as recovery`;
    expect(recovery).toBe(true);
  });

  it('shows the market from the replica, and places orders on the primary while the replica lags', async () => {
    const world = new MarketWorld(api);
    const { token } = await world.taker();
    const maker = await world.advertiser();
    const pair = await world.newPair();
    const listed = await world.ad(maker.id, pair);
    await caughtUp();
    expect(await world.ids(token, { type: 'SELL', coinPairId: pair })).toEqual(idsOf(listed));
    // The market's query ran on the replica: its pool is connected there.
    const reads = await replica<{ n: number }[]>`
      select count(*)::int as n from pg_stat_activity where application_name like 'p2p-api-%-read'`;
    expect(reads[0]!.n).toBeGreaterThan(0);

    await replica`select pg_wal_replay_pause()`;
    try {
      const freshPair = await world.newPair();
      const fresh = await world.ad(maker.id, freshPair);
      // The replica has not replayed the new ad: the market does not show it yet ...
      expect(await world.ids(token, { type: 'SELL', coinPairId: freshPair })).toEqual([]);
      // ... while the money path, on the primary, takes an order on an ad published meanwhile.
      const buyer = await trader(api);
      expect(await orderOn(api, buyer, await publishedAd(api))).toMatch(/^\d+$/);
      await replica`select pg_wal_replay_resume()`;
      await caughtUp();
      expect(await world.ids(token, { type: 'SELL', coinPairId: freshPair })).toEqual(idsOf(fresh));
    } finally {
      await replica`select pg_wal_replay_resume()`;
    }
  });

  it('reads the primary while the replica is down: the market keeps answering, with what the primary holds', async () => {
    const reads = api.app.get(ReadSqlService);
    expect(await reads.probe()).toBe(true);
    stop(path.join(dir, 'replica'));
    // The next probe (every 2 s; called here rather than waited for) finds it down.
    expect(await reads.probe()).toBe(false);
    expect(reads.onReplica).toBe(false);
    const world = new MarketWorld(api);
    const { token } = await world.taker();
    const pair = await world.newPair();
    const listed = await world.ad((await world.advertiser()).id, pair);
    expect(await world.ids(token, { type: 'SELL', coinPairId: pair })).toEqual(idsOf(listed));
  });

  it('refuses a DATABASE_READ_URL that is not a postgresql:// URL, and takes an empty one as none', () => {
    for (const bad of ['mysql://x/db', 'not a url', 'postgresql://a b'])
      expect(() => testConfig({ DATABASE_READ_URL: bad })).toThrow(/DATABASE_READ_URL/);
    expect(testConfig({ DATABASE_READ_URL: '' }).databaseReadUrl).toBeNull();
  });

  it('falls back to the primary for every read without DATABASE_READ_URL (one pool)', async () => {
    const plain = await startTestApi({ REDIS_PREFIX: `${readTestEnv().redisPrefix}noreplica:` });
    try {
      const reads = plain.app.get(ReadSqlService);
      expect(reads.replica).toBe(false);
      const [{ recovery }] = await reads.sql<{ recovery: boolean }[]>`select pg_is_in_recovery() as recovery`;
      expect(recovery).toBe(false);
    } finally {
      await plain.close();
    }
  });
});
