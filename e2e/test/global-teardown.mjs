import fs from 'node:fs';
import { runGlobalTeardown } from '@p2p/db/testing';

const CHILDREN = Symbol.for('p2p.e2eChildren');
const CHAIN = Symbol.for('p2p.e2eChain');

export default async function globalTeardown() {
  const children = globalThis[CHILDREN] ?? [];
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 5000).unref();
        }),
    ),
  );
  // The local chain after the API that watched it; its chain file with it.
  await globalThis[CHAIN]?.stop();
  if (process.env.E2E_CHAIN_FILE) fs.rmSync(process.env.E2E_CHAIN_FILE, { force: true });
  // After the servers stopped: drops the run's database and deletes its Redis key prefix.
  await runGlobalTeardown();
}
