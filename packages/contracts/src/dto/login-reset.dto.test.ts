/// <reference types="jest" />
import { LoginDto, ResetPasswordDto, UnbindResetPasswordDto } from './account.dto.js';
import { errorsOf, GOOD_PASSWORD } from './dto.test-helpers.js';
import { ValidationMessage as M } from './messages.js';

const CIPHER = 'q83vEjRWeJCrze8SNFZ4kA=='; // base64 of random bytes

describe('LoginDto', () => {
  const good = { email: 'alice@example.com', password: CIPHER, sliderToken: 'slider-token' };

  it('accepts a base64 ciphertext password', () => {
    expect(errorsOf(LoginDto, good)).toEqual({});
  });

  it('rejects a blank password', () => {
    expect(errorsOf(LoginDto, { ...good, password: '' }).password).toContain(M.passwordRequired);
  });

  it('rejects a password that is not base64 ciphertext', () => {
    expect(errorsOf(LoginDto, { ...good, password: 'Abcdef1!' }).password).toContain(M.passwordCiphertext);
  });

  it('rejects a missing slider token', () => {
    const { sliderToken: _omitted, ...rest } = good;
    expect(errorsOf(LoginDto, rest).sliderToken).toContain(M.sliderRequired);
  });

  it('takes the emailed code as an optional 6-digit field (needed past the account cap)', () => {
    expect(errorsOf(LoginDto, { ...good, emailCode: '123456' })).toEqual({});
    expect(errorsOf(LoginDto, { ...good, emailCode: '12ab56' }).emailCode).toEqual([M.codeFormat]);
  });
});

describe('UnbindResetPasswordDto and ResetPasswordDto', () => {
  const good = {
    email: 'alice@example.com',
    code: '123456',
    password: GOOD_PASSWORD,
    confirmPassword: GOOD_PASSWORD,
  };

  it('accepts a complete reset by email code', () => {
    expect(errorsOf(UnbindResetPasswordDto, good)).toEqual({});
  });

  it('rejects a new password breaking the password rule', () => {
    expect(
      errorsOf(UnbindResetPasswordDto, { ...good, password: 'password', confirmPassword: 'password' })
        .password,
    ).toContain(M.passwordFormat);
  });

  it('rejects confirmPassword that does not match', () => {
    expect(errorsOf(UnbindResetPasswordDto, { ...good, confirmPassword: 'x' }).confirmPassword).toEqual([
      M.passwordMismatch,
    ]);
  });

  it("needs the wallet's confirmation event for a reset with the wallet", () => {
    expect(errorsOf(ResetPasswordDto, { ...good, eventId: 'Ab_9-xyz' })).toEqual({});
    expect(errorsOf(ResetPasswordDto, good).eventId).toContain(M.idFormat);
    expect(errorsOf(ResetPasswordDto, { ...good, eventId: '../x' }).eventId).toContain(M.idFormat);
    expect(errorsOf(ResetPasswordDto, { ...good, eventId: 'a'.repeat(129) }).eventId).toContain(M.idFormat);
  });
});
