// The chain watcher's state for the console's dashboard (issue 13, Operations: "the chain watcher's lag"):
// per watched chain, the node's head block, the block the watcher has read up to, the lag between them,
// and when its last round ran. Block numbers are decimal strings (they are bigints on chain).
import type { ChainType } from '../enums.js';

/** Past this many blocks behind the head the dashboard warns. */
export const CHAIN_LAG_WARN_BLOCKS = 20;

export interface ChainWatchLineDto {
  chain: ChainType;
  /** The node's head block, or null when the node could not be read. */
  headBlock: string | null;
  /** The last block the watcher has read, or null before its first round. */
  cursorBlock: string | null;
  /** `headBlock - cursorBlock` (0 when the cursor is ahead), or null when either is unknown. */
  lagBlocks: string | null;
  /** When the watcher's last round on this chain ended, or null when none was seen. */
  lastRoundAt: string | null;
  secondsSinceRound: number | null;
  /** Too far behind, no recent round, or the node unreadable: the dashboard shows it in warning colour. */
  late: boolean;
}

export interface ChainWatchDto {
  readAt: string;
  /** The thresholds behind `late`. */
  warnLagBlocks: number;
  warnRoundSeconds: number;
  chains: ChainWatchLineDto[];
}
