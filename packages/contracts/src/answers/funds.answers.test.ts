/// <reference types="jest" />
import { shapeProblems } from './conforms.js';
import { ReservesAnswer } from './funds.answers.js';

const line = {
  chain: 'ERC20',
  token: 'USDT',
  tokenAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  onChain: '1250.5',
  owed: '1250.5',
  heldForDeposits: '200',
  tempBalances: '1000.25',
  pendingPayouts: '50',
  unattributed: '0.25',
  unconfirmedDeposits: '0',
  platformFees: '0',
  difference: '0',
  blockNumber: '4242',
};

const unreadable = {
  chain: 'ERC20',
  token: 'DAI',
  tokenAddress: '0x1111111111111111111111111111111111111111',
  reason: 'BALANCE_UNREADABLE',
};

describe('the proof of reserves answer (issue 10)', () => {
  it('reports a token whose balance cannot be read in `unreadable`, with a known reason', () => {
    const answer = {
      readAt: '2026-11-23T10:00:00.000Z',
      balanced: false,
      lines: [line],
      unreadable: [unreadable],
    };
    expect(shapeProblems(ReservesAnswer.node, answer)).toEqual([]);
    expect(
      shapeProblems(ReservesAnswer.node, {
        ...answer,
        unreadable: [{ ...unreadable, reason: 'CHAIN_UNREACHABLE' }],
      }),
    ).toEqual([]);
    expect(
      shapeProblems(ReservesAnswer.node, { ...answer, unreadable: [{ ...unreadable, reason: 'TIMEOUT' }] }),
    ).toHaveLength(1);
  });

  it('requires the list of unreadable tokens, empty when every balance was read', () => {
    const readable = { readAt: '2026-11-23T10:00:00.000Z', balanced: true, lines: [line], unreadable: [] };
    expect(shapeProblems(ReservesAnswer.node, readable)).toEqual([]);
    const { unreadable: _left, ...without } = readable;
    expect(shapeProblems(ReservesAnswer.node, without)).toHaveLength(1);
  });
});
