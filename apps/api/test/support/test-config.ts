// This run's configuration of the API (its database, Redis prefix and test keys), apart from the harness
// so that a test of a slice of the API (the outbox's) does not load the whole application to read it.
import { generateKeyPairSync } from 'node:crypto';
import { readTestEnv } from '@p2p/db/testing';
import { type AppConfig, loadConfig } from '../../src/core/config/config.js';

/** One login RSA key per test process (made here, never committed). */
export const TEST_LOGIN_KEY = generateKeyPairSync('rsa', { modulusLength: 2048 });
export const TEST_LOGIN_PRIVATE_PEM = TEST_LOGIN_KEY.privateKey
  .export({ type: 'pkcs8', format: 'pem' })
  .toString();

export function testConfig(overrides: Record<string, string | undefined> = {}): AppConfig {
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
