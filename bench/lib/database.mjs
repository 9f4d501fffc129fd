// A bench database of its own: `p2p_bench_<unique>` on the server of `serverUrl`, migrated like the test
// databases and seeded with the reference data; `drop()` removes it (also after a failed start).
import crypto from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import postgres from 'postgres';
import { withDatabase } from './common.mjs';

const dbDist = path.resolve(import.meta.dirname, '../../packages/db/dist');
const dist = (file) => pathToFileURL(file).href;

/** Creates, migrates and seeds a fresh database; answers its name, URL, a Prisma client maker and drop(). */
export async function createBenchDatabase({ serverUrl, log }) {
  const unique = `${Date.now().toString(36)}_${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
  const name = `p2p_bench_${unique}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  let created = false;
  const drop = async () => {
    if (created) {
      await admin`DROP DATABASE IF EXISTS ${admin(name)} WITH (FORCE)`.catch((err) => {
        log(`could not drop ${name}: ${err.message}`);
      });
      created = false;
    }
    await admin.end({ timeout: 5 });
  };
  try {
    await admin`CREATE DATABASE ${admin(name)}`;
    created = true;
    const url = withDatabase(serverUrl, name);
    log(`database ${name}: migrating and seeding ...`);
    const { migrateDeploy } = await import(dist(path.join(dbDist, 'testing/index.js')));
    await migrateDeploy(url);
    const { createPrismaClient, seedReference } = await import(dist(path.join(dbDist, 'index.js')));
    const prisma = createPrismaClient({ url, max: 2 });
    try {
      await seedReference(prisma);
    } finally {
      await prisma.$disconnect();
    }
    return { name, url, unique, createPrismaClient, drop };
  } catch (err) {
    await drop();
    throw err;
  }
}
