// The floor of an order placement (issue 28): the statements the API sends for one placement, captured
// from its own connections (a wire-protocol proxy in front of PostgreSQL, lib/pg-capture.mjs) and
// replayed by pgbench as a custom script with one client per ad, in the same run as the HTTP bench.
//
// Two placements are captured, by two clients of the floor's own ads. Where a parameter differs between
// them it is the client's (its ad, maker, payment method, session, the taker) or the new order's id, each
// made a pgbench variable: the client's from the table `bench_floor_clients` (read at the script's start
// by `client_id`), the order's id from the insert's `returning` (`\gset`). A parameter that differs and is
// neither (a time, a hash, a snapshot) keeps the first placement's value: the same cost, another value.
// Every template is checked to give back both captured statements exactly.
import http from 'node:http';
import { withDatabase } from './common.mjs';
import { addCpu, cpuReading, cpuUsed } from './cpu.mjs';
import { post } from './order-load.mjs';
import { startCaptureProxy } from './pg-capture.mjs';
import { pgbenchTimed } from './pgbench.mjs';

/** The client's variables of the script, in the columns of `bench_floor_clients`. */
const CLIENT_VARS = ['ad', 'maker', 'method', 'taker', 'jti'];
const ORDER_ID = 'o_id';

/** Makes `bench_floor_clients`: one row per pgbench client (0-based), its ad, maker, method, taker and session. */
export async function floorClientsTable(sql, clients) {
  await sql`create table bench_floor_clients (client_id int primary key, ad bigint, maker bigint,
    method bigint, taker bigint, jti text)`;
  await sql`insert into bench_floor_clients ${sql(
    clients.map((c, i) => ({
      client_id: i,
      ad: c.ad,
      maker: c.maker,
      method: c.method,
      taker: c.taker,
      jti: c.jti,
    })),
  )}`;
}

/**
 * Captures the statements of two placements (clients[0] and clients[1], after one by clients[2] to warm
 * the caches) through an API started by `startApi(databaseUrl)` on a capture proxy; answers
 * `{ a, b }`, each `{ statements, vars }`. The statements run from the request up to the commit of the
 * transaction that inserted the order (the relay's publishing after it is not the placement's).
 */
export async function capturePlacements({ dbUrl, startApi, clients, log }) {
  const target = new URL(dbUrl);
  const proxy = await startCaptureProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const proxied = withDatabase(
    `postgresql://postgres@127.0.0.1:${proxy.port}/postgres`,
    target.pathname.slice(1),
  );
  const api = await startApi(proxied);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const place = async (c) => {
    const answer = await post(api.baseUrl, agent, c.token, c.body);
    if (answer.status !== 200) throw new Error(`a captured placement answered ${answer.status}`);
    return answer.data.id;
  };
  try {
    await place(clients[2]);
    // Captures until two of different clients sent the same statements (a background statement, the
    // relay's or a cache's, can fall inside a window).
    const captures = [];
    for (const i of [0, 1, 3, 4, 5, 6].filter((n) => n < clients.length)) {
      await new Promise((r) => setTimeout(r, 300)); // the last placement's relay publishing settles first
      proxy.statements.length = 0;
      proxy.recording = true;
      const orderId = await place(clients[i]);
      proxy.recording = false;
      const statements = placementOnly(proxy.statements.splice(0));
      if (!statements) continue;
      const capture = { statements, vars: { ...pick(clients[i]), [ORDER_ID]: orderId } };
      const key = (c) => c.statements.map((st) => st.sql).join('\0');
      const twin = captures.find((c) => key(c) === key(capture));
      if (twin) {
        log(`captured a placement: ${capture.statements.length} statements`);
        return { a: twin, b: capture };
      }
      captures.push(capture);
    }
    throw new Error(
      `no two captured placements sent the same statements (${captures.map((c) => c.statements.length).join(', ')})`,
    );
  } finally {
    agent.destroy();
    await api.stop();
    await proxy.close();
  }
}

const pick = (c) => Object.fromEntries(CLIENT_VARS.map((k) => [k, String(c[k])]));

/** The statements up to the commit after `insert into orders`, without the relay's (null when not whole). */
function placementOnly(statements) {
  const insert = statements.findIndex((s) => /insert into orders\b/.test(s.sql));
  if (insert < 0) return null;
  const conn = statements[insert].conn;
  const commit = statements.findIndex(
    (s, i) => i > insert && s.conn === conn && /^\s*commit\s*$/i.test(s.sql),
  );
  if (commit < 0) return null;
  return statements
    .slice(0, commit + 1)
    .filter((s) => !/from outbox\s+where published_at is null/.test(s.sql));
}

/**
 * The types PostgreSQL gives each captured statement's parameters (most are sent untyped and inferred):
 * each statement prepared once on a connection of its own and read back from `pg_prepared_statements`.
 */
export async function parameterTypes(sql, statements) {
  const reserved = await sql.reserve();
  try {
    const out = [];
    for (const [i, s] of statements.entries()) {
      if (s.params.length === 0) {
        out.push([]);
        continue;
      }
      await reserved.unsafe(`prepare bench_floor_${i} as ${s.sql}`);
      const [row] = await reserved.unsafe(
        `select parameter_types::text[] as types from pg_prepared_statements where name = 'bench_floor_${i}'`,
      );
      await reserved.unsafe(`deallocate bench_floor_${i}`);
      out.push(row.types);
    }
    return out;
  } finally {
    reserved.release();
  }
}

/**
 * The pgbench script (`-M prepared`) of the captured placement: the client's variables first, then each
 * statement with its parameters as literals or variables, each cast to its type (`types`, from
 * `parameterTypes`).
 */
export function floorScript({ a, b }, types) {
  const lines = [
    `select ${CLIENT_VARS.join(', ')} from bench_floor_clients where client_id = :client_id \\gset`,
  ];
  let variables = 0;
  let kept = 0;
  a.statements.forEach((s, i) => {
    const other = b.statements[i];
    const params = s.params.map((value, j) => {
      const t = param(value, other.params[j], a.vars, b.vars, types[i][j] ?? null);
      if (t.variable) variables += 1;
      if (t.kept) kept += 1;
      return t.sql;
    });
    const text = s.sql.trim().replace(/\$(\d+)/g, (_m, n) => params[Number(n) - 1]);
    lines.push(/insert into orders\b/.test(s.sql) ? `${text} \\gset o_` : `${text};`);
  });
  return { script: `${lines.join('\n')}\n`, statements: a.statements.length, variables, kept };
}

/**
 * A string literal. pgbench (`-M prepared`) takes every `:name` of a command for a variable, inside quotes
 * too (a time's `04:11:23`), so a value with a colon is written as an escape string with `\x3a`.
 */
const quote = (v) =>
  v.includes(':')
    ? `E'${v.replace(/\\/g, '\\\\').replace(/'/g, "''").replace(/:/g, '\\x3a')}'`
    : `'${v.replace(/'/g, "''")}'`;
const cast = (sql, type) => (type ? `${sql}::${type}` : sql);

/** One parameter as SQL: a literal, a variable, or literal pieces and variables joined. */
function param(va, vb, varsA, varsB, type) {
  if (va === null) return { sql: cast('NULL', type) };
  if (va === vb) return { sql: cast(quote(va), type) };
  const names = Object.keys(varsA);
  const whole = names.find((k) => varsA[k] === va && varsB[k] === vb);
  if (whole) return { sql: cast(`:${whole}`, type), variable: true };
  // A value holding a variable's value inside it ('orders:<taker>', '{"<taker>"}'): pieces and variables.
  for (const k of names) {
    const pieces = vb === null ? [] : splitOn(va, varsA[k]);
    if (pieces.length < 2 || pieces.join(varsB[k]) !== vb) continue;
    const parts = [];
    pieces.forEach((p, i) => {
      if (i > 0) parts.push(`:${k}`);
      if (p !== '') parts.push(quote(p));
    });
    return { sql: cast(`(${parts.join(' || ')})`, type), variable: true };
  }
  return { sql: cast(quote(va), type), kept: true };
}

/** `value` split on whole occurrences of `token` (not inside a longer run of digits or hex). */
function splitOn(value, token) {
  const pieces = [];
  let from = 0;
  let at = value.indexOf(token);
  while (at >= 0) {
    const before = value[at - 1];
    const after = value[at + token.length];
    if (!/[0-9a-fA-F-]/.test(before ?? '') && !/[0-9a-fA-F-]/.test(after ?? '')) {
      pieces.push(value.slice(from, at));
      from = at + token.length;
    }
    at = value.indexOf(token, at + token.length);
  }
  pieces.push(value.slice(from));
  return pieces;
}

/**
 * The floor's own world beside the load's: `count` advertisers with an ad each and `count` takers with a
 * session, so the replay never touches the load's rows. Answers one client per ad, as the script sees it.
 */
export async function seedFloorClients(sql, { count, hash, secret, pair, world }) {
  const makers = await world.seedTraders(sql, { tag: 'fm', count, online: true, hash });
  const ads = await world.seedSellAds(sql, { makerIds: makers, pair, quantity: '1000000000' });
  const takers = await world.seedTraders(sql, { tag: 'ft', count, hash, limit: 1_000_000 });
  const sessions = await world.openSessions(sql, secret, takers);
  const clients = ads.map((ad, i) => ({
    ad: ad.adId,
    maker: ad.makerId,
    method: ad.methodId,
    taker: sessions[i].userId,
    jti: sessions[i].jti,
    token: sessions[i].token,
    body: JSON.stringify({ adId: ad.adId, quantity: '1', unitPrice: '1', paymentMethodId: ad.methodId }),
  }));
  await floorClientsTable(sql, clients);
  return clients;
}

/**
 * The floor's rounds: pgbench with the script (`-M prepared`), one client per floor ad, `rounds` runs of
 * `seconds`; answers transactions/s (the mean of the rounds'), every latency ascending, the failures, and
 * the CPU used meanwhile (PostgreSQL's, the machine's).
 */
export async function replayFloor(url, { clients, seconds, rounds, script, log }) {
  const runs = [];
  let cpu = {};
  for (let round = 1; round <= rounds; round += 1) {
    log(
      `round ${round}/${rounds}: the statement floor, pgbench -f -M prepared -c ${clients} -T ${seconds} ...`,
    );
    const before = cpuReading({});
    runs.push(await pgbenchTimed(url, { clients, seconds, script, mode: 'prepared' }));
    cpu = addCpu(cpu, cpuUsed(before, cpuReading({})));
  }
  return {
    tps: runs.reduce((a, r) => a + r.tps, 0) / runs.length,
    latencies: runs.flatMap((r) => r.latencies).sort((a, b) => a - b),
    failed: runs.reduce((a, r) => a + r.failed, 0),
    cpu,
  };
}
