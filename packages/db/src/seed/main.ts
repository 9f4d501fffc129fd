// CLI: `DATABASE_URL=... node dist/seed/main.js [--demo]`. Writes the reference data, then with --demo the
// demo accounts (SEED_DEMO_PASSWORD, SEED_ADMIN_EMAIL, SEED_ADMIN_NAME are read from the environment).
// Safe to run any number of times.
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client.js';
import { parseSeedArgs } from './args.js';
import { demoOptionsFromEnv, seedDemo } from './demo.js';
import { seedReference } from './reference.js';

async function main(): Promise<void> {
  const args = parseSeedArgs(process.argv.slice(2));
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) throw new Error('DATABASE_URL is not set');
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString }) });
  try {
    const reference = await seedReference(prisma);
    console.log(`reference data: ${reference.created} created, ${reference.updated} updated`);
    console.log(`reference rows: ${JSON.stringify(reference.counts)}`);
    if (args.demo) {
      const demo = await seedDemo(prisma, demoOptionsFromEnv());
      console.log(`demo data: ${demo.users} users and ${demo.staff} staff created`);
    }
  } finally {
    await prisma.$disconnect();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
