// One API instance per test file, on this run's own database and Redis key prefix.
import { generateKeyPairSync } from 'node:crypto';
import type { INestApplication, Type } from '@nestjs/common';
import { readTestEnv } from '@p2p/db/testing';
import type request from 'supertest';
import { createApp } from '../src/app.factory.js';
import { type AppConfig, loadConfig } from '../src/config/config.js';
import { PrismaService } from '../src/infra/prisma.service.js';
import { RedisService } from '../src/infra/redis.service.js';
import { Factories } from './factories.js';

type App = Parameters<typeof request>[0];

export interface TestApi {
  app: INestApplication;
  http: App;
  config: AppConfig;
  prisma: PrismaService['client'];
  redis: RedisService['client'];
  factories: Factories;
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
    JWT_SECRET: `test-secret-${env.redisPrefix}-0123456789abcdef`,
    ...overrides,
  });
}

export async function startTestApi(
  overrides: Record<string, string> = {},
  extraModules: Type[] = [],
): Promise<TestApi> {
  const config = testConfig(overrides);
  const app = await createApp(config, extraModules);
  await app.init();
  const prisma = app.get(PrismaService).client;
  const redis = app.get(RedisService).client;
  return {
    app,
    http: app.getHttpServer() as App,
    config,
    prisma,
    redis,
    factories: new Factories(prisma),
    close: async () => {
      const keys = await redis.keys(`${config.redisPrefix}*`);
      if (keys.length > 0) await redis.del(...keys.map((k) => k.slice(config.redisPrefix.length)));
      await app.close();
    },
  };
}
