/// <reference types="jest" />
import { ERRORS } from '../errors/index.js';
import { ValidationMessage as M, VALIDATION_MESSAGE_KEYS } from './messages.js';
import { validationErrorName } from './validation-codes.js';

describe('validationErrorName: the catalogue code of a failed rule', () => {
  it.each([
    ['email', M.emailFormat, '1003'],
    ['password', M.passwordFormat, '1007'],
    ['password', M.passwordLength, '1007'],
    ['confirmPassword', M.passwordMismatch, '1008'],
    ['agreeTerms', M.termsRequired, '1030'],
    ['nickname', M.nicknameFormat, '1025'],
    ['usdtAddress', M.usdtAddressFormat, '1020'],
    ['chainType', M.chainTypeRequired, '1021'],
    ['newPassword', M.passwordFormat, 'USER3003'],
    ['code', M.codeFormat, 'USER3008'],
    ['securityPassword', M.securityPasswordLength, 'USER4000'],
    ['sliderToken', M.sliderRequired, '1039'],
    ['email', M.emailRequired, '400'],
    ['id', 'not.a.key', '400'],
  ])('%s failing %s answers %s', (field, message, code) => {
    expect(ERRORS[validationErrorName(field, message)].code).toBe(code);
  });

  it('maps every rule to a code of HTTP class 400', () => {
    for (const message of VALIDATION_MESSAGE_KEYS) {
      for (const field of ['email', 'newPassword', 'x']) {
        expect(ERRORS[validationErrorName(field, message)].http).toBe(400);
      }
    }
  });
});
