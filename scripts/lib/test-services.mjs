// PostgreSQL and Redis for `npm test`. Where nothing listens at a loopback test address, it starts one
// there: the embedded PostgreSQL that `npm start` uses, and `redis-server` when it is installed (`.ci/run`
// installs it from apt). Addresses on other hosts are never started, only reported.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { startEmbeddedPostgres } from './embedded-postgres.mjs';
import { postgresAnswers, redisAnswers } from './services.mjs';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

function isLoopback(url) {
  return LOOPBACK.has(new URL(url).hostname);
}

/** The URL without its password, for messages. */
function redact(url) {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

/** Whether anything accepts a TCP connection at the URL's host and port. */
function portOpen(url, defaultPort) {
  const u = new URL(url);
  const host = u.hostname.replace(/^\[|\]$/g, '');
  return new Promise((resolve) => {
    const socket = net.connect({ host, port: Number(u.port || defaultPort) });
    const done = (open) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => done(true));
  });
}

function hasRedisServer() {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

async function waitForRedis(url, timeoutMs = 10000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await redisAnswers(url, 500)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

/** A fresh embedded PostgreSQL on the URL's port; answers the URL with its password. */
async function startPostgres(url, dataDir, log) {
  const u = new URL(url);
  const port = Number(u.port || 5432);
  const dir = path.join(dataDir, `postgres-test-${port}`);
  log(`no PostgreSQL answers at ${u.host}: starting an embedded one in ${path.relative(process.cwd(), dir)}`);
  fs.rmSync(dir, { recursive: true, force: true });
  const pg = await startEmbeddedPostgres(dir, port);
  const started = new URL(pg.url);
  started.pathname = u.pathname;
  return {
    url: started.toString(),
    stop: async () => {
      await pg.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A `redis-server` without persistence on the URL's port; stopped through its pid file. */
async function startRedis(url, dataDir, log) {
  const u = new URL(url);
  const port = String(Number(u.port || 6379));
  const pidFile = path.join(dataDir, `redis-test-${port}.pid`);
  log(`no Redis answers at ${u.host}: starting redis-server on 127.0.0.1:${port}`);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.rmSync(pidFile, { force: true });
  const args = [
    '--daemonize',
    'yes',
    '--bind',
    '127.0.0.1',
    '--port',
    port,
    '--save',
    '',
    '--appendonly',
    'no',
  ];
  execFileSync('redis-server', [...args, '--pidfile', pidFile], { stdio: 'inherit' });
  // A daemon outlives this process: stop it on any exit, also after a crash.
  const kill = () => {
    if (!fs.existsSync(pidFile)) return;
    const pid = Number(fs.readFileSync(pidFile, 'utf8').trim());
    fs.rmSync(pidFile, { force: true });
    try {
      if (pid > 0) process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.once('exit', kill);
  if (!(await waitForRedis(url))) {
    kill();
    throw new Error(`redis-server did not answer on port ${port}`);
  }
  return {
    stop: async () => {
      kill();
      const until = Date.now() + 5000;
      while (Date.now() < until && (await redisAnswers(url, 200)))
        await new Promise((r) => setTimeout(r, 100));
    },
  };
}

/**
 * Makes sure both test services answer. Answers the PostgreSQL URL to use (an embedded server has its
 * own password), a `stop()` for what it started, and `error` when a service is missing and cannot start.
 */
export async function ensureTestServices({ postgresUrl, redisUrl, dataDir, log = console.log }) {
  const started = [];
  const stop = async () => {
    for (const service of started.reverse()) await service.stop().catch((err) => log(String(err)));
  };
  const fail = async (error) => {
    await stop();
    return { postgresUrl, stop: async () => {}, error };
  };

  if (!(await redisAnswers(redisUrl))) {
    // Something else (or a Redis with a password) on that port: report it, never start a second one.
    if (!isLoopback(redisUrl) || (await portOpen(redisUrl, 6379))) {
      return fail(`Redis does not answer at ${redact(redisUrl)} (set TEST_REDIS_URL)`);
    }
    if (!hasRedisServer()) {
      return fail(
        `Redis does not answer at ${redact(redisUrl)} and redis-server is not installed (apt-get install redis-server)`,
      );
    }
    try {
      started.push(await startRedis(redisUrl, dataDir, log));
    } catch (err) {
      return fail(`could not start redis-server: ${err instanceof Error ? err.message : err}`);
    }
  }

  let pgUrl = postgresUrl;
  if (!(await postgresAnswers(pgUrl))) {
    if (!isLoopback(pgUrl) || (await portOpen(pgUrl, 5432))) {
      return fail(`PostgreSQL does not answer at ${redact(pgUrl)} (set TEST_DATABASE_URL)`);
    }
    try {
      const pg = await startPostgres(pgUrl, dataDir, log);
      started.push(pg);
      pgUrl = pg.url;
    } catch (err) {
      return fail(`could not start an embedded PostgreSQL: ${err instanceof Error ? err.message : err}`);
    }
    if (!(await postgresAnswers(pgUrl)))
      return fail(`the embedded PostgreSQL does not answer at ${redact(pgUrl)}`);
  }
  return { postgresUrl: pgUrl, stop };
}
