/// <reference types="jest" />
// Every amount, price and quantity a DTO takes fits the database's NUMERIC(36,18) columns: at most 18 digits
// before the dot and 18 after (issue 22: amounts that do not fit answer a validation error, never a 500).
import { CreateAdDto } from './ads.dto.js';
import { errorsOf } from './dto.test-helpers.js';
import { WithdrawDto } from './funds.dto.js';
import { ValidationMessage as M } from './messages.js';
import { PlaceOrderDto, QuickTradeDto } from './orders.dto.js';

const E18 = '1000000000000000000';
const MAX = '999999999999999999.999999999999999999';

const ad = {
  type: 'SELL',
  mode: 'MANUAL',
  coinPairId: 1,
  priceType: 'FIXED',
  unitPrice: '7.25',
  totalQuantity: '100',
  paymentMethodIds: ['1'],
};
const order = { adId: '12', quantity: '10.5', unitPrice: '7.25', paymentMethodId: '3' };
const quick = { side: 'BUY', coinPairId: 1, quantity: '10.5', unitPrice: '7.25' };
const withdrawal = { coin: 'USDT', chain: 'ERC20', amount: '12.5', securityPassword: '123456' };

describe('amounts within the database range (issue 22: amounts that do not fit)', () => {
  it('accepts the largest value a column holds in every amount field', () => {
    for (const field of [
      'unitPrice',
      'totalQuantity',
      'minQuantity',
      'maxQuantity',
      'minAmount',
      'maxAmount',
    ])
      expect(errorsOf(CreateAdDto, { ...ad, [field]: MAX })[field]).toBeUndefined();
    expect(errorsOf(PlaceOrderDto, { ...order, quantity: MAX, unitPrice: MAX })).toEqual({});
    expect(errorsOf(QuickTradeDto, { ...quick, quantity: undefined, amount: MAX })).toEqual({});
    expect(errorsOf(WithdrawDto, { ...withdrawal, amount: MAX })).toEqual({});
  });

  it.each([E18, '999999999999999999999999', `${E18}.5`, '1.0000000000000000001'])(
    'refuses %p in every amount field',
    (value) => {
      expect(errorsOf(CreateAdDto, { ...ad, unitPrice: value }).unitPrice).toContain(M.priceInvalid);
      expect(errorsOf(CreateAdDto, { ...ad, totalQuantity: value }).totalQuantity).toContain(
        M.quantityInvalid,
      );
      expect(errorsOf(CreateAdDto, { ...ad, minQuantity: value }).minQuantity).toContain(M.quantityInvalid);
      expect(errorsOf(CreateAdDto, { ...ad, maxAmount: value }).maxAmount).toContain(M.amountInvalid);
      expect(errorsOf(PlaceOrderDto, { ...order, quantity: value }).quantity).toContain(M.quantityInvalid);
      expect(errorsOf(PlaceOrderDto, { ...order, unitPrice: value }).unitPrice).toContain(M.priceInvalid);
      const byAmount = { ...quick, quantity: undefined, amount: value };
      expect(errorsOf(QuickTradeDto, byAmount).amount).toContain(M.amountInvalid);
      expect(errorsOf(WithdrawDto, { ...withdrawal, amount: value }).amount).toContain(M.amountInvalid);
    },
  );
});
