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
  holders: [{ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', onChain: '1250.5', retired: false }],
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

  it('lists each escrow address of a line, a retired one flagged, its balance a decimal (issue 27: key rotation)', () => {
    const rotating = {
      ...line,
      holders: [
        { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', onChain: '1000', retired: false },
        { address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', onChain: '250.5', retired: true },
      ],
    };
    const answer = { readAt: '2026-11-23T10:00:00.000Z', balanced: true, lines: [rotating], unreadable: [] };
    expect(shapeProblems(ReservesAnswer.node, answer)).toEqual([]);
    const { holders: _holders, ...noHolders } = line;
    expect(shapeProblems(ReservesAnswer.node, { ...answer, lines: [noHolders] })).not.toEqual([]);
    expect(
      shapeProblems(ReservesAnswer.node, {
        ...answer,
        lines: [{ ...line, holders: [{ address: '0x1', onChain: 250.5, retired: 'yes' }] }],
      }),
    ).not.toEqual([]);
  });
});
