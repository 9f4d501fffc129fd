// Small test (issue 25) of escrow's answer to the console's chain-state filter: each actionable state
// names one deposit or payout state, and at most CHAIN_STATE_ORDERS_CAP (5,000) orders answer it.
import { TRADING_CHAIN_STATES } from '@p2p/contracts';
import { FundSearchRepository } from '../../../src/modules/escrow/fund-search.repository.js';
import {
  CHAIN_STATE_ORDERS_CAP,
  FundSearchService,
} from '../../../src/modules/escrow/fund-search.service.js';
import { newTestService } from '../../support/small.js';

describe('small/escrow/fund-search', () => {
  describe("escrow's orders in a chain state (issue 25)", () => {
    it('offers only the actionable chain states, not the confirmed ones', () => {
      expect([...TRADING_CHAIN_STATES]).toEqual([
        'DEPOSIT_WAITING',
        'DEPOSIT_EXPIRED',
        'PAYOUT_QUEUED',
        'PAYOUT_SENT',
        'PAYOUT_FAILED',
      ]);
    });

    it.each([
      { state: 'DEPOSIT_WAITING', deposit: 'OPEN' },
      { state: 'DEPOSIT_EXPIRED', deposit: 'EXPIRED' },
      { state: 'PAYOUT_QUEUED', payout: 'QUEUED' },
      { state: 'PAYOUT_SENT', payout: 'SENT' },
      { state: 'PAYOUT_FAILED', payout: 'FAILED' },
    ] as const)('$state: the orders with a record in that state, at most 5,000', async (c) => {
      const t = await newTestService(FundSearchService);
      const repo = t.get(FundSearchRepository);
      repo.orderIdsWithDeposit.mockResolvedValue(['1']);
      repo.orderIdsWithPayout.mockResolvedValue(['2']);
      expect(CHAIN_STATE_ORDERS_CAP).toBe(5_000);
      const ids = await t.sut.orderIdsIn(c.state);
      if ('deposit' in c) {
        expect(ids).toEqual(['1']);
        expect(repo.orderIdsWithDeposit).toHaveBeenCalledWith(c.deposit, 5_000);
        expect(repo.orderIdsWithPayout).not.toHaveBeenCalled();
      } else {
        expect(ids).toEqual(['2']);
        expect(repo.orderIdsWithPayout).toHaveBeenCalledWith(c.payout, 5_000);
        expect(repo.orderIdsWithDeposit).not.toHaveBeenCalled();
      }
    });

    it('reads no statement for the fund states of no order', async () => {
      const t = await newTestService(FundSearchService);
      expect(await t.sut.latestStatesOf([])).toEqual(new Map());
      expect(t.get(FundSearchRepository).latestStatesOf).not.toHaveBeenCalled();
    });
  });
});
