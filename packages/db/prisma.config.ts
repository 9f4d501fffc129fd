// Prisma CLI configuration. The native schema engine cannot be downloaded here, so migrations run on the
// JavaScript (wasm) schema engine through the pg driver adapter. See docs/adr/0002-prisma-wasm-engine.md.
import path from 'node:path';
import { defineConfig } from 'prisma/config';
import { migrationAdapter } from './src/migration-adapter.js';

// The wasm engine leaves ~10 s timers behind, which keep CLI commands alive long after they finish.
const realSetTimeout = globalThis.setTimeout;
globalThis.setTimeout = ((fn: (...a: unknown[]) => void, ms?: number, ...args: unknown[]) => {
  const timer = realSetTimeout(fn, ms, ...args);
  if ((ms ?? 0) >= 5000) timer.unref();
  return timer;
}) as typeof setTimeout;

const root = path.resolve(import.meta.dirname, '../..');

// `prisma generate` reads the datasource URL although it never connects: without one it cannot read
// the schema's engine type and falls back to downloading a native engine.
process.env.DATABASE_URL ??= 'postgresql://postgres@127.0.0.1:5432/p2p';

export default defineConfig({
  // A multi-file schema: the folder holds schema.prisma (generator, datasource) and models/*.prisma.
  schema: path.join(root, 'prisma'),
  migrations: { path: path.join(root, 'prisma/migrations') },
  engine: 'js',
  experimental: { adapter: true },
  adapter: async () => migrationAdapter(process.env.DATABASE_URL as string),
});
