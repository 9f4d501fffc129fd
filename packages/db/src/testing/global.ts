// Jest globalSetup/globalTeardown for the apps: one database and one Redis key prefix per test run.
import { createPrismaClient } from '../client.js';
import { seedReference } from '../seed/index.js';
import { cloneTestDatabase, createTestDatabase, uniqueSuffix, type TestDatabase } from './database.js';
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
  /** One copy of `db` per Jest worker when the run has more than one. */
  clones: TestDatabase[];
}

/** What Jest hands a global setup (the part of its config read here). */
interface GlobalConfig {
  maxWorkers?: number;
}

const STATE = Symbol.for('p2p.testRun');

/**
 * One database and Redis key prefix per run; with several Jest workers, each worker gets its own copy of
 * the migrated and seeded database (made from it as a template) and its own prefix under the run's, so
 * the files of one worker share a database as the files of a run in band do, and workers never meet.
 */
export async function runGlobalSetup(globalConfig: GlobalConfig = {}): Promise<void> {
  const services = await resolveServices();
  const db = await createTestDatabase(services.postgresUrl);
  const prisma = createPrismaClient({ url: db.url, max: 2 });
  try {
    await seedReference(prisma);
  } finally {
    await prisma.$disconnect();
  }
  const workers = Math.max(1, globalConfig.maxWorkers ?? 1);
  const clones: TestDatabase[] = [];
  if (workers > 1) {
    for (let w = 1; w <= workers; w++)
      clones.push(await cloneTestDatabase(services.postgresUrl, db, `w${w}`));
  }
  (globalThis as Record<symbol, unknown>)[STATE] = { services, db, clones } satisfies RunState;
  process.env.P2P_TEST_DATABASE_URL = db.url;
  process.env.P2P_TEST_DATABASE_CLONES = clones.map((c) => c.url).join(' ');
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
    for (const clone of state.clones) await clone.drop();
    await state.db.drop();
    await state.services.stop();
  }
}

/**
 * Read inside a test file: the database, Redis and key prefix of this run, or of this Jest worker when the
 * run has several (the worker's copy of the database, and a prefix inside the run's).
 */
export function readTestEnv(): TestEnv {
  const runDatabaseUrl = process.env.P2P_TEST_DATABASE_URL;
  const redisUrl = process.env.P2P_TEST_REDIS_URL;
  const runPrefix = process.env.P2P_TEST_REDIS_PREFIX;
  if (!runDatabaseUrl || !redisUrl || !runPrefix) {
    throw new Error('The test run has no database: run the tests through jest with the global setup.');
  }
  const clones = (process.env.P2P_TEST_DATABASE_CLONES ?? '').split(' ').filter(Boolean);
  const worker = Number(process.env.JEST_WORKER_ID ?? '0');
  if (clones.length === 0 || worker < 1)
    return { databaseUrl: runDatabaseUrl, redisUrl, redisPrefix: runPrefix };
  const databaseUrl = clones[(worker - 1) % clones.length]!;
  return { databaseUrl, redisUrl, redisPrefix: `${runPrefix}w${worker}:` };
}
