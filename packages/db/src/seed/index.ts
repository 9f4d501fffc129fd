// Seeding: `seedReference` writes the reference data of `prisma/seed/*.json` (idempotent upserts),
// `seedDemo` a few demo accounts for local runs. The CLI is `main.ts` (`node dist/seed/main.js [--demo]`).
export {
  seedReference,
  countReference,
  REFERENCE_CHANGED_CHANNEL,
  type ReferenceCounts,
  type SeedReferenceResult,
} from './reference.js';
export { seedDemo, demoOptionsFromEnv, DEMO_USERS, type DemoOptions, type DemoCounts } from './demo.js';
export * from './data.js';
