// Small tests (issue 21) of the payout tracker's decisions (issue 20): a SENT payout's attempts against
// what a fake chain answers; whether an attempt is dead goes by the chain's evidence (its mined nonce, its
// solidified head's time), never by the platform's clock. And the sender's stamp and sign-error policy.
import { jest } from '@jest/globals';
import type { ChainAdapter, ReceiptStatus, TransferReceipt } from '@p2p/chain';
import { ChainRegistry } from '../../../src/modules/escrow/chain-registry.service.js';
import type { ChainWriterLock } from '../../../src/modules/escrow/chain-writer-lock.js';
import {
  type PayoutAttemptRow,
  PayoutAttemptsRepository,
} from '../../../src/modules/escrow/payout-attempts.repository.js';
import { PayoutOutcomes } from '../../../src/modules/escrow/payout-outcomes.service.js';
import { PayoutSenderService } from '../../../src/modules/escrow/payout-sender.service.js';
import { EXPIRY_MARGIN_MS, PayoutTracker } from '../../../src/modules/escrow/payout-tracker.service.js';
import { type PayoutRow, PayoutsRepository } from '../../../src/modules/escrow/payouts.repository.js';
import { FakeClock } from '@p2p/domain';
import { newTestService } from '../../support/small.js';
import { fakeRegistry, USDT } from './fakes.js';

describe('small/escrow/payout-tracker', () => {
  const payout = (over: Partial<PayoutRow> = {}): PayoutRow => ({
    id: 'p1',
    ref: 'order:17:release',
    kind: 'RELEASE',
    status: 'SENT',
    chain: 'ERC20',
    toAddress: '0xbuyer',
    tokenAddress: USDT,
    coinId: 1,
    amount: '10',
    value: '10000000',
    tokenId: null,
    userId: '8',
    orderId: '17',
    adId: null,
    fundRecordId: null,
    depositIntentId: '1',
    txHash: '0xtx1',
    signedRaw: '0xraw1',
    nonce: '41',
    attempts: 1,
    confirmations: 0,
    ...over,
  });

  const attempt = (n: number, over: Partial<PayoutAttemptRow> = {}): PayoutAttemptRow => ({
    id: `a${n}`,
    payoutId: 'p1',
    attempt: n,
    chain: 'ERC20',
    fromAddress: '0xescrow',
    nonce: String(40 + n),
    txHash: `0xtx${n}`,
    rawTx: `0xraw${n}`,
    status: 'LIVE',
    outcome: null,
    blockNumber: null,
    signedAt: new Date(0),
    ...over,
  });

  const receipt = (status: ReceiptStatus, confirmations = 0): TransferReceipt => ({
    status,
    blockNumber: status === 'SUCCESS' || status === 'REVERTED' ? 120n : null,
    blockHash: null,
    confirmations,
  });

  /** A chain that answers the receipts given per hash, its mined nonce count and its solidified head's time. */
  function fakeChain(answers: {
    receipts: Record<string, TransferReceipt>;
    minedNonce?: bigint;
    chainTime?: number;
    expiration?: number | null;
  }) {
    return {
      chain: 'ERC20',
      escrowAddress: '0xescrow',
      receipt: jest.fn(async (hash: string) => answers.receipts[hash] ?? receipt('UNKNOWN')),
      minedNonce: jest.fn(async () => answers.minedNonce ?? 0n),
      chainTime: jest.fn(async () => answers.chainTime ?? 0),
      expiration: () => answers.expiration ?? null,
      broadcast: jest.fn(async () => undefined),
    };
  }

  const writer = { fence: async () => undefined, alive: async () => true } as unknown as ChainWriterLock;

  async function track(
    sent: PayoutRow,
    attempts: PayoutAttemptRow[],
    chain: ReturnType<typeof fakeChain>,
    reverted = 1,
    clock?: FakeClock,
  ) {
    const t = await newTestService(PayoutTracker, [[ChainRegistry, fakeRegistry(3)]], clock);
    const payouts = t.get(PayoutsRepository);
    payouts.inStatus.mockResolvedValue([sent]);
    payouts.lock.mockResolvedValue(sent);
    const repo = t.get(PayoutAttemptsRepository);
    repo.open.mockResolvedValue(new Map([[sent.id, attempts]]));
    repo.revertedCount.mockResolvedValue(reverted);
    const out = { rebroadcast: 0, confirmed: 0, failed: 0, retried: 0, replaced: 0 };
    await t.sut.track(chain as unknown as ChainAdapter, writer, out);
    const calls = (fn: { mock: { calls: unknown[][] } }) => fn.mock.calls.map((c) => c.slice(1));
    return { ...t, out, payouts, attempts: repo, outcomes: t.get(PayoutOutcomes), calls };
  }

  describe('the payout tracker (issue 20)', () => {
    it('a mined attempt short of its confirmations is followed (CONFIRMING), not confirmed', async () => {
      const s = await track(
        payout(),
        [attempt(1)],
        fakeChain({ receipts: { '0xtx1': receipt('SUCCESS', 2) } }),
      );
      expect(s.calls(s.outcomes.confirming)).toEqual([[payout(), attempt(1), 2, 120n]]);
      expect(s.outcomes.confirmed).not.toHaveBeenCalled();
    });

    it('at N confirmations a successful attempt confirms the payout (PAYOUT_CONFIRMED)', async () => {
      const s = await track(
        payout(),
        [attempt(1)],
        fakeChain({ receipts: { '0xtx1': receipt('SUCCESS', 3) } }),
      );
      expect(s.calls(s.outcomes.confirmed)).toEqual([[payout(), attempt(1), 3, 120n]]);
      expect(s.out.confirmed).toBe(1);
    });

    it('an older attempt that landed is the one followed, though a newer one is live', async () => {
      const older = attempt(1, { status: 'REPLACED' });
      const s = await track(
        payout({ txHash: '0xtx2' }),
        [attempt(2), older],
        fakeChain({ receipts: { '0xtx1': receipt('SUCCESS', 3) } }),
      );
      expect(s.calls(s.outcomes.confirmed)).toEqual([[payout({ txHash: '0xtx2' }), older, 3, 120n]]);
    });

    it.each([
      { count: 1, retry: true, counted: 'retried' },
      { count: 2, retry: false, counted: 'failed' },
    ] as const)(
      'a revert, reverted attempts $count: $counted by the policy (afterRevert: one retry, then PAYOUT_FAILED)',
      async ({ count, retry, counted }) => {
        const s = await track(
          payout(),
          [attempt(1)],
          fakeChain({ receipts: { '0xtx1': receipt('REVERTED', 3) } }),
          count,
        );
        expect(s.calls(s.attempts.settle)).toEqual([['a1', 'REVERTED', 'reverted on chain', 120n]]);
        expect(s.calls(s.outcomes.reverted)).toEqual([[payout(), attempt(1), retry]]);
        expect(s.out[counted]).toBe(1);
      },
    );

    it('an unknown attempt whose nonce the chain has not used yet is broadcast again, whatever the platform clock says', async () => {
      const chain = fakeChain({ receipts: {}, minedNonce: 41n });
      // The platform's clock a month on: the chain's evidence decides, not the time since it was signed.
      const monthOn = new FakeClock('2026-07-01T00:00:00Z');
      const t = await track(payout(), [attempt(1)], chain, 1, monthOn);
      expect(chain.broadcast).toHaveBeenCalledWith('0xraw1');
      expect(t.out).toMatchObject({ rebroadcast: 1, replaced: 0 });
      expect(t.payouts.markReverted).not.toHaveBeenCalled();
    });

    it('an unknown attempt whose nonce was used by another transaction is REPLACED and the payout queued to be signed anew', async () => {
      const chain = fakeChain({ receipts: {}, minedNonce: 42n });
      const s = await track(payout(), [attempt(1)], chain);
      expect(chain.receipt).toHaveBeenCalledTimes(2); // asked once more before giving it up
      expect(s.calls(s.attempts.settle)).toEqual([
        ['a1', 'REPLACED', 'nonce 41 used by another transaction'],
      ]);
      expect(s.calls(s.payouts.markReverted)).toEqual([
        ['p1', true, 'attempt 1: nonce 41 used by another transaction'],
      ]);
      expect(chain.broadcast).not.toHaveBeenCalled();
      expect(s.out.replaced).toBe(1);
    });

    it('an attempt the node learns of on the last check is kept', async () => {
      const chain = fakeChain({ receipts: {}, minedNonce: 42n });
      chain.receipt.mockResolvedValueOnce(receipt('UNKNOWN')).mockResolvedValueOnce(receipt('PENDING'));
      const s = await track(payout(), [attempt(1)], chain);
      expect(s.payouts.markReverted).not.toHaveBeenCalled();
      expect(s.out.replaced).toBe(0);
    });

    describe('TRON: dead only past its expiration plus the margin by the chain time', () => {
      const EXPIRES = Date.parse('2026-06-01T00:00:00Z');
      it.each([
        { edge: '1 ms before the edge', offset: -1, dead: false, outcome: 'broadcast again' },
        { edge: 'at the edge', offset: 0, dead: false, outcome: 'broadcast again' },
        { edge: '1 ms past the edge', offset: 1, dead: true, outcome: 'signed anew' },
      ])('with the chain time $edge it is $outcome (EXPIRY_MARGIN_MS)', async ({ offset, dead }) => {
        const chain = fakeChain({
          receipts: {},
          expiration: EXPIRES,
          chainTime: EXPIRES + EXPIRY_MARGIN_MS + offset,
        });
        const s = await track(payout({ chain: 'TRC20', nonce: null }), [attempt(1, { nonce: null })], chain);
        expect(s.out.replaced).toBe(dead ? 1 : 0);
        expect(s.out.rebroadcast).toBe(dead ? 0 : 1);
      });
    });
  });

  describe('the payout sender', () => {
    async function sender(sign: () => Promise<unknown>) {
      const t = await newTestService(PayoutSenderService);
      const queued = payout({ status: 'QUEUED', txHash: null, nonce: null, attempts: 0 });
      t.get(PayoutsRepository).inStatus.mockResolvedValue([queued]);
      t.get(PayoutsRepository).lock.mockResolvedValue(queued);
      const adapter = {
        chain: 'TRC20',
        escrowAddress: 'TEscrow',
        signTransfer: jest.fn(sign),
      } as unknown as ChainAdapter;
      const round = () => t.sut.round(adapter, 0n, writer);
      return { ...t, round };
    }

    it('records a signed payout as sent at the clock time, then broadcasts it', async () => {
      const s = await sender(async () => ({ txHash: '0xnew', raw: '0xrawnew', nonce: 0n }));
      s.clock.advance(5000);
      const out = await s.round();
      expect(out.sent).toBe(1);
      const [call] = s.get(PayoutsRepository).recordSigned.mock.calls;
      expect(call!.slice(1)).toEqual(['p1', '0xnew', '0xrawnew', 0n, s.clock.now(), 'TEscrow']);
      expect(s.get(PayoutTracker).broadcast).toHaveBeenCalledWith(expect.anything(), 'p1', '0xrawnew');
    });

    it('a payout that cannot be signed five rounds running fails for good (MAX_SIGN_ERRORS), not before', async () => {
      const s = await sender(async () => {
        throw new Error('insufficient funds for gas');
      });
      for (let i = 1; i <= 4; i += 1) expect((await s.round()).failed).toBe(0);
      expect(s.get(PayoutOutcomes).signFailedForGood).not.toHaveBeenCalled();
      expect((await s.round()).failed).toBe(1);
      expect(s.get(PayoutOutcomes).signFailedForGood.mock.calls.map((c) => c[1])).toEqual(['p1']);
      expect(s.get(PayoutsRepository).noteError).toHaveBeenCalledTimes(5);
    });
  });
});
