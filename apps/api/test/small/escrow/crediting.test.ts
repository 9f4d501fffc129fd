// Small tests (issue 21) of how the indexer credits a transfer that reached its confirmations
// (CreditingService, DESIGN.md §5): in-memory repositories, the fake clock, no chain and no database.
import type { NewOutboxRow } from '../../../src/core/outbox/outbox.types.js';
import { ChainIndexRepository } from '../../../src/modules/escrow/chain-index.repository.js';
import { ChainRegistry } from '../../../src/modules/escrow/chain-registry.service.js';
import { CreditingService } from '../../../src/modules/escrow/crediting.service.js';
import { DepositsRepository } from '../../../src/modules/escrow/deposits.repository.js';
import { EscrowService } from '../../../src/modules/escrow/escrow.service.js';
import { FundRecordsRepository } from '../../../src/modules/escrow/fund-records.repository.js';
import { LedgerRepository } from '../../../src/modules/escrow/ledger.repository.js';
import { newTestService } from '../../support/small.js';
import {
  escrowEvents,
  FakeChainIndex,
  FakeDeposits,
  FakeFundRecords,
  FakeLedger,
  fakeRegistry,
  fundChanges,
  MEC,
  NFT,
  USDT,
} from './fakes.js';

describe('small/escrow/crediting', () => {
  const EXPIRES = new Date('2026-06-01T00:15:00.000Z');
  const at = (ms: number) => new Date(EXPIRES.getTime() + ms);

  async function setup() {
    const index = new FakeChainIndex();
    const deposits = new FakeDeposits();
    const ledger = new FakeLedger();
    const fundRecords = new FakeFundRecords();
    const t = await newTestService(CreditingService, [
      [ChainRegistry, fakeRegistry()],
      [ChainIndexRepository, index],
      [DepositsRepository, deposits],
      [LedgerRepository, ledger],
      [FundRecordsRepository, fundRecords],
    ]);
    const out: NewOutboxRow[] = [];
    const credit = (id: string) => t.runner.run((tx) => t.sut.credit(tx, id, 3, out));
    return { ...t, index, deposits, ledger, fundRecords, out, credit };
  }

  /** A USDT intent of 10 for user 7 expiring at EXPIRES, and a transfer of `value` base units mined at `minedAt`. */
  async function usdtCase(value: bigint, minedAt = at(-60_000)) {
    const s = await setup();
    s.deposits.add({ id: '1', tokenAddress: USDT, amount: '10', expiresAt: EXPIRES });
    s.index.add({ id: '50', tokenAddress: USDT, value: String(value), blockTime: minedAt });
    return s;
  }

  describe('crediting a deposit (DESIGN.md §5, spec §4)', () => {
    it('an exact deposit satisfies its intent, stamped by the clock, with DEPOSIT_COMPLETED and nothing to the temporary balance', async () => {
      const s = await usdtCase(10_000_000n);
      expect(await s.credit('50')).toBe(true);
      expect(s.deposits.byId('1')).toMatchObject({
        status: 'SATISFIED',
        receivedAmount: '10',
        heldAmount: '10',
        satisfiedAt: s.clock.now(),
      });
      expect(s.index.settled.get('50')).toEqual({ status: 'CREDITED', depositIntentId: '1' });
      expect(s.ledger.changes).toEqual([]);
      expect(escrowEvents(s.out)).toEqual(['DEPOSIT_COMPLETED']);
      expect(s.fundRecords.rows).toMatchObject([{ type: 'DEPOSIT', status: 'COMPLETED', amount: '10' }]);
    });

    it('a partial deposit keeps the intent open and reports the shortfall (recharge amount insufficient)', async () => {
      const s = await usdtCase(4_000_000n);
      expect(await s.credit('50')).toBe(true);
      expect(s.deposits.byId('1')).toMatchObject({ status: 'OPEN', receivedAmount: '4', satisfiedAt: null });
      expect(escrowEvents(s.out)).toEqual([]);
      expect(fundChanges(s.out)).toContainEqual(
        expect.objectContaining({ kind: 'deposit', id: '1', status: 'OPEN', shortfall: '6' }),
      );
      expect(s.ledger.changes).toEqual([]);
    });

    it('an over-payment completes the intent and puts the surplus into the temporary balance (DEPOSIT_SURPLUS)', async () => {
      const s = await usdtCase(12_500_000n);
      expect(await s.credit('50')).toBe(true);
      expect(s.deposits.byId('1')).toMatchObject({ status: 'SATISFIED', receivedAmount: '10' });
      expect(s.ledger.changes).toMatchObject([
        { reason: 'DEPOSIT_SURPLUS', delta: '2.5', coinId: 1, chainTransferId: '50', depositIntentId: '1' },
      ]);
      expect(s.ledger.line(7n, 1)).toBe('2.5');
    });

    it('a second partial deposit completes what the first left short', async () => {
      const s = await usdtCase(4_000_000n);
      s.index.add({ id: '51', tokenAddress: USDT, value: '6000000', blockTime: at(-1000) });
      await s.credit('50');
      await s.credit('51');
      expect(s.deposits.byId('1')).toMatchObject({ status: 'SATISFIED', receivedAmount: '10' });
      expect(s.ledger.changes).toEqual([]);
    });

    describe('on time by the block time, not by when it confirms (issue 20)', () => {
      it.each([
        ['1 ms before the expiry', 'credited to its intent', -1, 'SATISFIED', []],
        ['at the expiry', 'a late deposit (LATE_DEPOSIT)', 0, 'OPEN', ['LATE_DEPOSIT']],
        ['1 ms after the expiry', 'a late deposit (LATE_DEPOSIT)', 1, 'OPEN', ['LATE_DEPOSIT']],
      ])(
        'a transfer mined %s is %s, though it confirms an hour after',
        async (_edge, _outcome, offset, intentStatus, reasons) => {
          const s = await usdtCase(10_000_000n, at(offset));
          s.clock.set(at(3_600_000)); // it confirms an hour after the expiry: that decides nothing
          expect(await s.credit('50')).toBe(true);
          expect(s.deposits.byId('1').status).toBe(intentStatus);
          expect(s.ledger.changes.map((c) => c.reason)).toEqual(reasons);
        },
      );

      it('a transfer after an intent that expired and was closed is a late deposit (LATE_DEPOSIT)', async () => {
        const s = await usdtCase(10_000_000n, at(1000));
        s.deposits.byId('1').status = 'EXPIRED';
        await s.credit('50');
        expect(s.ledger.changes).toMatchObject([{ reason: 'LATE_DEPOSIT', delta: '10' }]);
        expect(s.index.settled.get('50')).toBeUndefined(); // no intent took it: the claim stands
      });
    });

    it('credits a transfer once: a second pass over the same transfer changes nothing', async () => {
      const s = await usdtCase(12_000_000n);
      expect(await s.credit('50')).toBe(true);
      const out = s.out.length;
      expect(await s.credit('50')).toBe(false);
      expect(s.deposits.byId('1').receivedAmount).toBe('10');
      expect(s.ledger.line(7n, 1)).toBe('2');
      expect(s.ledger.changes).toHaveLength(1);
      expect(s.fundRecords.rows).toHaveLength(1);
      expect(s.out).toHaveLength(out);
    });

    it('the oldest open intent of the token takes the deposit first', async () => {
      const s = await setup();
      s.deposits.add({ id: '2', tokenAddress: USDT, amount: '5', expiresAt: EXPIRES, createdAt: at(-5000) });
      s.deposits.add({ id: '1', tokenAddress: USDT, amount: '5', expiresAt: EXPIRES, createdAt: at(-9000) });
      s.index.add({ id: '50', tokenAddress: USDT, value: '5000000', blockTime: at(-1) });
      await s.credit('50');
      expect(s.deposits.byId('1').status).toBe('SATISFIED');
      expect(s.deposits.byId('2').status).toBe('OPEN');
    });

    it('a deposit in another coin than the open intent is unmatched: it goes to the temporary balance of that coin (UNMATCHED_DEPOSIT)', async () => {
      const s = await setup();
      s.deposits.add({ id: '1', tokenAddress: USDT, amount: '10', expiresAt: EXPIRES });
      s.index.add({ id: '50', tokenAddress: MEC, value: String(10n ** 19n), blockTime: at(-1) });
      expect(await s.credit('50')).toBe(true);
      expect(s.deposits.byId('1')).toMatchObject({ status: 'OPEN', receivedAmount: '0' });
      expect(s.ledger.changes).toMatchObject([{ reason: 'UNMATCHED_DEPOSIT', coinId: 2, delta: '10' }]);
    });

    it('a token escrow does not watch, or a sender bound to nobody, is IGNORED and credits nobody', async () => {
      const s = await setup();
      s.index.add({
        id: '50',
        tokenAddress: '0x0000000000000000000000000000000000000bad',
        value: '1',
        blockTime: at(-1),
      });
      s.index.add({ id: '51', tokenAddress: USDT, value: '1', userId: null, blockTime: at(-1) });
      expect(await s.credit('50')).toBe(false);
      expect(await s.credit('51')).toBe(false);
      expect(s.index.settled.get('50')?.status).toBe('IGNORED');
      expect(s.index.settled.get('51')?.status).toBe('IGNORED');
      expect(s.ledger.changes).toEqual([]);
      expect(s.fundRecords.rows).toEqual([]);
    });

    it('the NFT its intent expects completes it; a wrong NFT cancels the intent and is returned (spec §4: RETURN)', async () => {
      const s = await setup();
      s.deposits.add({ id: '1', tokenAddress: NFT, amount: '1', tokenId: '9', expiresAt: EXPIRES });
      s.deposits.add({
        id: '2',
        tokenAddress: NFT,
        amount: '1',
        tokenId: '4',
        expiresAt: EXPIRES,
        userId: '8',
      });
      s.index.add({ id: '50', tokenAddress: NFT, tokenId: '9', blockTime: at(-1) });
      s.index.add({
        id: '51',
        tokenAddress: NFT,
        tokenId: '5',
        userId: '8',
        fromAddress: '0xother',
        blockTime: at(-1),
      });
      await s.credit('50');
      await s.credit('51');
      expect(s.deposits.byId('1')).toMatchObject({ status: 'SATISFIED', satisfiedAt: s.clock.now() });
      expect(s.deposits.byId('2').status).toBe('CANCELLED');
      expect(escrowEvents(s.out)).toEqual(['DEPOSIT_COMPLETED', 'DEPOSIT_CANCELLED']);
      expect(s.get(EscrowService).queuePayout).toHaveBeenCalledTimes(1);
      expect(s.get(EscrowService).queuePayout.mock.calls[0]![1]).toMatchObject({
        kind: 'RETURN',
        ref: 'return:transfer:51',
        toAddress: '0xother',
        asset: { nftContract: NFT, tokenId: 5n },
      });
    });
  });
});
