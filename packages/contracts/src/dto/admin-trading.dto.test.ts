/// <reference types="jest" />
import { plainToInstance } from 'class-transformer';
import { errorsOf } from './dto.test-helpers.js';
import {
  AdminTradingAdQueryDto,
  AdminTradingFundQueryDto,
  AdminTradingOrderQueryDto,
  StaffAdActionDto,
  TRADING_REASON_MAX_LENGTH,
} from './admin-trading.dto.js';
import { ValidationMessage as M } from './messages.js';

describe("the console's Ads & Orders DTOs (issue 25)", () => {
  it('takes a staff reason of 1 to 500 characters, trimmed, and refuses a malformed one', () => {
    expect(errorsOf(StaffAdActionDto, { reason: '  scam ad  ' })).toEqual({});
    expect(plainToInstance(StaffAdActionDto, { reason: '  scam ad ' }).reason).toBe('scam ad');
    expect(errorsOf(StaffAdActionDto, { reason: 'x'.repeat(TRADING_REASON_MAX_LENGTH) })).toEqual({});
    expect(errorsOf(StaffAdActionDto, { reason: 'x'.repeat(501) }).reason).toContain(M.tradingReasonLength);
    expect(errorsOf(StaffAdActionDto, { reason: '   ' }).reason).toContain(M.tradingReasonLength);
    expect(errorsOf(StaffAdActionDto, {}).reason).toContain(M.tradingReasonLength);
    expect(errorsOf(StaffAdActionDto, { reason: 'a\uD800' }).reason).toContain(M.malformedText);
  });

  it('filters ads by status, online, pair, side, user and dates, and pages at most 100', () => {
    const q = {
      status: 'PUBLISHED',
      online: 'false',
      coin: 'USDT',
      quote: 'CNY',
      side: 'SELL',
      user: ' alice ',
      from: '2026-11-01T00:00:00Z',
      to: '2026-12-01T00:00:00Z',
      pageNo: '2',
      pageSize: '100',
    };
    expect(errorsOf(AdminTradingAdQueryDto, q)).toEqual({});
    expect(plainToInstance(AdminTradingAdQueryDto, q).online).toBe(false);
    expect(errorsOf(AdminTradingAdQueryDto, { pageSize: '101' }).pageSize).toContain(M.pageSizeInvalid);
    expect(errorsOf(AdminTradingAdQueryDto, { status: 'GONE' }).status).toContain(M.appealFilterInvalid);
    expect(errorsOf(AdminTradingAdQueryDto, { side: 'HOLD' }).side).toContain(M.adTypeInvalid);
    expect(errorsOf(AdminTradingAdQueryDto, { from: 'yesterday' }).from).toContain(M.appealFilterInvalid);
    expect(errorsOf(AdminTradingAdQueryDto, { coin: 'us dt' }).coin).toContain(M.appealFilterInvalid);
    expect(errorsOf(AdminTradingAdQueryDto, { user: 'a\u0000b' }).user).toBeDefined();
  });

  it('takes one order status or several, and refuses an unknown one', () => {
    expect(plainToInstance(AdminTradingOrderQueryDto, { status: 'COMPLETED,CANCELLED' }).status).toEqual([
      'COMPLETED',
      'CANCELLED',
    ]);
    expect(errorsOf(AdminTradingOrderQueryDto, { status: ['IN_APPEAL', 'COMPLETED'] })).toEqual({});
    expect(errorsOf(AdminTradingOrderQueryDto, { status: 'COMPLETED,NOPE' }).status).toContain(
      M.appealFilterInvalid,
    );
  });

  it('takes amounts as decimal strings that fit NUMERIC(36,18), and an actionable chain state (not a confirmed one)', () => {
    expect(errorsOf(AdminTradingOrderQueryDto, { amountMin: '10.5', amountMax: '1000' })).toEqual({});
    for (const bad of ['1e3', '-1', '1.', 'abc', '1'.repeat(19)])
      expect(errorsOf(AdminTradingOrderQueryDto, { amountMin: bad }).amountMin).toContain(M.amountInvalid);
    expect(errorsOf(AdminTradingOrderQueryDto, { chainState: 'PAYOUT_FAILED' })).toEqual({});
    for (const bad of ['LOST', 'DEPOSIT_CONFIRMED', 'PAYOUT_CONFIRMED'])
      expect(errorsOf(AdminTradingOrderQueryDto, { chainState: bad }).chainState).toContain(
        M.appealFilterInvalid,
      );
  });

  it('lists waiting funds by default and takes failed ones, deposits or payouts', () => {
    expect(plainToInstance(AdminTradingFundQueryDto, {}).state).toBe('waiting');
    expect(errorsOf(AdminTradingFundQueryDto, { state: 'failed', kind: 'PAYOUT' })).toEqual({});
    expect(errorsOf(AdminTradingFundQueryDto, { state: 'stuck' }).state).toContain(M.appealFilterInvalid);
    expect(errorsOf(AdminTradingFundQueryDto, { kind: 'REFUND' }).kind).toContain(M.appealFilterInvalid);
  });
});
