/// <reference types="jest" />
import { errorsOf } from './dto.test-helpers.js';
import { ValidationMessage as M } from './messages.js';
import { StaffLoginDto, StaffTotpDto } from './staff.dto.js';
import { StaffChallengeAnswer } from '../answers/answers.js';
import { shapeProblems } from '../answers/conforms.js';

const challenge = 'A'.repeat(40) + '_-9';

describe('StaffLoginDto (POST /admin/auth/login)', () => {
  it('takes an address and any password text', () => {
    expect(errorsOf(StaffLoginDto, { email: 'ops@example.test', password: 'x' })).toEqual({});
    expect(errorsOf(StaffLoginDto, { email: 'ops@example.test' }).password).toContain(M.passwordRequired);
  });
});

describe('StaffTotpDto (POST /admin/auth/totp)', () => {
  it('takes the challenge and a 6-digit code (spaces dropped)', () => {
    expect(errorsOf(StaffTotpDto, { challenge, code: '123456' })).toEqual({});
    expect(errorsOf(StaffTotpDto, { challenge, code: '123 456' })).toEqual({});
  });

  it('refuses a code that is not 6 digits', () => {
    expect(errorsOf(StaffTotpDto, { challenge, code: '12345' }).code).toEqual([M.codeFormat]);
    expect(errorsOf(StaffTotpDto, { challenge, code: '12345a' }).code).toEqual([M.codeFormat]);
    expect(errorsOf(StaffTotpDto, { challenge, code: '' }).code).toContain(M.codeRequired);
  });

  it('refuses a missing or malformed challenge (e.g. a session token)', () => {
    expect(errorsOf(StaffTotpDto, { code: '123456' }).challenge).toBeDefined();
    expect(errorsOf(StaffTotpDto, { challenge: 'eyJ.abc.def', code: '123456' }).challenge).toEqual([
      M.required,
    ]);
  });
});

describe('StaffChallengeAnswer', () => {
  const base = { challenge, expiresAt: '2026-11-25T17:00:00.000Z' };
  it('fits a challenge with an enrolment (first sign-in) and one without', () => {
    const enrolment = { otpauthUri: 'otpauth://totp/P2P:a%40b.test?secret=ABC', secret: 'ABC' };
    expect(shapeProblems(StaffChallengeAnswer.node, { ...base, enrolment })).toEqual([]);
    expect(shapeProblems(StaffChallengeAnswer.node, { ...base, enrolment: null })).toEqual([]);
  });

  it('refuses an answer without the challenge', () => {
    expect(
      shapeProblems(StaffChallengeAnswer.node, { expiresAt: base.expiresAt, enrolment: null }),
    ).not.toEqual([]);
  });
});
