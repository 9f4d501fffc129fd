import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runGlobalTeardown } from '@p2p/db/testing';

/**
 * The Hardhat nodes the run's workers started (test/support/worker-chain.ts records each in a file of
 * os.tmpdir()/p2p-test-chains named after the worker's Redis prefix, which starts with the run's).
 */
function stopWorkerChains(runPrefix: string): void {
  const dir = path.join(os.tmpdir(), 'p2p-test-chains');
  if (!fs.existsSync(dir)) return;
  const start = runPrefix.replace(/[^\w-]/g, '_');
  for (const name of fs.readdirSync(dir)) {
    if (!name.startsWith(start)) continue;
    const file = path.join(dir, name);
    try {
      process.kill((JSON.parse(fs.readFileSync(file, 'utf8')) as { pid: number }).pid, 'SIGKILL');
    } catch {
      // gone already, or a record cut short
    }
    fs.rmSync(file, { force: true });
  }
}

export default async function teardown(): Promise<void> {
  const runPrefix = process.env.P2P_TEST_REDIS_PREFIX;
  try {
    if (runPrefix) stopWorkerChains(runPrefix);
  } finally {
    await runGlobalTeardown();
  }
}
