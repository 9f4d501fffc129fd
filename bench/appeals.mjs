#!/usr/bin/env node
// The appeal desk's queue at 10,000 open cases (issue 25): p50/p99 of `GET /api/admin/appeals` over HTTP
// on the built API (the staff token check, the DTO validation, the queue query and its count, the rows'
// orders, evidence counts, parties' nicknames and holders), for the filter and sort combinations an
// officer uses, beside plain indexed SELECTs of one page of open appeals on the same data in the same run.
//
// The data: 20,000 traders, 2,000 ads, 10,000 orders under appeal (open cases, one or two evidence images
// each, created over the last 3 days, a quarter of them claimed by one of 5 officers) and 40,000 orders
// whose appeals were decided and executed or withdrawn (what the open queue must skip).
// Each request is sent alone (one connection, one after another): the figures are the queue's latency,
// not the machine's throughput. Each round asks every combination once, so a burst of other work on the
// shared machine weighs on every combination alike.
//
// Needs the built API and db package (`pnpm --filter @p2p/db build && pnpm --filter @p2p/api build`),
// PostgreSQL and Redis on 127.0.0.1. Makes its own database and Redis prefix (bench/lib/setup.mjs) and
// drops them at the end. Environment: BENCH_POSTGRES_URL, BENCH_REDIS_URL, BENCH_OPEN_CASES (10000),
// BENCH_CLOSED_CASES (40000), BENCH_ITERATIONS (200 per combination).
import { execFile } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { percentile } from './lib/common.mjs';
import { fmt, printTable } from './lib/service-bench.mjs';
import { checkBuilt, loopbackOnly, root, setUp } from './lib/setup.mjs';

const SERVER_URL = loopbackOnly(
  process.env.BENCH_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres',
  'BENCH_POSTGRES_URL',
);
const REDIS_URL = loopbackOnly(process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379', 'BENCH_REDIS_URL');
const OPEN = Number(process.env.BENCH_OPEN_CASES ?? 10_000);
const CLOSED = Number(process.env.BENCH_CLOSED_CASES ?? 40_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const TRADERS = 20_000;
const OFFICERS = 5;
const GOAL_P99_MS = 50;
/** The whole run stops (and cleans up) after this long, whatever happens. */
const RUN_LIMIT_MS = 15 * 60_000;
const STAFF_PASSWORD = 'bench-Staff-Passw0rd!';

const log = (line) => console.error(`[bench:appeals] ${line}`);
const run = promisify(execFile);

/** RFC 6238 code of a Base32 secret for the current 30 s step (HMAC-SHA1, 6 digits). */
function totp(secret) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const bytes = [];
  for (const char of secret.replace(/[=\s]/g, '').toUpperCase()) {
    value = (value << 5) | alphabet.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000)));
  const mac = createHmac('sha1', Buffer.from(bytes)).update(counter).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** Staff accounts made with the API's own CLI, as an operator would; answers the officers' ids. */
async function createOfficers(databaseUrl) {
  for (let i = 1; i <= OFFICERS; i++) {
    await run(process.execPath, ['apps/api/dist/cli/create-staff.js'], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: databaseUrl,
        STAFF_EMAIL: `officer${i}@bench.test`,
        STAFF_PASSWORD,
        STAFF_ROLE: i === 1 ? 'ADMIN' : 'APPEAL_OFFICER',
        STAFF_NAME: `Officer ${i}`,
      },
    });
  }
}

/** Signs in as a staff member through both steps (password, then the TOTP enrolled on the way). */
async function signIn(baseUrl, email) {
  const post = async (url, body) => {
    const res = await fetch(`${baseUrl}/api${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', way: 'WEB', language: 'en_US' },
      body: JSON.stringify(body),
    });
    const json = await res.json();
    if (json.code !== '200') throw new Error(`${url}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
    return json.data;
  };
  const { challenge, enrolment } = await post('/admin/auth/login', { email, password: STAFF_PASSWORD });
  const { token } = await post('/admin/auth/totp', { challenge, code: totp(enrolment.secret) });
  return token;
}

/** Traders, ads, the open cases and the closed ones, all with generate_series. */
async function seed(sql) {
  const started = performance.now();
  await sql`select setseed(0.25)`;
  await sql`
    insert into users (email, nickname, kyc_level, updated_at)
    select 'apl_' || g || '@bench.test', 'apl' || g, 'ADVANCED', now() from generate_series(1, ${TRADERS}) g`;
  await sql`create unlogged table bench_traders as
    select row_number() over (order by id)::int as n, id from users where email like 'apl%'`;
  const [pair] = await sql`
    select cp.id, cp.coin_id, cp.quote from coin_pairs cp join coins c on c.id = cp.coin_id
    where c.en_short = 'USDT' and cp.quote_kind = 'FIAT' order by cp.sort limit 1`;
  await sql`
    insert into ads (user_id, type, mode, asset_kind, coin_id, coin_pair_id, chain, quote_currency,
      unit_price, total_quantity, remaining_quantity, min_quantity, max_quantity, online, status,
      payment_kinds, published_at, created_at, updated_at)
    select t.id, 'SELL', 'MANUAL', 'COIN', ${pair.coin_id}, ${pair.id}, 'ERC20', ${pair.quote}, 7.1, 100000,
      50000, 1, 100000, true, 'PUBLISHED', '{BANK_CARD}', now(), now(), now()
    from bench_traders t where t.n <= 2000`;
  await sql`create unlogged table bench_ads as
    select row_number() over (order by id)::int as n, id, user_id from ads`;
  const [{ officers }] = await sql`select array_agg(id order by id) as officers from staff_users`;
  // Orders: the first OPEN under appeal, the rest completed or cancelled after a decided appeal.
  await sql`
    insert into orders (ad_id, maker_id, taker_id, buyer_id, seller_id, type, mode, asset_kind, coin_id,
      chain, quote_currency, status, status_before_appeal, quantity, unit_price, amount, total_amount,
      paid_at, created_at, updated_at)
    select a.id, a.user_id, t.id, t.id, a.user_id, 'SELL', 'MANUAL', 'COIN', ${pair.coin_id}, 'ERC20',
      ${pair.quote},
      (case when g <= ${OPEN} then 'IN_APPEAL' when g % 2 = 0 then 'COMPLETED' else 'CANCELLED' end)::order_status,
      case when g <= ${OPEN} then 'WAIT_SELLER_CONFIRM'::order_status end,
      q, 7.1, q * 7.1, q * 7.1, s.at, s.at, now()
    from (select g, 1 + floor(random() * 2000)::int as ad_n, 2001 + floor(random() * ${TRADERS - 2000})::int as t_n,
            (10 + floor(random() * 990))::numeric as q,
            now() - (case when g <= ${OPEN} then interval '3 days' else interval '300 days' end) * random() as at
          from generate_series(1, ${OPEN + CLOSED}) g offset 0) s
    join bench_ads a on a.n = s.ad_n
    join bench_traders t on t.n = s.t_n`;
  const reasons = ['SELLER_NOT_RELEASED', 'PAYMENT_NOT_RECEIVED', 'OTHER', 'UNRESPONSIVE'];
  await sql`
    insert into appeals (order_id, initiator_id, initiator_side, reason_code, reason_text, result, resume_to,
      reviewer_id, claimed_by, claimed_at, decided_at, execute_at, executed_at, cancelled_at, created_at,
      updated_at)
    select o.id, case when r.side = 'BUYER' then o.buyer_id else o.seller_id end, r.side::order_actor_type,
      r.reason, case when r.reason = 'OTHER' then 'the bench' end,
      (case when o.status = 'IN_APPEAL' then 'PENDING' when o.status = 'COMPLETED' then 'BUYER_WINS'
            else 'REVOKED' end)::appeal_result,
      'WAIT_SELLER_CONFIRM',
      case when o.status <> 'IN_APPEAL' then (${officers}::int[])[1] end,
      case when o.status = 'IN_APPEAL' and r.pick < 0.25 then (${officers}::int[])[1 + floor(r.pick * 4 * ${OFFICERS})::int]
           when o.status <> 'IN_APPEAL' then (${officers}::int[])[1] end,
      case when r.pick < 0.25 or o.status <> 'IN_APPEAL' then o.created_at + interval '5 minutes' end,
      case when o.status = 'COMPLETED' then o.created_at + interval '1 hour' end,
      case when o.status = 'COMPLETED' then o.created_at + interval '3 hours' end,
      case when o.status = 'COMPLETED' then o.created_at + interval '3 hours' end,
      case when o.status = 'CANCELLED' then o.created_at + interval '1 hour' end,
      o.created_at + interval '1 minute', now()
    from orders o,
      lateral (select random() as pick, (${reasons}::text[])[1 + floor(random() * 4)::int] as reason,
                 case when random() < 0.7 then 'BUYER' else 'SELLER' end as side, o.id as oid) r`;
  // Each order's timeline up to its appeal (the desk finds a trader's cases by it); the hashes are filler:
  // the queue does not verify the chain (the case page does).
  await sql`
    insert into order_events (order_id, from_status, to_status, action, actor_type, actor_id, seq, prev_hash,
      hash, created_at)
    select o.id, e.from_status::order_status, e.to_status::order_status, e.action::order_action,
      e.actor::order_actor_type, case when e.actor = 'BUYER' then o.buyer_id else o.seller_id end, e.seq,
      case when e.seq > 1 then md5(o.id || '-' || (e.seq - 1)) || md5(o.id::text) end,
      md5(o.id || '-' || e.seq) || md5(o.id::text), o.created_at + e.seq * interval '1 minute'
    from orders o,
      (values (1, null, 'WAIT_SELLER_ACCEPT', 'PLACE', 'BUYER'),
              (2, 'WAIT_SELLER_ACCEPT', 'WAIT_BUYER_PAY', 'ACCEPT', 'SELLER'),
              (3, 'WAIT_BUYER_PAY', 'WAIT_SELLER_CONFIRM', 'PAY', 'BUYER'),
              (4, 'WAIT_SELLER_CONFIRM', 'IN_APPEAL', 'APPEAL', 'BUYER')) as e(seq, from_status, to_status, action, actor)`;
  await sql`
    insert into appeal_evidence (appeal_id, kind, url, uploader_id, created_at)
    select a.id, 'IMAGE', 'https://files.bench.test/' || a.id || '-' || k, a.initiator_id, a.created_at
    from appeals a, generate_series(1, 2) k where a.result = 'PENDING' and (k = 1 or a.id % 2 = 0)`;
  await sql`drop table bench_traders`;
  await sql`drop table bench_ads`;
  await sql`vacuum analyze`;
  const [{ open, all }] = await sql`
    select count(*) filter (where result = 'PENDING')::int as open, count(*)::int as all from appeals`;
  log(
    `seeded ${TRADERS} traders, ${open} open cases of ${all} appeals in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return { officers };
}

/** The combinations timed: [label, query string]. */
function combinations(someUserId, someOrderId) {
  return [
    ['open, unclaimed first by due time (the default)', ''],
    ['open, oldest first', 'sort=AGE_DESC'],
    ['open, unclaimed only', 'claimed=unclaimed'],
    ['open, claimed by me', 'claimed=mine'],
    ['open, newest first', 'sort=AGE_ASC'],
    ['open, reason SELLER_NOT_RELEASED', 'reasonCode=SELLER_NOT_RELEASED'],
    ['open, filed by sellers', 'initiatorSide=SELLER'],
    ['open, older than 2 days', 'olderThanMinutes=2880'],
    ['all stages, decided by me', 'stage=ALL&mine=true'],
    ['open, one trader', `userId=${someUserId}`],
    ['open, one order', `orderId=${someOrderId}`],
    ['open, page 50', 'pageNo=50'],
    ['open, page size 100', 'pageSize=100'],
    ['all stages, oldest first', 'stage=ALL'],
    ['closed', 'stage=CLOSED'],
  ];
}

async function main() {
  checkBuilt();
  const world = await setUp({ serverUrl: SERVER_URL, redisUrl: REDIS_URL, log });
  const stop = (why) => {
    log(`${why}: stopping`);
    void world.teardown().finally(() => process.exit(1));
  };
  const limit = setTimeout(() => stop(`over the ${RUN_LIMIT_MS / 60_000} min limit`), RUN_LIMIT_MS);
  process.once('SIGINT', () => stop('interrupted'));
  const sql = postgres(world.databaseUrl, { max: 2, onnotice: () => undefined });
  try {
    await createOfficers(world.databaseUrl);
    await seed(sql);
    const token = await signIn(world.baseUrl, 'officer1@bench.test');
    const headers = { authorization: `Bearer ${token}`, way: 'WEB', language: 'en_US' };
    const [someCase] = await sql`
      select o.id::text as "orderId", o.buyer_id::text as "userId" from appeals a join orders o on o.id = a.order_id
      where a.result = 'PENDING' order by a.id limit 1 offset ${Math.floor(OPEN / 2)}`;
    const combos = combinations(someCase.userId, someCase.orderId);
    const ask = async (qs) => {
      const res = await fetch(`${world.baseUrl}/api/admin/appeals${qs ? `?${qs}` : ''}`, { headers });
      const json = await res.json();
      if (json.code !== '200')
        throw new Error(`queue ${qs}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
      return json.data;
    };
    const totals = new Map();
    for (const [label, qs] of combos) {
      const page = await ask(qs);
      if (page.list.length === 0) throw new Error(`${label}: an empty page`);
      totals.set(label, page.total);
    }
    const baselines = [
      [
        'baseline: SELECT one page of open appeals in queue order (its partial index) LIMIT 20',
        () => sql`select * from appeals where result = any('{PENDING,DISPUTE_TIMEOUT}'::appeal_result[])
          and cancelled_at is null order by (claimed_by is not null), created_at, id limit 20`,
      ],
      [
        'baseline: the same page joined with its orders',
        () => sql`select a.*, o.* from appeals a join orders o on o.id = a.order_id
          where a.result = any('{PENDING,DISPUTE_TIMEOUT}'::appeal_result[]) and a.cancelled_at is null
          order by (a.claimed_by is not null), a.created_at, a.id limit 20`,
      ],
      [
        'baseline: GET /api/health over HTTP',
        () => fetch(`${world.baseUrl}/api/health`).then((r) => r.text()),
      ],
    ];
    const samples = new Map();
    const add = (key, ms) => (samples.get(key) ?? samples.set(key, []).get(key)).push(ms);
    log(`${ITERATIONS} rounds after 10 of warm-up ...`);
    for (let round = -10; round < ITERATIONS; round++) {
      for (const [label, fn] of baselines) {
        const t = performance.now();
        await fn();
        if (round >= 0) add(label, performance.now() - t);
      }
      for (const [label, qs] of combos) {
        const t = performance.now();
        await ask(qs);
        if (round >= 0) add(label, performance.now() - t);
      }
    }
    const stats = (key) => {
      const s = samples.get(key).sort((a, b) => a - b);
      return { p50: percentile(s, 50), p99: percentile(s, 99) };
    };
    const base = stats(baselines[1][0]);
    console.log('');
    for (const [label] of baselines) {
      const s = stats(label);
      console.log(`${label}: p50 ${fmt(s.p50)} ms, p99 ${fmt(s.p99)} ms`);
    }
    console.log('');
    const rows = [];
    let missed = 0;
    for (const [label] of combos) {
      const s = stats(label);
      const met = s.p99 < GOAL_P99_MS;
      if (!met) missed += 1;
      rows.push([
        label,
        String(totals.get(label)),
        fmt(s.p50),
        fmt(s.p99),
        (s.p50 / base.p50).toFixed(1),
        `< ${GOAL_P99_MS} ${met ? 'met' : 'MISSED'}`,
      ]);
    }
    printTable(['GET /api/admin/appeals', 'total', 'p50 ms', 'p99 ms', 'x join p50', 'p99 goal'], rows);
    if (missed > 0) log(`goal missed by ${missed} combination(s)`);
  } finally {
    clearTimeout(limit);
    await sql.end({ timeout: 5 });
    log('dropping the bench database and Redis keys ...');
    await world.teardown();
  }
}

main().catch((err) => {
  console.error(`[bench:appeals] ${err.stack ?? err}`);
  process.exit(1);
});
