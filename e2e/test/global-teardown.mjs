import { runGlobalTeardown } from '@p2p/db/testing';

const CHILDREN = Symbol.for('p2p.e2eChildren');

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
  // After the servers stopped: drops the run's database and deletes its Redis key prefix.
  await runGlobalTeardown();
}
