// Reachability checks for PostgreSQL and Redis, using the drivers the workspace installs.
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const requireFromDb = createRequire(path.join(root, 'packages/db/package.json'));
const requireFromApi = createRequire(path.join(root, 'apps/api/package.json'));

export function loadPg() {
  return requireFromDb('pg');
}

/** Connects to the server behind a PostgreSQL URL (its `postgres` database). */
export async function postgresAnswers(url, timeoutMs = 3000) {
  const pg = loadPg();
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: timeoutMs });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export async function ensureDatabase(url) {
  const pg = loadPg();
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
      return true;
    }
    return false;
  } finally {
    await client.end();
  }
}

/** A Redis PING over a plain socket (RESP), so no client library is needed. */
export function redisAnswers(url, timeoutMs = 2000) {
  const u = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: u.hostname, port: Number(u.port || 6379) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.on('error', () => done(false));
    socket.on('close', () => done(false)); // closed without a PONG (not a Redis)
    socket.on('connect', () => {
      if (u.password) socket.write(`AUTH ${decodeURIComponent(u.password)}\r\n`);
      socket.write('PING\r\n');
    });
    socket.on('data', (d) => {
      if (d.toString().includes('PONG')) done(true);
      else if (d.toString().startsWith('-') && !d.toString().includes('PONG')) done(false);
    });
  });
}

export { requireFromApi, requireFromDb, root };
