#!/usr/bin/env node
// The session check's candidates (issue 28: "the session check cached with its revocation still
// instant"), side by side in one run. Every private request verifies its token and then asks whether the
// token's session is live and its account not banned from login. What each way of answering the second
// question costs, per check, in this process (the API's side) and in PostgreSQL:
//   database  the API's own check today: AuthRepository.liveSession on the API's SqlService (one statement)
//   select 1  for scale: the cheapest statement on the same pool (what any statement costs the driver)
//   redis     a GET of the session's entry in Redis and its parse (ioredis, the API's client)
//   memory    a hit of an in-process cache (a Map and the expiry compared)
//   token     the HS256 token verification every request pays before any of them (jsonwebtoken, the
//             secret as a KeyObject as the API passes it)
// A cache in memory is only as instant as the news of a revocation: each API process would drop an entry
// when PostgreSQL's NOTIFY of the revoking transaction reaches it. The run measures that news: a session
// revoked and notified in one transaction, and the time from the revoker's commit returning to a listener
// of another connection hearing it, idle and while the database candidate runs.
//
// Needs the built API and db package (`pnpm --filter @p2p/db build && pnpm --filter @p2p/api build`),
// PostgreSQL and Redis on 127.0.0.1. Environment: BENCH_POSTGRES_URL, BENCH_REDIS_URL, BENCH_SESSIONS
// (1000), BENCH_CALLERS (32), BENCH_SECONDS (4 per candidate and round), BENCH_ROUNDS (2),
// BENCH_REVOCATIONS (200 per phase).
import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setImmediate } from 'node:timers';
import postgres from 'postgres';
import { percentile } from './lib/common.mjs';
import { cpuSeconds, pidsNamed, postgresCpuSeconds } from './lib/cpu.mjs';
import {
  apiDependencyPath,
  apiModule,
  benchDatabase,
  benchSteps,
  fmt,
  importApiDependency,
  printTable,
  runServiceBench,
} from './lib/service-bench.mjs';
import { loopbackOnly } from './lib/setup.mjs';

const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 1000);
const CALLERS = Number(process.env.BENCH_CALLERS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const REVOCATIONS = Number(process.env.BENCH_REVOCATIONS ?? 200);
const REDIS_URL = loopbackOnly(process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379', 'BENCH_REDIS_URL');
const CHANNEL = 'bench_session_revoked';
const steps = benchSteps('sessions');
const { log } = steps;

const redisCpuSeconds = (pids) => pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);

/**
 * `CALLERS` loops calling `check` for `seconds`; every 64 checks a caller yields to the event loop (a
 * check answered from memory never would). Checks/s and the CPU per check of this process and PostgreSQL.
 */
async function closedLoop(check, seconds, redisPids = []) {
  const end = performance.now() + seconds * 1000;
  const cpu0 = process.cpuUsage();
  const pg0 = postgresCpuSeconds();
  const redis0 = redisCpuSeconds(redisPids);
  const t0 = performance.now();
  let checks = 0;
  const caller = async (n) => {
    let i = n;
    while (performance.now() < end) {
      await check(i);
      i += CALLERS;
      checks += 1;
      if (checks % 64 === 0) await new Promise((r) => setImmediate(r));
    }
  };
  await Promise.all(Array.from({ length: CALLERS }, (_, n) => caller(n)));
  const elapsed = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  return {
    checks,
    elapsed,
    selfCpu: (cpu.user + cpu.system) / 1e6,
    pgCpu: postgresCpuSeconds() - pg0,
    redisCpu: redisCpuSeconds(redisPids) - redis0,
  };
}

/** Revokes `count` sessions one after another, each with its NOTIFY in the same transaction. */
async function revocations(sql, heard, jtis, count) {
  const lags = [];
  let early = 0;
  for (let i = 0; i < count; i += 1) {
    const jti = jtis.pop();
    const news = new Promise((resolve) => heard.set(jti, resolve));
    await sql.begin(async (tx) => {
      await tx`update sessions set revoked_at = now() where jti = ${jti} and revoked_at is null`;
      await tx`select pg_notify(${CHANNEL}, ${jti})`;
    });
    const committed = performance.now();
    const at = await news;
    if (at < committed) early += 1;
    lags.push(Math.max(0, at - committed));
  }
  lags.sort((a, b) => a - b);
  return { p50: percentile(lags, 50), p99: percentile(lags, 99), max: lags.at(-1), early, count };
}

async function main() {
  const { db, sql, sqlService } = await benchDatabase(steps, {
    needs: ['modules/auth/auth.repository.js'],
    keep: false,
  });
  const { AuthRepository } = await import(apiModule('modules/auth/auth.repository.js'));
  const { default: Redis } = await importApiDependency('ioredis');
  const { default: jwt } = await importApiDependency('jsonwebtoken', apiDependencyPath('passport-jwt'));

  log(`seeding ${SESSIONS} traders with a session each (every tenth banned from login) ...`);
  const users = await sql`
    insert into users (email, nickname, updated_at)
    select 'ses_' || g || '@bench.test', 'ses' || g, now() from generate_series(1, ${SESSIONS}) g
    returning id::text as id`;
  const sessions = users.map((u) => ({ jti: crypto.randomUUID(), userId: u.id }));
  await sql`
    insert into sessions (jti, user_id, method, way, expires_at)
    select jti, user_id::bigint, 'PASSWORD', 'WEB', now() + interval '1 day'
    from unnest(${sessions.map((s) => s.jti)}::text[], ${sessions.map((s) => s.userId)}::text[]) as t(jti, user_id)`;
  await sql`
    insert into user_bans (user_id, kind, reason)
    select id, 'LOGIN', 'bench' from users where email like 'ses_%' and id % 10 = 0`;
  await sql`analyze sessions`;
  await sql`analyze user_bans`;

  const repo = new AuthRepository(null, sqlService);
  const prefix = `p2p_bench_sessions_${crypto.randomBytes(4).toString('hex')}:`;
  const redis = new Redis(REDIS_URL, { keyPrefix: prefix, maxRetriesPerRequest: 2 });
  steps.cleanups.push(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys.map((k) => k.slice(prefix.length)));
    await redis.quit();
  });
  const memory = new Map();
  for (const row of await sql`
    select s.jti, s.user_id::text as "userId", s.expires_at as "expiresAt",
           exists (select 1 from user_bans b where b.user_id = s.user_id and b.kind = 'LOGIN'
                   and b.lifted_at is null) as "loginBanned"
    from sessions s`) {
    const entry = { userId: row.userId, loginBanned: row.loginBanned, expiresAt: row.expiresAt.getTime() };
    memory.set(row.jti, entry);
    await redis.set(row.jti, JSON.stringify(entry), 'EX', 86400);
  }
  // A KeyObject, as the API's jwtKey() hands passport-jwt: given a string, jsonwebtoken first tries it as
  // a PEM public key and pays for the thrown error on every verification (about 370 us here, against 13).
  const secret = crypto.createSecretKey(crypto.randomBytes(32));
  const tokens = sessions.map((s) =>
    jwt.sign({ sub: s.userId, jti: s.jti }, secret, {
      audience: 'user',
      expiresIn: 86400,
      algorithm: 'HS256',
    }),
  );

  // The checks read sessions that the revocations below leave alone.
  const checked = sessions.slice(2 * REVOCATIONS);
  if (checked.length === 0) throw new Error('BENCH_SESSIONS must exceed twice BENCH_REVOCATIONS');
  const pick = (i) => checked[i % checked.length].jti;
  const live = (entry, now) => entry !== undefined && entry.expiresAt > now;
  const candidates = [
    {
      key: 'database',
      name: 'database: liveSession (today)',
      check: async (i) => {
        const row = await repo.liveSession(pick(i), new Date());
        if (row === null) throw new Error('a live session read as ended');
      },
    },
    {
      key: 'select1',
      name: 'database: select 1 (a statement)',
      check: async () => {
        await sql`select 1`;
      },
    },
    {
      key: 'redis',
      name: 'redis: GET of the entry',
      check: async (i) => {
        const raw = await redis.get(pick(i));
        if (!live(raw === null ? undefined : JSON.parse(raw), Date.now())) throw new Error('entry missing');
      },
    },
    {
      key: 'memory',
      name: 'memory: a cache hit',
      check: async (i) => {
        if (!live(memory.get(pick(i)), Date.now())) throw new Error('entry missing');
      },
    },
    {
      key: 'token',
      name: 'token: HS256 verification',
      check: async (i) => {
        jwt.verify(tokens[i % tokens.length], secret, { audience: 'user', algorithms: ['HS256'] });
      },
    },
  ];

  log('warm-up, 1 s each ...');
  for (const c of candidates) await closedLoop(c.check, 1);
  const totals = new Map(
    candidates.map((c) => [c.key, { checks: 0, elapsed: 0, selfCpu: 0, pgCpu: 0, redisCpu: 0 }]),
  );
  const redisPids = pidsNamed('redis-server');
  if (redisPids.length === 0) log('no redis-server process found here: the Redis column reads 0');
  const per = SECONDS;
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const c of candidates) {
      log(`round ${round}/${ROUNDS}: ${c.name}, ${per} s with ${CALLERS} callers ...`);
      const r = await closedLoop(c.check, per, redisPids);
      const t = totals.get(c.key);
      for (const k of Object.keys(t)) t[k] += r[k];
    }
  }

  // The news of a revocation: a listener on a connection of its own, as an API process's would be.
  const listener = postgres(db.url, { max: 1, onnotice: () => undefined });
  steps.cleanups.push(() => listener.end({ timeout: 5 }));
  const heard = new Map();
  await listener.listen(CHANNEL, (jti) => {
    const at = performance.now();
    heard.get(jti)?.(at);
    heard.delete(jti);
  });
  const doomed = sessions.slice(0, 2 * REVOCATIONS).map((s) => s.jti);
  log(`revoking ${REVOCATIONS} sessions one by one, idle ...`);
  const idle = await revocations(sql, heard, doomed, REVOCATIONS);
  log(`revoking ${REVOCATIONS} more while the database candidate runs ...`);
  const busyEnd = { stop: false };
  const [loaded] = await Promise.all([
    revocations(sql, heard, doomed, REVOCATIONS).finally(() => (busyEnd.stop = true)),
    (async () => {
      while (!busyEnd.stop) await closedLoop(candidates[0].check, 0.25);
    })(),
  ]);

  const base = totals.get('database');
  const servers = (t) => t.selfCpu + t.pgCpu + t.redisCpu;
  const baseUs = (servers(base) / base.checks) * 1e6;
  console.log('');
  printTable(
    [
      'candidate',
      'checks/s',
      'here us/check',
      'PostgreSQL us/check',
      'Redis us/check',
      'all us/check',
      'x database',
    ],
    candidates.map((c) => {
      const t = totals.get(c.key);
      const all = (servers(t) / t.checks) * 1e6;
      return [
        c.name,
        Math.round(t.checks / t.elapsed).toLocaleString('en-US'),
        fmt((t.selfCpu / t.checks) * 1e6),
        fmt((t.pgCpu / t.checks) * 1e6),
        fmt((t.redisCpu / t.checks) * 1e6),
        fmt(all),
        (all / baseUs).toFixed(3),
      ];
    }),
  );
  const line = (what, r) =>
    `${what}: p50 ${fmt(r.p50)} ms, p99 ${fmt(r.p99)} ms, max ${fmt(r.max)} ms (${r.early} of ${r.count} heard before the revoker's commit returned)`;
  console.log(`\nA revocation's NOTIFY heard by another connection, after the revoker's commit returned:`);
  console.log(line('  idle', idle));
  console.log(line('  while the database candidate runs', loaded));
}

runServiceBench(steps, main, { keep: false });
