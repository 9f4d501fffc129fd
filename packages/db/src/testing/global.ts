// Jest globalSetup/globalTeardown for the apps: one database and one Redis key prefix per test run.
import { createPrismaClient } from '../client.js';
import { seedReference } from '../seed/index.js';
import { createTestDatabase, uniqueSuffix, type TestDatabase } from './database.js';
import { deleteKeysWithPrefix } from './redis-keys.js';
import { resolveServices, type ServiceUrls } from './services.js';

export interface TestEnv {
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
}

interface RunState {
  services: ServiceUrls;
  db: TestDatabase;
}

const STATE = Symbol.for('p2p.testRun');

export async function runGlobalSetup(): Promise<void> {
  const services = await resolveServices();
  const db = await createTestDatabase(services.postgresUrl);
  const prisma = createPrismaClient({ url: db.url, max: 2 });
  try {
    await seedReference(prisma);
  } finally {
    await prisma.$disconnect();
  }
  (globalThis as Record<symbol, unknown>)[STATE] = { services, db } satisfies RunState;
  process.env.P2P_TEST_DATABASE_URL = db.url;
  process.env.P2P_TEST_REDIS_URL = services.redisUrl;
  process.env.P2P_TEST_REDIS_PREFIX = `p2p_test_${uniqueSuffix()}:`;
}

export async function runGlobalTeardown(): Promise<void> {
  const state = (globalThis as Record<symbol, unknown>)[STATE] as RunState | undefined;
  if (!state) return;
  try {
    // The run's Redis keys (sessions, limits, queues) go with its database.
    const prefix = process.env.P2P_TEST_REDIS_PREFIX;
    if (prefix) await deleteKeysWithPrefix(state.services.redisUrl, prefix);
  } finally {
    await state.db.drop();
    await state.services.stop();
  }
}

/** Read inside a test file: the database, Redis and key prefix of this run. */
export function readTestEnv(): TestEnv {
  const databaseUrl = process.env.P2P_TEST_DATABASE_URL;
  const redisUrl = process.env.P2P_TEST_REDIS_URL;
  const redisPrefix = process.env.P2P_TEST_REDIS_PREFIX;
  if (!databaseUrl || !redisUrl || !redisPrefix) {
    throw new Error('The test run has no database: run the tests through jest with the global setup.');
  }
  return { databaseUrl, redisUrl, redisPrefix };
}
