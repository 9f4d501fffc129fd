/// <reference types="jest" />
import { errorsOf } from './dto.test-helpers.js';
import { ValidationMessage as M } from './messages.js';
import {
  OrderPageQueryDto,
  OrderSecurityBodyDto,
  OrderSecurityQueryDto,
  PlaceOrderDto,
} from './orders.dto.js';

const order = { adId: '12', quantity: '10.5', unitPrice: '7.25', paymentMethodId: '3' };

describe('PlaceOrderDto (POST /c2c/deal/order)', () => {
  it('takes a quantity or an amount, with the price the taker saw and a payment method', () => {
    expect(errorsOf(PlaceOrderDto, order)).toEqual({});
    expect(errorsOf(PlaceOrderDto, { ...order, quantity: undefined, amount: '76.13' })).toEqual({});
  });

  it('needs one of quantity and amount', () => {
    const errors = errorsOf(PlaceOrderDto, { ...order, quantity: undefined });
    expect(errors.quantity).toContain(M.quantityInvalid);
    expect(errors.amount).toContain(M.amountInvalid);
  });

  it('refuses numbers, exponents and negative values for amounts and the price', () => {
    expect(errorsOf(PlaceOrderDto, { ...order, quantity: 10 }).quantity).toBeDefined();
    expect(errorsOf(PlaceOrderDto, { ...order, unitPrice: '1e2' }).unitPrice).toBeDefined();
    expect(errorsOf(PlaceOrderDto, { ...order, quantity: '-1' }).quantity).toBeDefined();
  });

  it('refuses notes with contact details (5041) and malformed ids', () => {
    expect(errorsOf(PlaceOrderDto, { ...order, notes: 'wechat me' }).notes).toEqual([M.adNotesInvalid]);
    expect(errorsOf(PlaceOrderDto, { ...order, adId: '1 or 1=1' }).adId).toEqual([M.idFormat]);
  });
});

describe('order queries', () => {
  it('reads finish as a boolean and the side as BUY or SELL', () => {
    expect(errorsOf(OrderPageQueryDto, { finish: 'true', side: 'BUY' })).toEqual({});
    expect(errorsOf(OrderPageQueryDto, { finish: 'maybe' }).finish).toEqual([M.booleanInvalid]);
    expect(errorsOf(OrderPageQueryDto, { side: 'BOTH' }).side).toEqual([M.adTypeInvalid]);
  });

  it('bounds the security code and the cancellation reason', () => {
    expect(errorsOf(OrderSecurityQueryDto, { securityCode: 'x'.repeat(200) }).securityCode).toBeDefined();
    expect(errorsOf(OrderSecurityQueryDto, { reason: 'r'.repeat(101) }).reason).toEqual([M.textLength]);
    expect(errorsOf(OrderSecurityQueryDto, {})).toEqual({});
  });

  it('takes the security code in the body as well (issue 22: the security password out of the URL)', () => {
    expect(errorsOf(OrderSecurityBodyDto, { securityCode: 'Secret#123' })).toEqual({});
    expect(errorsOf(OrderSecurityBodyDto, { securityCode: 'x'.repeat(200) }).securityCode).toEqual([
      M.securityPasswordRequired,
    ]);
    expect(errorsOf(OrderSecurityBodyDto, { securityCode: 7 }).securityCode).toContain(
      M.securityPasswordRequired,
    );
    expect(errorsOf(OrderSecurityBodyDto, {})).toEqual({});
  });
});
