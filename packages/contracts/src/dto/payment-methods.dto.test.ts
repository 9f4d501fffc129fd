/// <reference types="jest" />
import { errorsOf } from './dto.test-helpers.js';
import { ValidationMessage as M } from './messages.js';
import { PaymentMethodInputDto } from './payment-methods.dto.js';

const card = {
  kind: 'BANK_CARD',
  name: 'Li Lei',
  account: '6222020200112233',
  bankName: 'ICBC',
  currency: 'CNY',
};
const alipay = { kind: 'ALIPAY', name: 'Li Lei', account: 'lilei88', currency: 'CNY' };

describe('PaymentMethodInputDto (POST /user/payment/add, /user/payment/edit/{id})', () => {
  it('accepts a bank card with its bank name, and every kind with a name, an account and a currency', () => {
    expect(errorsOf(PaymentMethodInputDto, card)).toEqual({});
    for (const kind of ['USDT_ADDRESS', 'ALIPAY', 'WECHAT', 'VISA_DIRECT', 'OTHER']) {
      expect(errorsOf(PaymentMethodInputDto, { ...alipay, kind })).toEqual({});
    }
  });

  it('accepts every optional field: branch, IBAN, exchange name, account information, notes, QR file id', () => {
    const full = {
      ...card,
      branch: 'Pudong branch',
      iban: 'CN12 3456',
      exchangeName: 'Some exchange',
      accountInfo: 'Savings, ¥ only',
      notes: 'Pay within 15 minutes! 谢谢',
      qrFileId: '12345',
    };
    expect(errorsOf(PaymentMethodInputDto, full)).toEqual({});
    expect(errorsOf(PaymentMethodInputDto, { ...alipay, notes: null, qrFileId: null })).toEqual({});
  });

  it('refuses a kind outside the enum', () => {
    for (const kind of ['PAYPAL', '', undefined, 3]) {
      expect(errorsOf(PaymentMethodInputDto, { ...alipay, kind }).kind).toContain(M.paymentKindInvalid);
    }
  });

  it('requires the bank name for a bank card (blank counts as missing)', () => {
    for (const bankName of [undefined, null, '', '   ']) {
      expect(errorsOf(PaymentMethodInputDto, { ...card, bankName }).bankName).toContain(M.bankNameRequired);
    }
  });

  it('leaves the bank name optional for other kinds, but checks it when given', () => {
    expect(errorsOf(PaymentMethodInputDto, alipay)).toEqual({});
    expect(errorsOf(PaymentMethodInputDto, { ...alipay, bankName: 'x'.repeat(101) }).bankName).toContain(
      M.textLength,
    );
  });

  it('accepts the account or card number with digits or letters only', () => {
    for (const account of ['0x12aBcD', 'ABC123', '9'.repeat(100)]) {
      expect(errorsOf(PaymentMethodInputDto, { ...alipay, account })).toEqual({});
    }
    for (const account of ['6222 0202', '6222-0202', 'li.lei@example.com', '李雷', '+8613800000000']) {
      expect(errorsOf(PaymentMethodInputDto, { ...alipay, account }).account).toContain(
        M.accountDigitsLetters,
      );
    }
  });

  it('requires the name and the account', () => {
    const errors = errorsOf(PaymentMethodInputDto, { ...alipay, name: ' ', account: '' });
    expect(errors.name).toContain(M.paymentNameRequired);
    expect(errors.account).toContain(M.paymentAccountRequired);
  });

  it('allows each text field up to 100 characters (digits, letters and special characters) and no more', () => {
    const hundred = 'Ä!'.repeat(50);
    const ok = { ...card, name: hundred, bankName: hundred, branch: hundred, notes: hundred };
    expect(errorsOf(PaymentMethodInputDto, ok)).toEqual({});
    const long = 'a'.repeat(101);
    const errors = errorsOf(PaymentMethodInputDto, {
      ...card,
      name: long,
      account: long,
      bankName: long,
      branch: long,
      iban: long,
      exchangeName: long,
      accountInfo: long,
      notes: long,
    });
    for (const field of [
      'name',
      'account',
      'bankName',
      'branch',
      'iban',
      'exchangeName',
      'accountInfo',
      'notes',
    ]) {
      expect({ field, messages: errors[field] }).toEqual({
        field,
        messages: expect.arrayContaining([M.textLength]),
      });
    }
  });

  it('refuses a text field that is not a string', () => {
    expect(errorsOf(PaymentMethodInputDto, { ...alipay, notes: 5 }).notes).toContain(M.textLength);
  });

  it('needs a currency code in upper case (ISO 4217 or a coin symbol)', () => {
    expect(errorsOf(PaymentMethodInputDto, { ...alipay, currency: 'USDT' })).toEqual({});
    for (const currency of [undefined, '', 'cny', 'C', 'TOOLONGCURRENCY', 'C$']) {
      expect(errorsOf(PaymentMethodInputDto, { ...alipay, currency }).currency).toContain(M.currencyInvalid);
    }
  });

  it('checks the form of the QR image file id only (an id, at most 64 characters)', () => {
    for (const qrFileId of ['../etc/passwd', 'a b', 'x'.repeat(65), 7]) {
      expect(errorsOf(PaymentMethodInputDto, { ...alipay, qrFileId }).qrFileId).toContain(M.fileIdFormat);
    }
  });

  it('trims the texts before checking them', () => {
    expect(errorsOf(PaymentMethodInputDto, { ...alipay, account: '  lilei88 ', currency: ' CNY ' })).toEqual(
      {},
    );
  });
});
