// The orders bench's world, written with SQL: traders who pass every check of POST /c2c/deal/order
// (identity wallet, advanced KYC, nickname, security password, a USDT receiving address on ERC20, the
// starting credit of 100), online advertisers with a bank-card payment method and a published, online
// SELL ad each, one live session per taker with its token signed as the API's SessionService signs it,
// and the built API started on a loopback port with the same JWT secret.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';

export const BENCH_SECURITY_PASSWORD = '246810';

/** An HS256 session token as SessionService.issue signs it (audience `user`, sub = user id, jti). */
export function signToken(secret, userId, jti, ttlSeconds = 86400) {
  const now = Math.floor(Date.now() / 1000);
  const enc = (o) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const head = enc({ alg: 'HS256', typ: 'JWT' });
  const body = enc({ sub: String(userId), jti, aud: 'user', iat: now, exp: now + ttlSeconds });
  const sig = crypto.createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${sig}`;
}

/** A bcrypt hash of the bench's security password, made with the API's own bcrypt (cost 4: seeding only). */
export async function securityPasswordHash(apiDist) {
  const bcrypt = createRequire(path.join(apiDist, 'main.js'))('bcrypt');
  return bcrypt.hash(BENCH_SECURITY_PASSWORD, 4);
}

/**
 * `count` traders named `<tag>_<n>`, ready to trade; `online` advertisers when asked. `limit` lifts the
 * pending-order and initiated buy/sell limits (a load client places hundreds of orders that stay open).
 * Of the United States: the seeded USDT/USD pair the benchmarks trade is open to its traders (issue 24:
 * a fiat pair answers 5042 to a trader whose country does not trade its currency). Answers their ids.
 */
export async function seedTraders(sql, { tag, count, online = false, hash, limit = null }) {
  const rows = await sql`
    insert into users (email, nickname, kyc_level, kyc_verified_at, wallet_address, usdt_address,
      chain_type, security_password_hash, online, pending_order_limit, initiated_buy_limit,
      initiated_sell_limit, region_id, created_at, updated_at)
    select ${tag} || '_' || g || '@bench.test', ${tag} || g, 'ADVANCED', now(), s.addr, s.addr, 'ERC20',
      ${hash}, ${online}, coalesce(${limit}::int, 10), coalesce(${limit}::int, 5), coalesce(${limit}::int, 5),
      'USA', now() - interval '400 days', now()
    from (select g, '0x' || substr(md5(${tag} || g || 'a') || md5(${tag} || g || 'b'), 1, 40) as addr
          from generate_series(1, ${count}::int) g) s
    order by g
    returning id::text as id`;
  return rows.map((r) => r.id);
}

/** One live session per user (what a login leaves) and its signed token, in the order of `userIds`. */
export async function openSessions(sql, secret, userIds) {
  const rows = await sql`
    insert into sessions (jti, user_id, method, way, expires_at)
    select gen_random_uuid()::text, u, 'PASSWORD', 'WEB', now() + interval '1 day'
    from unnest(${userIds}::bigint[]) as u
    returning jti, user_id::text as "userId"`;
  const byUser = new Map(rows.map((r) => [r.userId, r.jti]));
  return userIds.map((id) => ({
    userId: id,
    jti: byUser.get(id),
    token: signToken(secret, id, byUser.get(id)),
  }));
}

/** USDT/USD (the seeded pair): its id, coin and quote. */
export async function usdtPair(sql) {
  const [pair] = await sql`
    select cp.id, cp.coin_id as "coinId", cp.quote from coin_pairs cp join coins c on c.id = cp.coin_id
    where c.en_short = 'USDT' and cp.quote = 'USD' and cp.enabled`;
  if (!pair) throw new Error('the seeded USDT/USD pair is missing');
  return pair;
}

/**
 * A published, online MANUAL SELL ad at 1 USD for each maker (per order 1 to 50 USDT, `quantity` of them
 * deposited and left), with a bank-card payment method of the maker's. Answers, in the makers' order,
 * `{ adId, methodId, makerId }`.
 */
export async function seedSellAds(sql, { makerIds, pair, quantity }) {
  const methods = await sql`
    insert into payment_methods (user_id, kind, name, account, bank_name, currency, updated_at)
    select u, 'BANK_CARD', 'Bench Holder', '6222' || lpad(u::text, 12, '0'), 'Bench Bank', 'USD', now()
    from unnest(${makerIds}::bigint[]) as u
    returning id::text as id, user_id::text as "userId"`;
  const methodOf = new Map(methods.map((m) => [m.userId, m.id]));
  const ads = await sql`
    insert into ads (user_id, type, mode, asset_kind, coin_id, coin_pair_id, chain, quote_currency,
      unit_price, total_quantity, remaining_quantity, deposited_quantity, min_quantity, max_quantity,
      online, status, payment_kinds, pay_minutes, published_at, created_at, updated_at)
    select u, 'SELL', 'MANUAL', 'COIN', ${pair.coinId}, ${pair.id}, 'ERC20', ${pair.quote}, 1,
      ${quantity}, ${quantity}, ${quantity}, 1, 50, true, 'PUBLISHED', '{BANK_CARD}', 20, now(), now(), now()
    from unnest(${makerIds}::bigint[]) as u
    returning id::text as id, user_id::text as "userId"`;
  const adOf = new Map(ads.map((a) => [a.userId, a.id]));
  await sql`
    insert into ad_payment_methods (ad_id, payment_method_id)
    select a, m from unnest(${ads.map((a) => a.id)}::bigint[], ${ads.map((a) => methodOf.get(a.userId))}::bigint[])
      as t(a, m)`;
  return makerIds.map((id) => ({ adId: adOf.get(id), methodId: methodOf.get(id), makerId: id }));
}

async function waitForHealth(baseUrl, child, ms) {
  const start = Date.now();
  while (Date.now() - start < ms) {
    if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode}) while starting`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the API did not answer /api/health within ${ms} ms`);
}

/**
 * Starts `lib/api-server.mjs` (the built API on 127.0.0.1) with `env` and Node's `nodeArgs` (e.g.
 * `--cpu-prof`); answers the child, its base URL and stop().
 */
export async function startApi({ root, apiDist, env, port, nodeArgs = [] }) {
  const child = spawn(process.execPath, [...nodeArgs, path.join(import.meta.dirname, 'api-server.mjs')], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, BENCH_API_DIST: apiDist, ...env },
    // The API logs to stdout (LOG_LEVEL, silent unless the bench is asked otherwise), errors to stderr.
    stdio: ['ignore', env.LOG_LEVEL === 'silent' ? 'ignore' : 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const exited = new Promise((r) => child.once('exit', r));
    const killed = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(killed);
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child, 60_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { child, baseUrl, stop };
}
