import { describe, expect, it } from 'vitest';
import { adBodyOf, crossFieldErrors, initialAdValues } from './adForm';
import { PAIRS, pairAnswer } from './adsTestKit';
import {
  decimal,
  marketQuery,
  pairsFor,
  range,
  readMarketParams,
  releaseMinutes,
  writeMarketParams,
} from './format';

describe('ad display helpers', () => {
  it('cut decimals to the display scale, never rounding (80.123456789 shows 80.12345678), trailing zeros dropped', () => {
    expect(decimal('1.250000')).toBe('1.25');
    expect(decimal('80.123456789', 8)).toBe('80.12345678');
    expect(decimal('0.30000000000000004')).toBe('0.3');
    expect(decimal(null)).toBe('—');
    expect(range('10', null, 'USDT')).toBe('10 – ∞ USDT');
    expect(range(null, null, 'USDT')).toBeNull();
  });

  it('shows the average release time in whole minutes, at least one', () => {
    expect(releaseMinutes(null)).toBeNull();
    expect(releaseMinutes(20)).toBe(1);
    expect(releaseMinutes(150)).toBe(3);
  });

  it('keeps the market state in the query string and turns the Buy tab into SELL ads', () => {
    const p = readMarketParams(
      new URLSearchParams('type=BUY&pair=1&kind=ALIPAY&certified=1&sort=QUANTITY_DESC'),
    );
    expect(marketQuery(p, '1')).toEqual({
      type: 'SELL',
      coinPairId: 1,
      paymentKind: 'ALIPAY',
      certifiedOnly: true,
      sortBy: 'QUANTITY',
      sortOrder: 'DESC',
    });
    expect(writeMarketParams(p)).toEqual({
      type: 'BUY',
      pair: '1',
      kind: 'ALIPAY',
      certified: '1',
      sort: 'QUANTITY_DESC',
    });
    const odd = readMarketParams(new URLSearchParams('type=x&kind=CASH&sort=NAME'));
    expect([odd.side, odd.paymentKind, odd.sort]).toEqual(['BUY', null, 'BEST']);
  });

  it('offers pairs priced in USDT to coin ads and the others to fiat ads, enabled ones only', () => {
    const pairs = [...PAIRS, pairAnswer('30', 'MEC', 'EUR', { enabled: false })];
    expect(pairsFor(pairs, false).map((p) => p.id)).toEqual(['1']);
    expect(pairsFor(pairs, true).map((p) => p.id)).toEqual(['12', '22']);
  });
});

describe('the ad form values', () => {
  it('send the price of their type only, numbers as numbers, blank optional fields left out', () => {
    const v = { ...initialAdValues('SELL', 'MANUAL', '1'), priceType: 'FLOATING' as const, unitPrice: '9' };
    Object.assign(v, {
      priceMargin: ' 2.5 ',
      totalQuantity: '10',
      paymentMethodIds: ['p1'],
      minRegisteredDays: '30',
    });
    expect(adBodyOf(v)).toEqual({
      type: 'SELL',
      mode: 'MANUAL',
      coinPairId: 1,
      priceType: 'FLOATING',
      priceMargin: '2.5',
      totalQuantity: '10',
      paymentMethodIds: ['p1'],
      minRegisteredDays: 30,
    });
  });

  it('compare minimum and maximum as decimals, not as text: 9 is not above 10 (5032)', () => {
    const v = { ...initialAdValues('SELL', 'MANUAL', '1'), minQuantity: '9', maxQuantity: '10' };
    expect(crossFieldErrors(v, PAIRS[0])).toEqual({});
    expect(crossFieldErrors({ ...v, minQuantity: '10.5' }, PAIRS[0])).toEqual({
      maxQuantity: { type: 'rule', message: 'common.ads.form.minAboveMax' },
    });
  });

  it('allow an automatic ad for USDT itself (5043 only for other coins)', () => {
    const v = { ...initialAdValues('SELL', 'AUTO', '22') };
    expect(crossFieldErrors(v, PAIRS[2])).toEqual({});
    expect(crossFieldErrors(v, PAIRS[0])).toEqual({ mode: { type: 'rule', message: 'errors.5043' } });
  });
});
