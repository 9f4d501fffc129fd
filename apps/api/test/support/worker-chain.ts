// One Hardhat node per Jest worker for the suites on a chain (issue 21). Starting a node and deploying
// the tokens cost about 3 s of CPU per suite; instead the first suite of a worker starts one, deploys, and
// snapshots it, and every suite after it reverts the node to that snapshot: the same chain a new node
// would be (same contracts, same accounts, the deploy block at the top), with the clock set to now.
// The node outlives the suite (and the worker, when Jest replaces one): the run's global teardown stops
// every node this run recorded
// (test/global-teardown.ts reads the records: a file per worker in DIR, named after its Redis prefix).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readTestEnv } from '@p2p/db/testing';
import {
  deployDevContracts,
  type DevChain,
  type DevDeployment,
  mine,
  probeChain,
  rpc,
  startDevChain,
} from '@p2p/devchain';

interface WorkerChainRecord {
  url: string;
  port: number;
  pid: number;
  /** The snapshot of the deployed chain: reverted to once, then taken again. */
  snapshot: string;
  deployment: DevDeployment;
}

const DIR = path.join(os.tmpdir(), 'p2p-test-chains');

/** A file name from a Redis key prefix (`p2p_test_x:w1:`). */
const fileName = (prefix: string) => prefix.replace(/[^\w-]/g, '_');

function recordFile(): string {
  return path.join(DIR, `${fileName(readTestEnv().redisPrefix)}.json`);
}

/** A node started and not yet deployed: only its process, for the teardown (or the next suite) to stop. */
type StartedRecord = Pick<WorkerChainRecord, 'pid'>;

function readRecord(file: string): WorkerChainRecord | StartedRecord | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as WorkerChainRecord | StartedRecord;
  } catch {
    return null;
  }
}

const writeRecord = (file: string, record: WorkerChainRecord | StartedRecord) => {
  fs.mkdirSync(DIR, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(record));
};

/**
 * This worker's chain, as new: its node reverted to the deployed state (or started and deployed when the
 * worker has none yet), the next block stamped with the machine's time (or a second after the deploy's last) and mined, so that block times
 * follow the clock as on a node started now. `stop` leaves the node running for the next suite.
 */
export async function workerChain(): Promise<{ chain: DevChain; deployment: DevDeployment }> {
  const file = recordFile();
  const found = readRecord(file);
  // A record without a deployment (its deploy never finished), or a node that does not answer the probe
  // (busy past its timeout under load): that node is stopped, not left running for no record to name.
  let record = found && 'url' in found && (await probeChain(found.url)) !== null ? found : null;
  if (record) {
    const reverted = await rpc<boolean>(record.url, 'evm_revert', [record.snapshot]).catch(() => false);
    if (reverted) {
      record = { ...record, snapshot: await rpc<string>(record.url, 'evm_snapshot') };
    } else {
      await stopPid(record.pid);
      record = null;
    }
  } else if (found) {
    await stopPid(found.pid);
  }
  if (!record) {
    const node = await startDevChain({ port: 0 });
    // Recorded before the deploy: a deploy that fails leaves a node the run's teardown still stops.
    writeRecord(file, { pid: node.pid });
    const deployment = await deployDevContracts(node.url);
    const snapshot = await rpc<string>(node.url, 'evm_snapshot');
    record = { url: node.url, port: node.port, pid: node.pid, snapshot, deployment };
  }
  writeRecord(file, record);
  // The deploy's blocks (one a transaction, each a second after the last) can run ahead of the clock.
  const top = await rpc<{ timestamp: string }>(record.url, 'eth_getBlockByNumber', ['latest', false]);
  const next = Math.max(Math.floor(Date.now() / 1000), Number(top.timestamp) + 1);
  await rpc(record.url, 'evm_setNextBlockTimestamp', [next]);
  await mine(record.url, 1);
  const chain: DevChain = { url: record.url, port: record.port, pid: record.pid, stop: async () => {} };
  return { chain, deployment: record.deployment };
}

async function stopPid(pid: number): Promise<void> {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
}
