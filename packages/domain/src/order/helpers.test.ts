import { ORDER_ACTION_TYPES, refusalCodeFor, SYSTEM_ACTION_TYPES } from './actions.js';
import {
  addMinutes,
  appealExecutionAt,
  assertOrderTimeouts,
  DEFAULT_ORDER_TIMEOUTS,
  deadlineActionOf,
  deadlineFor,
  windowOf,
} from './deadlines.js';
import { EFFECT_KINDS, sortEffects } from './effects.js';
import { counterpartyOf, isStatusPossibleFor, makerOf, roleOf, takerOf } from './roles.js';
import {
  ACTIVE_STATUSES,
  FINAL_STATUSES,
  isActive,
  isFinal,
  isOrderStatus,
  ORDER_STATUSES,
  OrderStatus,
} from './status.js';

describe('statuses', () => {
  it('has the 15 statuses of the spec, each value equal to its name', () => {
    expect(ORDER_STATUSES).toHaveLength(15);
    for (const [name, value] of Object.entries(OrderStatus)) expect(value).toBe(name);
  });

  it('treats the deposit timeout, CANCELLED, COMPLETED, REJECTED and BUYER_ACCEPT_EXPIRED as final', () => {
    expect([...FINAL_STATUSES].sort()).toEqual(
      ['BUYER_ACCEPT_EXPIRED', 'CANCELLED', 'COMPLETED', 'REJECTED', 'SELLER_DEPOSIT_TIMEOUT'].sort(),
    );
    for (const s of FINAL_STATUSES) expect([isFinal(s), isActive(s)]).toEqual([true, false]);
  });

  it('treats SELLER_CONFIRM_TIMEOUT, BUYER_PAY_TIMEOUT (its appeal window, issue 25), IN_APPEAL and the chain states as active (not final)', () => {
    for (const s of [
      'SELLER_CONFIRM_TIMEOUT',
      'BUYER_PAY_TIMEOUT',
      'IN_APPEAL',
      'PENDING_CHAIN_CONFIRM',
      'CHAIN_CONFIRM_REVOKED',
    ] as const) {
      expect(isFinal(s)).toBe(false);
    }
    expect(ACTIVE_STATUSES).toHaveLength(10);
  });

  it('recognises status strings', () => {
    expect(isOrderStatus('IN_APPEAL')).toBe(true);
    expect(isOrderStatus('NEW')).toBe(false);
    expect(isOrderStatus('in_appeal')).toBe(false);
    expect(isOrderStatus(3)).toBe(false);
  });
});

describe('roles', () => {
  it('on a SELL ad the maker is the seller and the taker the buyer', () => {
    expect([makerOf('SELL'), takerOf('SELL'), roleOf('SELL', 'SELLER'), roleOf('SELL', 'BUYER')]).toEqual([
      'SELLER',
      'BUYER',
      'MAKER',
      'TAKER',
    ]);
  });

  it('on a BUY ad the maker is the buyer and the taker the seller', () => {
    expect([makerOf('BUY'), takerOf('BUY'), roleOf('BUY', 'BUYER'), roleOf('BUY', 'SELLER')]).toEqual([
      'BUYER',
      'SELLER',
      'MAKER',
      'TAKER',
    ]);
  });

  it('names the counterparty', () => {
    expect([counterpartyOf('BUYER'), counterpartyOf('SELLER')]).toEqual(['SELLER', 'BUYER']);
  });

  it('knows which statuses each ad type can reach', () => {
    expect(isStatusPossibleFor('SELL', 'WAIT_SELLER_DEPOSIT')).toBe(false);
    expect(isStatusPossibleFor('SELL', 'WAIT_BUYER_ACCEPT')).toBe(false);
    expect(isStatusPossibleFor('BUY', 'WAIT_SELLER_ACCEPT')).toBe(false);
    expect(isStatusPossibleFor('BUY', 'WAIT_SELLER_DEPOSIT')).toBe(true);
    expect(ORDER_STATUSES.filter((s) => isStatusPossibleFor('SELL', s))).toHaveLength(11);
    expect(ORDER_STATUSES.filter((s) => isStatusPossibleFor('BUY', s))).toHaveLength(14);
  });
});

describe('refusal codes', () => {
  it('maps accept/pay/confirm/cancel/appeal to the catalogue refusals and the rest to INVALID_TRANSITION', () => {
    expect(refusalCodeFor('ACCEPT')).toBe('CANNOT_ACCEPT');
    expect(refusalCodeFor('PAY')).toBe('CANNOT_PAY');
    expect(refusalCodeFor('CONFIRM_RECEIVED')).toBe('CANNOT_CONFIRM');
    expect(refusalCodeFor('CANCEL')).toBe('CANNOT_CANCEL');
    expect(refusalCodeFor('DECLINE')).toBe('CANNOT_CANCEL');
    expect(refusalCodeFor('APPEAL')).toBe('CANNOT_APPEAL');
    expect(refusalCodeFor('CANCEL_APPEAL')).toBe('CANNOT_APPEAL');
    for (const t of [...SYSTEM_ACTION_TYPES, 'PLACE', 'RECOVER'] as const)
      expect(refusalCodeFor(t)).toBe('INVALID_TRANSITION');
    expect(ORDER_ACTION_TYPES).toHaveLength(16);
  });
});

describe('deadline helpers', () => {
  const now = new Date('2030-01-01T00:00:00Z');

  it('names the window of each timed status and none for the others', () => {
    expect(ORDER_STATUSES.map((s) => [s, windowOf(s)]).filter(([, w]) => w !== null)).toEqual([
      ['WAIT_BUYER_ACCEPT', 'accept'],
      ['WAIT_SELLER_ACCEPT', 'accept'],
      ['WAIT_SELLER_DEPOSIT', 'deposit'],
      ['WAIT_BUYER_PAY', 'pay'],
      ['BUYER_PAY_TIMEOUT', 'timeoutAppeal'],
      ['WAIT_SELLER_CONFIRM', 'confirm'],
      ['SELLER_CONFIRM_TIMEOUT', 'escalation'],
    ]);
    expect(deadlineFor('IN_APPEAL', now, DEFAULT_ORDER_TIMEOUTS)).toBeNull();
  });

  it('fires ESCALATION_DEADLINE only in SELLER_CONFIRM_TIMEOUT', () => {
    expect(deadlineActionOf('SELLER_CONFIRM_TIMEOUT')).toBe('ESCALATION_DEADLINE');
    expect(deadlineActionOf('WAIT_BUYER_PAY')).toBe('DEADLINE');
  });

  it('adds minutes without touching the input date', () => {
    expect(addMinutes(now, 90).toISOString()).toBe('2030-01-01T01:30:00.000Z');
    expect(now.toISOString()).toBe('2030-01-01T00:00:00.000Z');
  });

  it('executes an appeal decision after the configured delay', () => {
    expect(appealExecutionAt(now, { appealExecutionDelayMinutes: 125 }).toISOString()).toBe(
      '2030-01-01T02:05:00.000Z',
    );
  });

  it('accepts the defaults and rejects a window that is not a positive number of minutes', () => {
    expect(() => assertOrderTimeouts(DEFAULT_ORDER_TIMEOUTS)).not.toThrow();
    expect(() =>
      assertOrderTimeouts({ ...DEFAULT_ORDER_TIMEOUTS, appealExecutionDelayMinutes: 0 }),
    ).not.toThrow();
    expect(() => assertOrderTimeouts({ ...DEFAULT_ORDER_TIMEOUTS, payMinutes: 0 })).toThrow(/payMinutes/);
    expect(() => assertOrderTimeouts({ ...DEFAULT_ORDER_TIMEOUTS, confirmMinutes: Number.NaN })).toThrow(
      /confirmMinutes/,
    );
    expect(() => assertOrderTimeouts({ ...DEFAULT_ORDER_TIMEOUTS, appealExecutionDelayMinutes: -1 })).toThrow(
      /Delay/,
    );
  });
});

describe('effects', () => {
  it('sorts effects into the canonical order, keeping equal kinds in place', () => {
    const sorted = sortEffects([
      { kind: 'NOTIFY', to: ['BUYER'], event: 'NEW_ORDER' },
      { kind: 'CREDIT_PENALTY', who: 'BUYER', reason: 'CANCELLED' },
      { kind: 'RETURN_AD_QUANTITY' },
    ]);
    expect(sorted.map((e) => e.kind)).toEqual(['RETURN_AD_QUANTITY', 'CREDIT_PENALTY', 'NOTIFY']);
    expect(EFFECT_KINDS).toHaveLength(10);
  });
});
