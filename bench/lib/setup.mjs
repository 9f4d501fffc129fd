// The bench's own world: a database migrated and seeded like the tests', one trader with a session, and
// the built API started on a free loopback port. Everything made here is listed for `teardown()`.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import postgres from 'postgres';
import { deleteRedisPrefix, freePort, withDatabase } from './common.mjs';

export const root = path.resolve(import.meta.dirname, '../..');
/** The built API to run: `BENCH_API_DIST` (e.g. a copy with an experiment), else apps/api/dist. */
const apiDist = path.resolve(process.env.BENCH_API_DIST ?? path.join(root, 'apps/api/dist'));
const dbDist = path.join(root, 'packages/db/dist');

const dist = (file) => pathToFileURL(file).href;

/** Refuses anything but the loopback: the bench never loads another machine. */
export function loopbackOnly(url, what) {
  const host = new URL(url).hostname;
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(host)) {
    throw new Error(`${what} must be on 127.0.0.1 (got ${host})`);
  }
  return url;
}

/** The API's environment for a bench: production mode, a fresh JWT secret and login key, no logs. */
export function benchApiEnv({ port, databaseUrl, redisUrl, redisPrefix }) {
  return {
    NODE_ENV: 'production',
    PORT: String(port),
    PUBLIC_API_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: redisPrefix,
    LOG_LEVEL: 'silent',
    API_ROLE: 'http',
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    LOGIN_RSA_PRIVATE_KEY: crypto
      .generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString(),
  };
}

export function checkBuilt() {
  const missing = [
    [path.join(apiDist, 'main.js'), 'pnpm --filter @p2p/api build'],
    [path.join(dbDist, 'testing/index.js'), 'pnpm --filter @p2p/db build'],
  ].filter(([file]) => !fs.existsSync(file));
  if (missing.length > 0) {
    throw new Error(`build first: ${missing.map(([, cmd]) => cmd).join(' && ')}`);
  }
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
 * Creates `p2p_bench_<unique>` (migrated, seeded) and `p2p_bench_<unique>_pgbench` (empty), a trader
 * with a live session, and starts the built API (`lib/api-server.mjs`: main.js on 127.0.0.1). Answers what the runs need and `teardown()`.
 */
export async function setUp({ serverUrl, redisUrl, log, apiNodeArgs = [] }) {
  const unique = `${Date.now().toString(36)}_${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
  const apiDbName = `p2p_bench_${unique}`;
  const pgbenchDbName = `${apiDbName}_pgbench`;
  const redisPrefix = `p2p_bench_${unique}:`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  const created = [];
  let child = null;

  const teardown = async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      const exited = new Promise((r) => child.once('exit', r));
      const killed = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(killed);
    }
    for (const name of created.reverse()) {
      await admin`DROP DATABASE IF EXISTS ${admin(name)} WITH (FORCE)`.catch((err) => {
        log(`could not drop ${name}: ${err.message}`);
      });
    }
    await admin.end({ timeout: 5 });
    await deleteRedisPrefix(redisUrl, redisPrefix).catch((err) => {
      log(`could not clear Redis keys ${redisPrefix}*: ${err.message}`);
    });
  };

  try {
    for (const name of [apiDbName, pgbenchDbName]) {
      await admin`CREATE DATABASE ${admin(name)}`;
      created.push(name);
    }
    const databaseUrl = withDatabase(serverUrl, apiDbName);
    log(`database ${apiDbName}: migrating and seeding ...`);
    const { migrateDeploy } = await import(dist(path.join(dbDist, 'testing/index.js')));
    await migrateDeploy(databaseUrl);
    const { createPrismaClient, seedReference } = await import(dist(path.join(dbDist, 'index.js')));
    const prisma = createPrismaClient({ url: databaseUrl, max: 2 });
    let userId;
    try {
      await seedReference(prisma);
      const tag = crypto.randomBytes(4).toString('hex');
      const user = await prisma.user.create({
        data: {
          email: `bench_${tag}@example.test`,
          nickname: `bench${tag}`,
          kycLevel: 'ADVANCED',
          kycVerifiedAt: new Date(),
        },
      });
      userId = user.id;
    } finally {
      await prisma.$disconnect();
    }

    const port = await freePort();
    const env = benchApiEnv({ port, databaseUrl, redisUrl, redisPrefix });

    // The session is opened by the API's own code (what a login does), in this process, then closed.
    await import(dist(createRequire(path.join(apiDist, 'main.js')).resolve('reflect-metadata')));
    const { loadConfig } = await import(dist(path.join(apiDist, 'core/config/config.js')));
    const { createApp } = await import(dist(path.join(apiDist, 'app.factory.js')));
    const { SessionService } = await import(dist(path.join(apiDist, 'modules/auth/session.service.js')));
    const app = await createApp(loadConfig(env), []);
    await app.init();
    let token;
    try {
      ({ token } = await app.get(SessionService).issue(userId, 'PASSWORD', { way: 'WEB' }));
    } finally {
      await app.close();
    }

    log(`starting the API on 127.0.0.1:${port} ...`);
    child = spawn(process.execPath, [...apiNodeArgs, path.join(import.meta.dirname, 'api-server.mjs')], {
      cwd: root,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, BENCH_API_DIST: apiDist, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForHealth(baseUrl, child, 30_000);
    return {
      baseUrl,
      apiPid: child.pid,
      databaseUrl,
      userId: String(userId),
      token,
      pgbenchUrl: withDatabase(serverUrl, pgbenchDbName),
      teardown,
    };
  } catch (err) {
    await teardown();
    throw err;
  }
}
