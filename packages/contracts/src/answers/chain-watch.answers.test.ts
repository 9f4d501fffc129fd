/// <reference types="jest" />
import { ChainWatchAnswer } from './chain-watch.answers.js';
import { shapeProblems } from './conforms.js';

const line = {
  chain: 'ERC20',
  headBlock: '120',
  cursorBlock: '100',
  lagBlocks: '20',
  lastRoundAt: '2026-11-25T10:00:00.000Z',
  secondsSinceRound: 4,
  late: false,
};

describe("the chain watcher's state (issue 13)", () => {
  it('describes each chain with block numbers as decimal strings', () => {
    const state = {
      readAt: '2026-11-25T10:00:04.000Z',
      warnLagBlocks: 20,
      warnRoundSeconds: 60,
      chains: [line],
    };
    expect(shapeProblems(ChainWatchAnswer.node, state)).toEqual([]);
    const unknown = { ...line, headBlock: null, lagBlocks: null, lastRoundAt: null, secondsSinceRound: null };
    expect(shapeProblems(ChainWatchAnswer.node, { ...state, chains: [unknown] })).toEqual([]);
  });

  it('refuses a block number sent as a number', () => {
    const state = { readAt: '2026-11-25T10:00:04.000Z', warnLagBlocks: 20, warnRoundSeconds: 60 };
    expect(
      shapeProblems(ChainWatchAnswer.node, { ...state, chains: [{ ...line, lagBlocks: 20 }] }),
    ).not.toEqual([]);
  });
});
