// The answer of the chain watcher's state (issue 13, `adminChain.watch`).
import { CHAIN_TYPES } from '../enums.js';
import type { ChainWatchDto } from '../dto/chain-watch.dto.js';
import { defineAnswer, shapes as s } from './shape.js';

const block = s.nullable(s.string());

export const ChainWatchAnswer = defineAnswer<ChainWatchDto>(
  'ChainWatch',
  s.object({
    readAt: s.string('date-time'),
    warnLagBlocks: s.integer(),
    warnRoundSeconds: s.integer(),
    chains: s.array(
      s.object({
        chain: s.oneOf(CHAIN_TYPES),
        headBlock: block,
        cursorBlock: block,
        lagBlocks: block,
        lastRoundAt: s.nullable(s.string('date-time')),
        secondsSinceRound: s.nullable(s.integer()),
        late: s.boolean(),
      }),
    ),
  }),
);
