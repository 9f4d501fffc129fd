import { completionCount, completionRate, failureCausedBy } from './completion.js';
import type { Party } from './roles.js';
import { TRANSITIONS } from './transitions.table.js';

/** The table's rows that record a failure of a party, as "from action actor -> who". */
function faultRows(): string[] {
  return TRANSITIONS.filter((r) => failureCausedBy(r.effects) !== null).map(
    (r) =>
      `${r.from} ${r.action} ${r.actor}${r.when?.winner ? `(${r.when.winner} wins)` : ''}${r.when?.adType ? `[${r.when.adType}]` : ''} -> ${failureCausedBy(r.effects)}`,
  );
}

describe('who caused an order to fail (issue 22: honest reputation)', () => {
  it('records a failure only for own cancellation after acceptance, own timeout and a lost appeal (issue 22: completion rate counts only failures the trader caused)', () => {
    expect(faultRows().sort()).toEqual(
      [
        'WAIT_SELLER_DEPOSIT CANCEL SELLER -> SELLER',
        'WAIT_SELLER_DEPOSIT DEADLINE SYSTEM -> SELLER',
        'WAIT_BUYER_PAY CANCEL BUYER[SELL] -> BUYER',
        'WAIT_BUYER_PAY CANCEL BUYER[BUY] -> BUYER',
        // The payment timeout counts once its appeal window has ended (issue 25).
        'BUYER_PAY_TIMEOUT DEADLINE SYSTEM[SELL] -> BUYER',
        'BUYER_PAY_TIMEOUT DEADLINE SYSTEM[BUY] -> BUYER',
        'IN_APPEAL APPEAL_DECIDED SYSTEM(BUYER wins) -> SELLER',
        'IN_APPEAL APPEAL_DECIDED SYSTEM(SELLER wins)[SELL] -> BUYER',
        'IN_APPEAL APPEAL_DECIDED SYSTEM(SELLER wins)[BUY] -> BUYER',
      ].sort(),
    );
  });

  it('records no failure for a cancellation before acceptance, a rejection or an expired acceptance (issue 22: a buyer cancelling before the seller accepted does not lower the seller)', () => {
    const beforeAcceptance = TRANSITIONS.filter(
      (r) => r.from === 'WAIT_SELLER_ACCEPT' || r.from === 'WAIT_BUYER_ACCEPT',
    );
    expect(beforeAcceptance.length).toBeGreaterThanOrEqual(8);
    for (const r of beforeAcceptance) expect(failureCausedBy(r.effects)).toBeNull();
  });
});

describe('what a finished order counts for a trader (issue 22: honest reputation)', () => {
  const cases: [string, { completed: boolean; failedBy: Party | null }, Party, string][] = [
    ['completed', { completed: true, failedBy: null }, 'SELLER', 'counted, completed'],
    ['cancelled before acceptance', { completed: false, failedBy: null }, 'SELLER', 'not counted'],
    [
      'own cancellation after acceptance',
      { completed: false, failedBy: 'BUYER' },
      'BUYER',
      'counted, failed',
    ],
    ['the counterparty timed out', { completed: false, failedBy: 'BUYER' }, 'SELLER', 'not counted'],
    ['appeal lost, coin released', { completed: true, failedBy: 'SELLER' }, 'SELLER', 'counted, failed'],
    ['appeal won, coin released', { completed: true, failedBy: 'SELLER' }, 'BUYER', 'counted, completed'],
  ];
  it.each(cases)(
    '%s (issue 22: completion rate counts only failures the trader caused)',
    (_, order, me, want) => {
      const c = completionCount(order, me);
      const said = c.counted ? `counted, ${c.completed ? 'completed' : 'failed'}` : 'not counted';
      expect(said).toBe(want);
    },
  );
});

describe('completionRate', () => {
  it('is completed over counted with 4 decimals, rounded half up, without floating point', () => {
    expect(completionRate(0, 0)).toBe('0');
    expect(completionRate(1, 1)).toBe('1.0000');
    expect(completionRate(1, 3)).toBe('0.3333');
    expect(completionRate(2, 3)).toBe('0.6667');
    expect(completionRate(29, 30)).toBe('0.9667');
    expect(completionRate(1, 20000)).toBe('0.0001');
    expect(completionRate(1, 20001)).toBe('0.0000');
  });

  it('refuses counts that cannot be', () => {
    expect(() => completionRate(2, 1)).toThrow(RangeError);
    expect(() => completionRate(-1, 1)).toThrow(RangeError);
    expect(() => completionRate(0.5, 1)).toThrow(RangeError);
  });
});
