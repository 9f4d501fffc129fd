// One API instance per test file, on this run's own database and Redis key prefix.
import { generateKeyPairSync } from 'node:crypto';
import net from 'node:net';
import type { INestApplication, Type } from '@nestjs/common';
import { readTestEnv } from '@p2p/db/testing';
import type request from 'supertest';
import { createApp } from '../../src/app.factory.js';
import { SessionService } from '../../src/modules/auth/session.service.js';
import { type AppConfig, loadConfig } from '../../src/core/config/config.js';
import { PrismaService } from '../../src/core/infra/prisma.service.js';
import { RedisService } from '../../src/core/infra/redis.service.js';
import { Factories } from './factories.js';

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

/** One login RSA key per test process (made here, never committed). */
export const TEST_LOGIN_KEY = generateKeyPairSync('rsa', { modulusLength: 2048 });
export const TEST_LOGIN_PRIVATE_PEM = TEST_LOGIN_KEY.privateKey
  .export({ type: 'pkcs8', format: 'pem' })
  .toString();

export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  const env = readTestEnv();
  return loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: env.databaseUrl,
    DATABASE_POOL_SIZE: '4',
    REDIS_URL: env.redisUrl,
    REDIS_PREFIX: env.redisPrefix,
    LOG_LEVEL: 'silent',
    LOGIN_RSA_PRIVATE_KEY: TEST_LOGIN_PRIVATE_PEM,
    BCRYPT_COST: '4',
    AUTH_THROTTLE_PER_MINUTE: '100000',
    JWT_SECRET: `test-secret-${env.redisPrefix}-0123456789abcdef`,
    ...overrides,
  });
}

/** A free loopback port, for tests where an outside client (the wallet) calls the API over HTTP. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startTestApi(
  overrides: Record<string, string> = {},
  extraModules: Type[] = [],
  opts: { listen?: boolean } = {},
): Promise<TestApi> {
  const port = opts.listen ? await freePort() : 0;
  const listenEnv: Record<string, string> = opts.listen
    ? { PORT: String(port), PUBLIC_API_URL: `http://127.0.0.1:${port}` }
    : {};
  const config = testConfig({ ...listenEnv, ...overrides });
  const app = await createApp(config, extraModules);
  if (opts.listen) await app.listen(port, '127.0.0.1');
  else await app.init();
  const prisma = app.get(PrismaService).client;
  const redis = app.get(RedisService).client;
  return {
    app,
    http: app.getHttpServer() as App,
    config,
    baseUrl: opts.listen ? `http://127.0.0.1:${port}` : '',
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
