/** Whole order lives, and what each party may do in each status. */
import type { OrderAction } from './actions.js';
import { availableActions, canTransition } from './state-machine.js';
import { at, CONFIG, confirm, run, T0 } from './state-machine.fixture.js';
import type { OrderSnapshot } from './types.js';

describe('scenarios', () => {
  it('SELL ad, manual: place, accept, pay, confirm, release confirmed -> COMPLETED', () => {
    const { order, results } = run({ status: 'NEW', adType: 'SELL', adMode: 'MANUAL' }, [
      [{ type: 'PLACE' }, 'BUYER', at(0)],
      [{ type: 'ACCEPT' }, 'SELLER', at(1)],
      [{ type: 'PAY' }, 'BUYER', at(2)],
      [confirm, 'SELLER', at(3)],
      [{ type: 'RELEASE_CONFIRMED' }, 'SYSTEM', at(4)],
    ]);
    expect(results.map((r) => r.to)).toEqual([
      'WAIT_SELLER_ACCEPT',
      'WAIT_BUYER_PAY',
      'WAIT_SELLER_CONFIRM',
      'PENDING_CHAIN_CONFIRM',
      'COMPLETED',
    ]);
    expect(order.deadline).toBeNull();
  });

  it('BUY ad, automatic: place, deposit, pay, appeal, seller wins -> CANCELLED with the deposit refunded', () => {
    const { results } = run({ status: 'NEW', adType: 'BUY', adMode: 'AUTO' }, [
      [{ type: 'PLACE' }, 'SELLER', at(0)],
      [{ type: 'DEPOSIT_CONFIRMED' }, 'SYSTEM', at(1)],
      [{ type: 'PAY' }, 'BUYER', at(2)],
      [{ type: 'APPEAL' }, 'SELLER', at(3)],
      [{ type: 'APPEAL_DECIDED', winner: 'SELLER' }, 'SYSTEM', at(4)],
    ]);
    expect(results.map((r) => r.to)).toEqual([
      'WAIT_SELLER_DEPOSIT',
      'WAIT_BUYER_PAY',
      'WAIT_SELLER_CONFIRM',
      'IN_APPEAL',
      'CANCELLED',
    ]);
    expect(results[4]!.effects.map((e) => e.kind)).toEqual([
      'RETURN_AD_QUANTITY',
      'REFUND_DEPOSIT',
      'CLOSE_APPEAL',
      'APPEAL_LOST_PENALTY',
      'NOTIFY',
    ]);
  });

  it('the seller may still release while an appeal is open: the coin goes to the buyer and the appeal closes as SETTLED (issue 25)', () => {
    const { order, results } = run({ status: 'NEW', adType: 'SELL', adMode: 'MANUAL' }, [
      [{ type: 'PLACE' }, 'BUYER', at(0)],
      [{ type: 'ACCEPT' }, 'SELLER', at(1)],
      [{ type: 'PAY' }, 'BUYER', at(2)],
      [{ type: 'APPEAL' }, 'BUYER', at(3)],
      [confirm, 'SELLER', at(4)],
      [{ type: 'RELEASE_CONFIRMED' }, 'SYSTEM', at(5)],
    ]);
    expect(results.map((r) => r.to)).toEqual([
      'WAIT_SELLER_ACCEPT',
      'WAIT_BUYER_PAY',
      'WAIT_SELLER_CONFIRM',
      'IN_APPEAL',
      'PENDING_CHAIN_CONFIRM',
      'COMPLETED',
    ]);
    expect(results[4]!.effects).toEqual(
      expect.arrayContaining([{ kind: 'QUEUE_RELEASE' }, { kind: 'CLOSE_APPEAL', result: 'SETTLED' }]),
    );
    expect(results[4]!.effects.some((e) => e.kind === 'APPEAL_LOST_PENALTY')).toBe(false);
    expect(order.status).toBe('COMPLETED');
  });

  it('under appeal the buyer cannot confirm receipt for the seller (5012), and the seller needs the security password', () => {
    const appealed: OrderSnapshot = {
      status: 'IN_APPEAL',
      adType: 'SELL',
      adMode: 'MANUAL',
      appeal: { initiator: 'BUYER', resumeTo: 'WAIT_SELLER_CONFIRM' },
    } as OrderSnapshot;
    expect(canTransition(appealed, confirm, 'BUYER', T0, CONFIG)).toBe(false);
    expect(
      canTransition(
        appealed,
        { type: 'CONFIRM_RECEIVED', securityPasswordVerified: false },
        'SELLER',
        T0,
        CONFIG,
      ),
    ).toBe(false);
    expect(canTransition(appealed, confirm, 'SELLER', T0, CONFIG)).toBe(true);
  });

  it('a failed release is retried by the system until confirmed', () => {
    const { order } = run({ status: 'PENDING_CHAIN_CONFIRM', adType: 'SELL', adMode: 'MANUAL' }, [
      [{ type: 'RELEASE_FAILED' }, 'SYSTEM', at(0)],
      [{ type: 'RETRY_RELEASE' }, 'SYSTEM', at(1)],
      [{ type: 'RELEASE_CONFIRMED' }, 'SYSTEM', at(2)],
    ]);
    expect(order.status).toBe('COMPLETED');
  });
});

describe('availableActions', () => {
  it.each([
    [{ status: 'WAIT_SELLER_ACCEPT', adType: 'SELL', adMode: 'MANUAL' }, 'SELLER', ['ACCEPT', 'DECLINE']],
    [{ status: 'WAIT_SELLER_ACCEPT', adType: 'SELL', adMode: 'MANUAL' }, 'BUYER', ['CANCEL']],
    [{ status: 'WAIT_BUYER_ACCEPT', adType: 'BUY', adMode: 'MANUAL' }, 'BUYER', ['ACCEPT', 'DECLINE']],
    [{ status: 'WAIT_BUYER_PAY', adType: 'SELL', adMode: 'MANUAL' }, 'BUYER', ['CANCEL', 'PAY']],
    [{ status: 'WAIT_BUYER_PAY', adType: 'SELL', adMode: 'MANUAL' }, 'SELLER', []],
    [
      { status: 'WAIT_SELLER_CONFIRM', adType: 'SELL', adMode: 'MANUAL' },
      'SELLER',
      ['CONFIRM_RECEIVED', 'APPEAL'],
    ],
    [{ status: 'SELLER_CONFIRM_TIMEOUT', adType: 'SELL', adMode: 'MANUAL' }, 'SELLER', ['CONFIRM_RECEIVED']],
    [{ status: 'SELLER_CONFIRM_TIMEOUT', adType: 'SELL', adMode: 'MANUAL' }, 'BUYER', ['APPEAL']],
    [
      {
        status: 'IN_APPEAL',
        adType: 'SELL',
        adMode: 'MANUAL',
        appeal: { initiator: 'BUYER', resumeTo: 'WAIT_SELLER_CONFIRM' },
      },
      'BUYER',
      ['CANCEL_APPEAL', 'RECOVER'],
    ],
    [
      {
        status: 'IN_APPEAL',
        adType: 'SELL',
        adMode: 'MANUAL',
        appeal: { initiator: 'BUYER', resumeTo: 'WAIT_SELLER_CONFIRM' },
      },
      'SELLER',
      ['CONFIRM_RECEIVED'],
    ],
    [{ status: 'COMPLETED', adType: 'SELL', adMode: 'MANUAL' }, 'BUYER', []],
  ] as [OrderSnapshot, 'BUYER' | 'SELLER', string[]][])('%j: %s may %j', (order, actor, expected) => {
    expect(availableActions(order, actor, T0, CONFIG)).toEqual(expected);
    for (const type of expected)
      expect(canTransition(order, { type } as OrderAction, actor, T0, CONFIG)).toBe(
        type !== 'CONFIRM_RECEIVED',
      );
  });
});
