/// <reference types="jest" />
import { errorsOf } from './dto.test-helpers.js';
import { FundRecordQueryDto, WithdrawDto } from './funds.dto.js';
import { ValidationMessage as M } from './messages.js';

const good = { coin: 'USDT', chain: 'ERC20', amount: '12.5', securityPassword: '123456' };

describe('WithdrawDto (POST /balance/extract)', () => {
  it('accepts a coin, a chain, a decimal amount and the security password', () => {
    expect(errorsOf(WithdrawDto, good)).toEqual({});
  });

  it.each(['-1', '1e3', '0x10', '1.', '.5', '1,5', ' ', '1.1234567890123456789'])(
    'refuses the amount %p as not a decimal',
    (amount) => {
      expect(errorsOf(WithdrawDto, { ...good, amount }).amount).toContain(M.amountInvalid);
    },
  );

  it('refuses an amount sent as a number (money is never a float)', () => {
    expect(errorsOf(WithdrawDto, { ...good, amount: 12.5 }).amount).toContain(M.amountInvalid);
  });

  it('refuses an unknown chain and a malformed coin symbol', () => {
    const errors = errorsOf(WithdrawDto, { ...good, chain: 'BTC', coin: 'usdt!' });
    expect(errors.chain).toContain(M.chainTypeRequired);
    expect(errors.coin).toContain(M.coinInvalid);
  });

  it('needs the security password', () => {
    expect(errorsOf(WithdrawDto, { ...good, securityPassword: '' }).securityPassword).toContain(
      M.securityPasswordRequired,
    );
  });
});

describe('FundRecordQueryDto (GET /balance/detail)', () => {
  it('pages, optionally filtered by DEPOSIT or WITHDRAWAL', () => {
    expect(errorsOf(FundRecordQueryDto, { type: 'DEPOSIT', pageNo: '2' })).toEqual({});
    expect(errorsOf(FundRecordQueryDto, {})).toEqual({});
  });

  it('refuses another record type', () => {
    expect(errorsOf(FundRecordQueryDto, { type: 'TRANSFER' }).type).toContain(M.fundRecordTypeInvalid);
  });
});
