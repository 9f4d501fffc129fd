// CLI: `DATABASE_URL=... node dist/seed/main.js [--demo]`. Writes the reference data, then with --demo the
// demo accounts (SEED_DEMO_PASSWORD, SEED_ADMIN_EMAIL, SEED_ADMIN_NAME are read from the environment).
// Safe to run any number of times.
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client.js';
import { demoOptionsFromEnv, seedDemo } from './demo.js';
import { seedReference } from './reference.js';

export interface SeedArgs {
  demo: boolean;
}

export function parseSeedArgs(argv: readonly string[]): SeedArgs {
  const unknown = argv.filter((a) => a !== '--demo');
  if (unknown.length > 0) throw new Error(`unknown argument(s): ${unknown.join(' ')} (usage: main.js [--demo])`);
  return { demo: argv.includes('--demo') };
}

async function main(): Promise<void> {
  const args = parseSeedArgs(process.argv.slice(2));
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) throw new Error('DATABASE_URL is not set');
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString }) });
  try {
    const counts = await seedReference(prisma);
    console.log(`reference data: ${JSON.stringify(counts)}`);
    if (args.demo) {
      const demo = await seedDemo(prisma, demoOptionsFromEnv());
      console.log(`demo data: ${JSON.stringify(demo)}`);
    }
  } finally {
    await prisma.$disconnect();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
