// One API instance per test file, on this run's own database and Redis key prefix.
import type { INestApplication, Type } from '@nestjs/common';
import { type Clock, FakeClock } from '@p2p/domain';
import type { DestinationStream } from 'pino';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import postgres from 'postgres';
import type request from 'supertest';
import { createApp } from '../../src/app.factory.js';
import { SessionService } from '../../src/modules/auth/session.service.js';
import type { AppConfig } from '../../src/core/config/config.js';
import { PrismaService } from '../../src/core/infra/prisma.service.js';
import { RedisService } from '../../src/core/infra/redis.service.js';
import { Factories } from './factories.js';
import { testConfig } from './test-config.js';
import { withFreePort } from './ports.js';

type App = Parameters<typeof request>[0];

export interface TestApi {
  app: INestApplication;
  http: App;
  config: AppConfig;
  /** Set when started with `listen`: http://127.0.0.1:<port>. */
  baseUrl: string;
  prisma: PrismaService['client'];
  redis: RedisService['client'];
  factories: Factories;
  /** Issues a real trader session (what a successful login does). */
  sessions: SessionService;
  close(): Promise<void>;
}

export { TEST_LOGIN_KEY, TEST_LOGIN_PRIVATE_PEM, testConfig } from './test-config.js';
export { freePort } from './ports.js';

export async function startTestApi(
  overrides: Record<string, string | undefined> = {},
  extraModules: Type[] = [],
  opts: { listen?: boolean; logStream?: DestinationStream; clock?: Clock } = {},
): Promise<TestApi> {
  if (!opts.listen) return wrap(await initApp(overrides, extraModules, opts, undefined), '');
  return withFreePort(async (port) => {
    const app = await initApp(overrides, extraModules, opts, port);
    return wrap(app, `http://127.0.0.1:${port}`);
  });
}

interface Started {
  app: INestApplication;
  config: AppConfig;
}

/**
 * nestjs-pino builds its pino-http instance once per module instance, on first use, and every later app
 * of the process logs through it. The test groups (test/support/groups.ts) start many apps in one module
 * registry, each with its own log level and stream (a test that reads the request log): before each app the
 * logger is reset, as a new process would start it. The reset is not exported (the package's exports map),
 * so it is loaded by its file, the same module instance the package itself uses.
 */
async function resetRootLogger(): Promise<void> {
  const cjsEntry = createRequire(import.meta.url).resolve('nestjs-pino');
  const file = path.join(path.dirname(cjsEntry), '..', 'esm', 'rootLogger.js');
  const mod = (await import(pathToFileURL(file).href)) as { resetRootLogger: () => void };
  mod.resetRootLogger();
}

/**
 * An app on a FakeClock decides deadlines at times its test sets near the machine's time, on the worker's
 * database that earlier files' apps shared: the periods their timed beats recorded there (a stall of a
 * loaded machine, a maintenance window a test set in force) and their last beats would move those
 * deadlines (a run beside busy loops found MOVED where FIRED was due). It starts with no uptime history,
 * before its start-up sweep; a test that needs one records it.
 */
async function clearUptimeHistory(databaseUrl: string): Promise<void> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => undefined });
  try {
    await sql`delete from outages`;
    await sql`delete from heartbeats`;
  } finally {
    await sql.end();
  }
}

/** Builds the app; with a port it listens there (closing the app again when the port is taken). */
async function initApp(
  overrides: Record<string, string | undefined>,
  extraModules: Type[],
  opts: { logStream?: DestinationStream; clock?: Clock },
  port: number | undefined,
): Promise<Started> {
  const listenEnv: Record<string, string> =
    port === undefined ? {} : { PORT: String(port), PUBLIC_API_URL: `http://127.0.0.1:${port}` };
  const config = testConfig({ ...listenEnv, ...overrides });
  if (opts.clock instanceof FakeClock) await clearUptimeHistory(config.databaseUrl);
  await resetRootLogger();
  const app = await createApp(config, extraModules, { logStream: opts.logStream, clock: opts.clock });
  if (port === undefined) {
    await app.init();
    return { app, config };
  }
  try {
    await app.listen(port, '127.0.0.1');
  } catch (err) {
    await app.close().catch(() => undefined);
    throw err;
  }
  return { app, config };
}

function wrap({ app, config }: Started, baseUrl: string): TestApi {
  const prisma = app.get(PrismaService).client;
  const redis = app.get(RedisService).client;
  return {
    app,
    http: app.getHttpServer() as App,
    config,
    baseUrl,
    prisma,
    redis,
    factories: new Factories(prisma),
    sessions: app.get(SessionService),
    close: async () => {
      const keys = await redis.keys(`${config.redisPrefix}*`);
      if (keys.length > 0) await redis.del(...keys.map((k) => k.slice(config.redisPrefix.length)));
      await app.close();
    },
  };
}
