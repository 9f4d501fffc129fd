// Where a local chain's file goes (issue 29): one file per chain port, so that two `npm start`s in one
// checkout (on other ports) never overwrite each other's contract addresses and escrow wallet. The
// default port keeps the name earlier releases used (`.data/chain.json`), so its readers (the wallet
// simulator's default, the README's commands) still find it.
import path from 'node:path';

/** The development chain's default JSON-RPC port (CHAIN_PORT). */
export const DEFAULT_CHAIN_PORT = 8545;

/** A TCP port, 1-65535, from a number or its decimal text; null otherwise. */
function portOf(port: number | string): number | null {
  const n = typeof port === 'number' ? port : /^\d{1,5}$/.test(port.trim()) ? Number(port) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= 65535 ? n : null;
}

/** The chain file's name for a chain on `port`: `chain.json` on the default port, else `chain-<port>.json`. */
export function chainFileName(port: number | string): string {
  const n = portOf(port);
  if (n === null) throw new Error(`not a chain port: ${JSON.stringify(port)} (expected 1-65535)`);
  return n === DEFAULT_CHAIN_PORT ? 'chain.json' : `chain-${n}.json`;
}

/** The chain file of the chain on `port`, in `dataDir` (`<repo>/.data` for `npm start`). */
export function chainFileFor(dataDir: string, port: number | string): string {
  return path.join(dataDir, chainFileName(port));
}
