import { accountDays, merchantShortfalls, type MerchantFigures } from './merchant.js';

const thresholds = { minCompletedOrders: 10, minCompletionRate: '0.9', minAccountDays: 30 };
const ok: MerchantFigures = {
  kycAdvanced: true,
  completedOrders: 10,
  completionRate: '0.9',
  accountDays: 30,
};

describe('merchant application rules', () => {
  it('lets a trader apply who meets every threshold exactly', () => {
    expect(merchantShortfalls(ok, thresholds)).toEqual([]);
  });

  it.each([
    ['advanced KYC missing', { kycAdvanced: false }, ['KYC']],
    ['one completed order short', { completedOrders: 9 }, ['ORDERS']],
    ['a completion rate just below', { completionRate: '0.8999' }, ['COMPLETION_RATE']],
    ['one day too young', { accountDays: 29 }, ['ACCOUNT_AGE']],
    [
      'everything short, KYC first',
      { kycAdvanced: false, completedOrders: 0, completionRate: '0', accountDays: 0 },
      ['KYC', 'ORDERS', 'COMPLETION_RATE', 'ACCOUNT_AGE'],
    ],
  ])('refuses %s', (_label, change, expected) => {
    expect(merchantShortfalls({ ...ok, ...change }, thresholds)).toEqual(expected);
  });

  it('compares rates as decimals, not as text ("0.95" over "0.9", "1" over "0.9999")', () => {
    expect(merchantShortfalls({ ...ok, completionRate: '0.95' }, thresholds)).toEqual([]);
    expect(
      merchantShortfalls({ ...ok, completionRate: '1' }, { ...thresholds, minCompletionRate: '0.9999' }),
    ).toEqual([]);
  });

  it('counts whole days of account age, never negative', () => {
    const created = new Date('2026-01-01T00:00:00Z');
    expect(accountDays(created, new Date('2026-01-31T23:59:59Z'))).toBe(30);
    expect(accountDays(created, new Date('2026-01-31T00:00:00Z'))).toBe(30);
    expect(accountDays(created, new Date('2026-01-30T23:59:59Z'))).toBe(29);
    expect(accountDays(created, new Date('2025-12-01T00:00:00Z'))).toBe(0);
  });
});
