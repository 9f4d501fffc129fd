/// <reference types="jest" />
import { errorsOf } from './dto.test-helpers.js';
import {
  AdjustCreditDto,
  BanUserDto,
  CREDIT_ADJUST_MAX,
  LiftBanDto,
  looksLikeUserId,
  SetCertifiedDto,
  SupportBanParamDto,
  SupportUserSearchDto,
} from './admin-support.dto.js';
import { ValidationMessage as M } from './messages.js';

describe('the Customer service DTOs (issue 13)', () => {
  it('search with 1 to 128 characters, trimmed', () => {
    expect(errorsOf(SupportUserSearchDto, { q: ' alice@example.test ' })).toEqual({});
    expect(errorsOf(SupportUserSearchDto, { q: '   ' }).q).toContain(M.supportQueryLength);
    expect(errorsOf(SupportUserSearchDto, {}).q).toContain(M.supportQueryLength);
    expect(errorsOf(SupportUserSearchDto, { q: 'x'.repeat(129) }).q).toContain(M.supportQueryLength);
    expect(errorsOf(SupportUserSearchDto, { q: 'a\uD800' }).q).toContain(M.malformedText);
  });

  it('tell an account id from other search text', () => {
    expect(looksLikeUserId('42')).toBe(true);
    for (const q of ['042', '4a', '0x12', 'alice', '12345678901234567890'])
      expect(looksLikeUserId(q)).toBe(false);
  });

  it('take the four ban kinds of spec §6 (RISK5001-5004) and a row id', () => {
    for (const kind of ['LOGIN', 'WITHDRAWAL', 'C2C_BUY', 'C2C_SELL']) {
      expect(errorsOf(SupportBanParamDto, { id: '7', kind })).toEqual({});
    }
    expect(errorsOf(SupportBanParamDto, { id: '7', kind: 'CHAT' }).kind).toContain(M.banKindInvalid);
    expect(errorsOf(SupportBanParamDto, { id: 'x y', kind: 'LOGIN' }).id).toContain(M.idFormat);
  });

  it('ban with a required reason and an end that is an instant or null (until lifted), never left out', () => {
    expect(errorsOf(BanUserDto, { reason: 'Fraud report', until: '2026-12-01T00:00:00Z' })).toEqual({});
    expect(errorsOf(BanUserDto, { reason: 'Fraud report', until: null })).toEqual({});
    expect(errorsOf(BanUserDto, { reason: 'Fraud report' }).until).toContain(M.banUntilInvalid);
    expect(errorsOf(BanUserDto, { reason: 'Fraud report', until: 'next week' }).until).toContain(
      M.banUntilInvalid,
    );
    expect(errorsOf(BanUserDto, { reason: ' ', until: null }).reason).toContain(M.staffReasonLength);
    expect(errorsOf(BanUserDto, { reason: 'x'.repeat(256), until: null }).reason).toContain(
      M.staffReasonLength,
    );
    expect(errorsOf(LiftBanDto, {}).reason).toContain(M.staffReasonLength);
  });

  it('grant or remove certification with a boolean and a reason', () => {
    expect(errorsOf(SetCertifiedDto, { certified: true, reason: 'Checked documents' })).toEqual({});
    expect(errorsOf(SetCertifiedDto, { certified: 'false', reason: 'Complaint' })).toEqual({});
    expect(errorsOf(SetCertifiedDto, { certified: 'maybe', reason: 'x' }).certified).toContain(
      M.booleanInvalid,
    );
    expect(errorsOf(SetCertifiedDto, { certified: true }).reason).toContain(M.staffReasonLength);
  });

  it('adjust credit by a non-zero whole number of points within the bound, with a reason', () => {
    expect(errorsOf(AdjustCreditDto, { delta: -20, reason: 'Goodwill reversal' })).toEqual({});
    expect(errorsOf(AdjustCreditDto, { delta: CREDIT_ADJUST_MAX, reason: 'r' })).toEqual({});
    for (const delta of [0, 1.5, 'ten', CREDIT_ADJUST_MAX + 1, -CREDIT_ADJUST_MAX - 1, null]) {
      expect(errorsOf(AdjustCreditDto, { delta, reason: 'r' }).delta).toContain(M.creditDeltaInvalid);
    }
    expect(errorsOf(AdjustCreditDto, { delta: 5, reason: '' }).reason).toContain(M.staffReasonLength);
  });
});
