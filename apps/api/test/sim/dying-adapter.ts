// The emulated kill of an in-process watcher app: its chain adapter dies at a chosen call of a round.
import type { ChainAdapter } from '@p2p/chain';

/** The adapter calls where an emulated kill can land. */
export const CHAIN_CALLS = [
  'head',
  'blockHash',
  'blockAt',
  'transfersTo',
  'nextNonce',
  'minedNonce',
  'chainTime',
  'signTransfer',
  'broadcast',
  'receipt',
  'balanceOf',
] as const;
export type ChainCall = (typeof CHAIN_CALLS)[number];

export class KilledError extends Error {
  override readonly name = 'KilledError';
}

/**
 * An adapter that works as `real` until its k-th chain call (or the first call of the method `at`),
 * where the app dies (before or after the call).
 */
export function dying(
  real: ChainAdapter,
  at: number | ChainCall,
  after: boolean,
  die: (where: string) => Promise<never>,
): ChainAdapter {
  let calls = 0;
  let dead = false;
  const adapter = Object.create(real) as Record<string, unknown>;
  for (const method of CHAIN_CALLS) {
    const fn = (real[method] as (...args: unknown[]) => Promise<unknown>).bind(real);
    adapter[method] = async (...args: unknown[]) => {
      calls += 1;
      const k = calls;
      if (dead || (typeof at === 'number' ? k !== at : method !== at)) return fn(...args);
      dead = true;
      if (after) await fn(...args);
      return die(`${after ? 'after' : 'before'} ${method} (call ${k})`);
    };
  }
  return adapter as unknown as ChainAdapter;
}
