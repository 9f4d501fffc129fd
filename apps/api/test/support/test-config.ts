// This run's configuration of the API (its database, Redis prefix and test keys), apart from the harness
// so that a test of a slice of the API (the outbox's) does not load the whole application to read it.
import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { readTestEnv } from '@p2p/db/testing';
import { type AppConfig, loadConfig } from '../../src/core/config/config.js';

/**
 * The run's login RSA key (test/global-setup.ts makes one for all files: a 2048-bit key costs a quarter of
 * a second of CPU), or one of this process when the run has none; never committed.
 */
export const TEST_LOGIN_KEY: { privateKey: KeyObject; publicKey: KeyObject } = runLoginKey();

function runLoginKey(): { privateKey: KeyObject; publicKey: KeyObject } {
  const pem = process.env.P2P_TEST_LOGIN_KEY_PEM;
  if (!pem) return generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privateKey = createPrivateKey(pem);
  return { privateKey, publicKey: createPublicKey(privateKey) };
}
export const TEST_LOGIN_PRIVATE_PEM = TEST_LOGIN_KEY.privateKey
  .export({ type: 'pkcs8', format: 'pem' })
  .toString();

export function testConfig(overrides: Record<string, string | undefined> = {}): AppConfig {
  const env = readTestEnv();
  return loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: env.databaseUrl,
    DATABASE_POOL_SIZE: '4',
    // A statement on the pool from inside a runner transaction fails the test (it can stall the pool).
    POOL_GUARD: 'throw',
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
