/// <reference types="jest" />
import { errorsOf } from './dto.test-helpers.js';
import {
  CREDIT_SETTING_TYPES,
  CreditSettingTypeParamDto,
  DEFAULT_USER_LIMITS,
  SetUserLimitsDto,
  UpdateCreditSettingDto,
  UpdateUserLimitDefaultsDto,
  USER_LIMIT_FIELDS,
} from './admin-settings.dto.js';
import { ValidationMessage as M } from './messages.js';

const LIMITS = { ...DEFAULT_USER_LIMITS };

describe('the settings DTOs (issue 25)', () => {
  it('name the five credit rules of spec §9 as the path parameter, nothing else', () => {
    for (const type of CREDIT_SETTING_TYPES)
      expect(errorsOf(CreditSettingTypeParamDto, { type })).toEqual({});
    expect(errorsOf(CreditSettingTypeParamDto, { type: 'cancel_order' }).type).toContain(M.idFormat);
    expect(errorsOf(CreditSettingTypeParamDto, {}).type).toContain(M.idFormat);
  });

  it('take a whole deduct of 0 to 1000 points and 0 to 100 free cancellations a day (optional)', () => {
    expect(errorsOf(UpdateCreditSettingDto, { deduct: 0 })).toEqual({});
    expect(errorsOf(UpdateCreditSettingDto, { deduct: 1000, dailyFreeCancellations: 100 })).toEqual({});
    for (const deduct of [-1, 1001, 2.5, 'x', null, undefined]) {
      expect(errorsOf(UpdateCreditSettingDto, { deduct }).deduct).toContain(M.conditionInvalid);
    }
    for (const free of [-1, 101, 0.5]) {
      expect(
        errorsOf(UpdateCreditSettingDto, { deduct: 1, dailyFreeCancellations: free }).dailyFreeCancellations,
      ).toContain(M.conditionInvalid);
    }
  });

  it('take a description of 1 to 255 well-formed characters, null to clear it, or none to keep it', () => {
    expect(errorsOf(UpdateCreditSettingDto, { deduct: 1, description: null })).toEqual({});
    expect(errorsOf(UpdateCreditSettingDto, { deduct: 1, description: 'x'.repeat(255) })).toEqual({});
    expect(
      errorsOf(UpdateCreditSettingDto, { deduct: 1, description: 'x'.repeat(256) }).description,
    ).toContain(M.textLength);
    expect(errorsOf(UpdateCreditSettingDto, { deduct: 1, description: '  ' }).description).toContain(
      M.required,
    );
    expect(errorsOf(UpdateCreditSettingDto, { deduct: 1, description: 'a\uD800' }).description).toContain(
      M.malformedText,
    );
  });

  it('take each of the five limits as a whole number of 0 to 1000, all required', () => {
    expect(errorsOf(UpdateUserLimitDefaultsDto, LIMITS)).toEqual({});
    expect(
      errorsOf(UpdateUserLimitDefaultsDto, { ...LIMITS, buyAdLimit: 0, pendingOrderLimit: 1000 }),
    ).toEqual({});
    for (const field of USER_LIMIT_FIELDS) {
      for (const value of [-1, 1001, 1.5, 'many', undefined]) {
        expect(errorsOf(UpdateUserLimitDefaultsDto, { ...LIMITS, [field]: value })[field]).toContain(
          M.conditionInvalid,
        );
      }
    }
  });

  it("take a trader's limits with a required reason of 1 to 255 characters", () => {
    expect(errorsOf(SetUserLimitsDto, { ...LIMITS, reason: ' Fewer ads ' })).toEqual({});
    expect(errorsOf(SetUserLimitsDto, LIMITS).reason).toContain(M.staffReasonLength);
    expect(errorsOf(SetUserLimitsDto, { ...LIMITS, reason: '   ' }).reason).toContain(M.staffReasonLength);
    expect(errorsOf(SetUserLimitsDto, { ...LIMITS, reason: 'x'.repeat(256) }).reason).toContain(
      M.staffReasonLength,
    );
    expect(errorsOf(SetUserLimitsDto, { ...LIMITS, reason: 'a\u0000b' }).reason).toContain(M.malformedText);
    expect(
      errorsOf(SetUserLimitsDto, { ...LIMITS, pendingOrderLimit: -1, reason: 'x' }).pendingOrderLimit,
    ).toContain(M.conditionInvalid);
  });
});
