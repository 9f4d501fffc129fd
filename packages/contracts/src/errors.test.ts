/// <reference types="jest" />
import {
  ALL_ERROR_CODES,
  ERROR_CATALOGUE,
  ERROR_GROUPS,
  ERRORS,
  HTTP_CLASSES,
  errorByCode,
  isErrorCode,
  type ErrorName,
} from './errors.js';

function range(prefix: string, from: number, to: number): string[] {
  return Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${from + i}`);
}

function missing(codes: string[]): string[] {
  return codes.filter((c) => !ALL_ERROR_CODES.includes(c));
}

function expectCode(code: string, name: ErrorName, meaning: RegExp): void {
  const def = errorByCode(code);
  expect(def?.name).toBe(name);
  expect(def?.meaning).toMatch(meaning);
}

describe('error catalogue: every range of spec section 8 is complete', () => {
  const ranges: [string, string[]][] = [
    ['400, 401, 999, 4000, 4001, SDK1003', ['400', '401', '999', '4000', '4001', 'SDK1003']],
    ['800..807 (8 codes)', range('', 800, 807)],
    ['1000..1039 (40 codes)', range('', 1000, 1039)],
    ['3000..3026 (27 codes)', range('', 3000, 3026)],
    ['5000..5048 (49 codes)', range('', 5000, 5048)],
    // Beyond the spec: merchant certification (issue 24), after the spec's last trade code.
    ['5049..5057 merchant certification (9 codes)', range('', 5049, 5057)],
    // Beyond the spec: an appeal without evidence in both the upload and the chat (spec §5, issue 25).
    ['5058 appeal evidence required', ['5058']],
    // Beyond the spec: claiming appeal cases on the desk (issue 25).
    ['5065..5067 appeal claims', range('', 5065, 5067)],
    // Beyond the spec: the console's Ads & Orders (issue 25), staff offline and cancel of an ad.
    ['5060, 5061 admin trading', ['5060', '5061']],
    // Beyond the spec: staff management in the console (issue 25).
    ['5070..5073 staff management', range('', 5070, 5073)],
    ['AC2001..AC2008', range('AC', 2001, 2008)],
    ['AC3001, AC3002', range('AC', 3001, 3002)],
    ['AC3500..AC3503', range('AC', 3500, 3503)],
    ['AC4000, AC4001', range('AC', 4000, 4001)],
    ['RISK5001..RISK5004', range('RISK', 5001, 5004)],
    ['USER3003, USER3008, USER3011, USER4000', ['USER3003', 'USER3008', 'USER3011', 'USER4000']],
    ['generic 404, 429, 500', ['404', '429', '500']],
  ];
  it.each(ranges)('has every code of %s', (_label, codes) => {
    expect(missing(codes)).toEqual([]);
  });

  it('has nothing outside the ranges of the spec (and of issues 24 and 25) besides the generic 403, 404, 429, 500 and 503', () => {
    const allowed = new Set(ranges.flatMap(([, codes]) => codes).concat(['403', '503']));
    expect(ALL_ERROR_CODES.filter((c) => !allowed.has(c))).toEqual([]);
  });
});

it('names the holder of a case claimed by another officer with 5065, and refuses a non-holder with 5066 (issue 25)', () => {
  expectCode('5065', 'APPEAL_CLAIMED_BY_OTHER', /another officer/);
  expectCode('5066', 'APPEAL_NOT_HOLDER', /holds the case/);
  expectCode('5067', 'APPEAL_HANDOVER_TARGET_INVALID', /active appeal officer/);
});

it('refuses an appeal without evidence in both the upload and the chat with 5058 (spec §5)', () => {
  expectCode('5058', 'APPEAL_EVIDENCE_REQUIRED', /image.*chat/);
  expect(errorByCode('5058')?.http).toBe(400);
});

describe('error catalogue: integrity', () => {
  it('has unique codes', () => {
    const dup = ALL_ERROR_CODES.filter((c, i) => ALL_ERROR_CODES.indexOf(c) !== i);
    expect(dup).toEqual([]);
  });

  it('has unique names, none defined twice across the area files', () => {
    const names = ERROR_GROUPS.flatMap((g) => Object.keys(g));
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    expect(names.length).toBe(ERROR_CATALOGUE.length);
  });

  it('uses UPPER_SNAKE names', () => {
    expect(ERROR_CATALOGUE.filter((e) => !/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/.test(e.name))).toEqual([]);
  });

  it('gives every entry a valid HTTP class', () => {
    expect(ERROR_CATALOGUE.filter((e) => !HTTP_CLASSES.includes(e.http))).toEqual([]);
  });

  it('gives every entry an English meaning', () => {
    expect(ERROR_CATALOGUE.filter((e) => e.meaning.trim().length < 5)).toEqual([]);
  });

  it('never uses the success code 200', () => {
    expect(isErrorCode('200')).toBe(false);
  });

  it('keeps ERROR_CATALOGUE, ALL_ERROR_CODES and ERRORS in step', () => {
    expect(ERROR_CATALOGUE.length).toBe(Object.keys(ERRORS).length);
    expect(ALL_ERROR_CODES.length).toBe(ERROR_CATALOGUE.length);
    for (const e of ERROR_CATALOGUE) expect(ERRORS[e.name as ErrorName].code).toBe(e.code);
  });
});

describe('error catalogue: lookups', () => {
  it('finds an entry by code, with its name', () => {
    expect(errorByCode('1031')).toEqual({
      name: 'NICKNAME_CHANGED_THIS_WEEK',
      code: '1031',
      http: 409,
      meaning: 'nickname already changed this week',
    });
  });
  it('answers undefined for an unknown code', () => {
    expect(errorByCode('1040')).toBeUndefined();
    expect(errorByCode('')).toBeUndefined();
  });
  it('recognises catalogue codes only', () => {
    expect(isErrorCode('AC3503')).toBe(true);
    expect(isErrorCode('RISK5005')).toBe(false);
  });
});

describe('error catalogue: required generic names', () => {
  it.each([
    ['BAD_REQUEST', '400', 400],
    ['UNAUTHORIZED', '401', 401],
    ['NOT_FOUND', '404', 404],
    ['TOO_MANY_REQUESTS', '429', 429],
    ['SYSTEM_BUSY', '500', 500],
    ['EMPTY_PARAMETER', '999', 400],
  ] as const)('%s is code %s with HTTP %s', (name, code, http) => {
    expect(ERRORS[name].code).toBe(code);
    expect(ERRORS[name].http).toBe(http);
  });
});

describe('error catalogue: meanings fixed by the spec', () => {
  it('400 is incomplete parameters', () => expectCode('400', 'BAD_REQUEST', /incomplete parameters/));
  it('401 is login invalid', () => expectCode('401', 'UNAUTHORIZED', /login invalid/));
  it('806 is address not registered', () =>
    expectCode('806', 'ADDRESS_NOT_REGISTERED', /address not registered/));
  it('807 is advanced verification needed in the wallet', () =>
    expectCode('807', 'WALLET_ADVANCED_VERIFICATION_REQUIRED', /advanced verification needed in the wallet/));
  it('999 is empty parameter', () => expectCode('999', 'EMPTY_PARAMETER', /empty parameter/));
  it('1000 is email already registered', () =>
    expectCode('1000', 'EMAIL_ALREADY_REGISTERED', /email already registered/));
  it('1004 is wrong account or password', () =>
    expectCode('1004', 'WRONG_ACCOUNT_OR_PASSWORD', /wrong account or password/));
  it('1009 is SCAN_NO_CALLBACK, a 409 (not yet scanned), never a 2xx', () => {
    expectCode('1009', 'SCAN_NO_CALLBACK', /SCAN_NO_CALLBACK/);
    expect(ERRORS.SCAN_NO_CALLBACK.http).toBe(409);
  });
  it('1013 is wrong or expired code', () =>
    expectCode('1013', 'VERIFICATION_CODE_INVALID', /wrong or expired/));
  it('1015 is identity wallet not bound', () =>
    expectCode('1015', 'IDENTITY_WALLET_NOT_BOUND', /identity wallet not bound/));
  it('1031 is nickname already changed this week', () =>
    expectCode('1031', 'NICKNAME_CHANGED_THIS_WEEK', /nickname already changed this week/));
  it('1032 is new and old password equal', () =>
    expectCode('1032', 'PASSWORD_SAME_AS_OLD', /new and old password are equal/));
  it('1033 is USDT address already bound', () =>
    expectCode('1033', 'USDT_ADDRESS_ALREADY_BOUND', /USDT address already bound/));
  it('4000 is address generation failed', () =>
    expectCode('4000', 'ADDRESS_GENERATION_FAILED', /address generation failed/));
  it('4001 is advanced KYC needed', () => expectCode('4001', 'ADVANCED_KYC_REQUIRED', /advanced KYC needed/));
  it('5009 is credit below 60', () => expectCode('5009', 'CREDIT_TOO_LOW', /credit score below 60/));
  it('5014 is advertiser offline', () => expectCode('5014', 'ADVERTISER_OFFLINE', /advertiser offline/));
  it('5023 is pending orders exceed limit', () =>
    expectCode('5023', 'PENDING_ORDERS_LIMIT_EXCEEDED', /pending orders exceed the limit/));
  it('5026 is own ad', () => expectCode('5026', 'OWN_AD', /your own ad/));
  it('5031 is unit price out of range', () =>
    expectCode('5031', 'UNIT_PRICE_OUT_OF_RANGE', /unit price out of range/));
  it('5044 is certified merchant needed for fiat ads', () =>
    expectCode('5044', 'CERTIFIED_MERCHANT_REQUIRED', /certified merchant needed for fiat ads/));
  it('5045 is pair unsupported', () => expectCode('5045', 'PAIR_UNSUPPORTED', /pair unsupported/));
  it('5046 is album missing', () => expectCode('5046', 'ALBUM_NOT_FOUND', /album missing/));
  it('5047 is NFT sells only', () => expectCode('5047', 'NFT_SELL_ONLY', /NFT ads can only be sales/));
  it('5048 is NFT not found', () => expectCode('5048', 'NFT_NOT_FOUND', /NFT not found/));
  it('RISK5001 is a ban on login', () => expectCode('RISK5001', 'LOGIN_BANNED', /banned from login/));
  it('RISK5002 is a ban on withdrawal', () =>
    expectCode('RISK5002', 'WITHDRAWAL_BANNED', /banned from withdrawal/));
  it('RISK5003 is a ban on C2C buying', () =>
    expectCode('RISK5003', 'C2C_BUY_BANNED', /banned from C2C buying/));
  it('RISK5004 is a ban on C2C selling', () =>
    expectCode('RISK5004', 'C2C_SELL_BANNED', /banned from C2C selling/));
  it('USER3011 is wrong trading password', () =>
    expectCode('USER3011', 'TRADING_PASSWORD_WRONG', /wrong trading password/));
  it('SDK1003 is verification failed', () =>
    expectCode('SDK1003', 'SDK_VERIFICATION_FAILED', /verification failed/));
  it('the order actions refused by state have distinct codes (accept, pay, confirm, cancel, appeal)', () => {
    const codes = [
      ERRORS.CANNOT_ACCEPT_ORDER.code,
      ERRORS.CANNOT_PAY_ORDER.code,
      ERRORS.CANNOT_CONFIRM_ORDER.code,
      ERRORS.CANNOT_CANCEL_ORDER.code,
      ERRORS.CANNOT_APPEAL_ORDER.code,
    ];
    expect(new Set(codes).size).toBe(5);
    expect(codes.every((c) => c >= '5000' && c <= '5048')).toBe(true);
  });
});
