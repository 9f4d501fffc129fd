/// <reference types="jest" />
import { RegisterDto, RegisterFieldsDto } from './account.dto.js';
import { errorsOf, GOOD_PASSWORD } from './dto.test-helpers.js';
import { ValidationMessage as M } from './messages.js';

const register = {
  email: 'alice@example.com',
  code: '123456',
  password: GOOD_PASSWORD,
  confirmPassword: GOOD_PASSWORD,
  agreeTerms: true,
  sliderToken: 'sl.token',
};

describe('RegisterDto', () => {
  it('needs a passed slide-to-verify check; the form fields alone are RegisterFieldsDto', () => {
    const { sliderToken: _omitted, ...fields } = register;
    expect(errorsOf(RegisterDto, fields).sliderToken).toContain(M.sliderRequired);
    expect(errorsOf(RegisterFieldsDto, fields)).toEqual({});
  });

  it('accepts a complete registration', () => {
    expect(errorsOf(RegisterDto, register)).toEqual({});
  });

  it('accepts the longest password (32 characters)', () => {
    const pw = `Aa1!${'x'.repeat(28)}`;
    expect(errorsOf(RegisterDto, { ...register, password: pw, confirmPassword: pw })).toEqual({});
  });

  it('trims the email before checking it', () => {
    expect(errorsOf(RegisterDto, { ...register, email: '  alice@example.com ' })).toEqual({});
  });

  it('rejects a blank email', () => {
    expect(errorsOf(RegisterDto, { ...register, email: ' ' }).email).toContain(M.emailRequired);
  });

  it('rejects a malformed email', () => {
    for (const email of ['alice', 'alice@', '@example.com', 'a b@example.com']) {
      expect(errorsOf(RegisterDto, { ...register, email }).email).toContain(M.emailFormat);
    }
  });

  it('rejects a blank verification code', () => {
    expect(errorsOf(RegisterDto, { ...register, code: '' }).code).toContain(M.codeRequired);
  });

  it('rejects a verification code that is not 6 digits', () => {
    for (const code of ['12345', '1234567', '12a456']) {
      expect(errorsOf(RegisterDto, { ...register, code }).code).toContain(M.codeFormat);
    }
  });

  it('rejects a blank password', () => {
    expect(errorsOf(RegisterDto, { ...register, password: '' }).password).toContain(M.passwordRequired);
  });

  it('rejects a password shorter than 8 characters', () => {
    const pw = 'Ab1!xyz';
    expect(errorsOf(RegisterDto, { ...register, password: pw, confirmPassword: pw }).password).toContain(
      M.passwordLength,
    );
  });

  it('rejects a password longer than 32 characters', () => {
    const pw = `Aa1!${'x'.repeat(29)}`;
    expect(errorsOf(RegisterDto, { ...register, password: pw, confirmPassword: pw }).password).toContain(
      M.passwordLength,
    );
  });

  it.each([
    ['an upper-case letter', 'abcdef1!'],
    ['a lower-case letter', 'ABCDEF1!'],
    ['a digit', 'Abcdefg!'],
    ['a special character', 'Abcdefg1'],
  ])('rejects a password without %s', (_rule, pw) => {
    expect(errorsOf(RegisterDto, { ...register, password: pw, confirmPassword: pw }).password).toEqual([
      M.passwordFormat,
    ]);
  });

  it('rejects a password containing a space', () => {
    const pw = 'Abc def1!';
    expect(errorsOf(RegisterDto, { ...register, password: pw, confirmPassword: pw }).password).toContain(
      M.passwordFormat,
    );
  });

  it('rejects confirmPassword that does not match', () => {
    expect(errorsOf(RegisterDto, { ...register, confirmPassword: 'Abcdef1?' }).confirmPassword).toEqual([
      M.passwordMismatch,
    ]);
  });

  it('rejects terms not accepted', () => {
    expect(errorsOf(RegisterDto, { ...register, agreeTerms: false }).agreeTerms).toEqual([M.termsRequired]);
    expect(errorsOf(RegisterDto, { ...register, agreeTerms: 'true' }).agreeTerms).toEqual([M.termsRequired]);
    const { agreeTerms: _omitted, ...withoutTerms } = register;
    expect(errorsOf(RegisterDto, withoutTerms).agreeTerms).toEqual([M.termsRequired]);
  });
});
