/// <reference types="jest" />
import { errorsOf } from './dto.test-helpers.js';
import { plainToInstance } from 'class-transformer';
import { AdPageQueryDto, CreateAdDto, MyAdsQueryDto, OnlineQueryDto } from './ads.dto.js';
import { ValidationMessage as M } from './messages.js';
import { validationErrorName } from './validation-codes.js';

const fixed = {
  type: 'SELL',
  mode: 'MANUAL',
  coinPairId: 1,
  priceType: 'FIXED',
  unitPrice: '7.25',
  totalQuantity: '100',
  minQuantity: '1',
  maxQuantity: '50',
  paymentMethodIds: ['3'],
};
const floating = { ...fixed, priceType: 'FLOATING', unitPrice: undefined, priceMargin: '-1.5' };

describe('CreateAdDto (POST /c2c/advert/create)', () => {
  it('accepts a fixed-price and a floating-price ad', () => {
    expect(errorsOf(CreateAdDto, fixed)).toEqual({});
    expect(errorsOf(CreateAdDto, floating)).toEqual({});
  });

  it('needs a unit price for a fixed price and a margin for a floating one', () => {
    expect(errorsOf(CreateAdDto, { ...fixed, unitPrice: undefined }).unitPrice).toContain(M.priceInvalid);
    expect(errorsOf(CreateAdDto, { ...floating, priceMargin: undefined }).priceMargin).toContain(
      M.priceMarginInvalid,
    );
  });

  it('keeps a floating margin within -50..+50 percent with at most 2 decimals', () => {
    for (const ok of ['50', '-50', '+2', '0.25', '-49.99']) {
      expect(errorsOf(CreateAdDto, { ...floating, priceMargin: ok })).toEqual({});
    }
    for (const bad of ['50.01', '-51', '1.234', 'abc', '', '1e1']) {
      expect(errorsOf(CreateAdDto, { ...floating, priceMargin: bad }).priceMargin).toEqual([
        M.priceMarginInvalid,
      ]);
    }
  });

  it('takes amounts as decimal strings only, never numbers or exponents', () => {
    for (const bad of [100, '1e3', '-1', '1,5', ' ', '0x10']) {
      expect(errorsOf(CreateAdDto, { ...fixed, totalQuantity: bad }).totalQuantity).toBeDefined();
    }
    expect(errorsOf(CreateAdDto, { ...fixed, totalQuantity: ' 12.5 ' })).toEqual({});
  });

  it('names 1 to 5 distinct payment methods', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1));
    expect(errorsOf(CreateAdDto, { ...fixed, paymentMethodIds: ids(5) })).toEqual({});
    for (const bad of [[], ids(6), ['1', '1'], 'x']) {
      expect(errorsOf(CreateAdDto, { ...fixed, paymentMethodIds: bad }).paymentMethodIds).toContain(
        M.adPaymentMethodsRequired,
      );
    }
  });

  it('refuses notes over 100 characters or with contact details or links, as 5041', () => {
    expect(errorsOf(CreateAdDto, { ...fixed, notes: 'Fast release, bank transfer only' })).toEqual({});
    for (const bad of [
      'x'.repeat(101),
      'add me on telegram',
      'see www.example.com',
      'call +44 20 7946 0958',
    ]) {
      expect(errorsOf(CreateAdDto, { ...fixed, notes: bad }).notes).toEqual([M.adNotesInvalid]);
    }
    expect(validationErrorName('notes', M.adNotesInvalid)).toBe('AD_NOTES_INVALID');
  });

  it('keeps the payment window within 5..120 minutes and conditions within their ranges', () => {
    expect(errorsOf(CreateAdDto, { ...fixed, payMinutes: 15, minCredit: 80, minRegisteredDays: 30 })).toEqual(
      {},
    );
    expect(errorsOf(CreateAdDto, { ...fixed, payMinutes: 4 }).payMinutes).toEqual([M.payMinutesInvalid]);
    expect(errorsOf(CreateAdDto, { ...fixed, payMinutes: 121 }).payMinutes).toEqual([M.payMinutesInvalid]);
    expect(errorsOf(CreateAdDto, { ...fixed, minCredit: 101 }).minCredit).toEqual([M.conditionInvalid]);
    expect(errorsOf(CreateAdDto, { ...fixed, minCompletedOrders: -1 }).minCompletedOrders).toEqual([
      M.conditionInvalid,
    ]);
  });

  it('knows only BUY or SELL, MANUAL or AUTO and a positive pair id', () => {
    const errors = errorsOf(CreateAdDto, { ...fixed, type: 'SWAP', mode: 'BOT', coinPairId: 0 });
    expect(errors.type).toEqual([M.adTypeInvalid]);
    expect(errors.mode).toEqual([M.adModeInvalid]);
    expect(errors.coinPairId).toContain(M.coinPairInvalid);
  });
});

describe('market and my-ads queries', () => {
  it('reads query-string booleans and refuses anything else', () => {
    const q = plainToInstance(AdPageQueryDto, { type: 'SELL', certifiedOnly: 'true', fastOnly: 'false' });
    expect(q.certifiedOnly).toBe(true);
    expect(q.fastOnly).toBe(false);
    expect(errorsOf(AdPageQueryDto, { type: 'SELL', certifiedOnly: 'yes' }).certifiedOnly).toEqual([
      M.booleanInvalid,
    ]);
    expect(errorsOf(MyAdsQueryDto, { inProgressOnly: '1' }).inProgressOnly).toEqual([M.booleanInvalid]);
    expect(errorsOf(OnlineQueryDto, {}).online).toEqual([M.booleanInvalid]);
    expect(errorsOf(OnlineQueryDto, { online: 'false' })).toEqual({});
  });

  it('needs the side and knows the sorts, payment kinds and region form', () => {
    expect(errorsOf(AdPageQueryDto, {}).type).toEqual([M.adTypeInvalid]);
    const errors = errorsOf(AdPageQueryDto, {
      type: 'BUY',
      sortBy: 'NAME',
      sortOrder: 'UP',
      paymentKind: 'CASH',
      regionId: 'C1',
    });
    expect(Object.keys(errors).sort()).toEqual(['paymentKind', 'regionId', 'sortBy', 'sortOrder']);
    expect(
      errorsOf(AdPageQueryDto, { type: 'BUY', sortBy: 'QUANTITY', sortOrder: 'DESC', regionId: 'CHN' }),
    ).toEqual({});
  });
});
