/// <reference types="jest" />
import * as domain from '@p2p/domain/validation';
import * as rules from './rules.js';
import { isAddressOfChain, isValidNickname, isValidPassword, isValidSecurityPassword } from './rules.js';

describe('rules: delegated to @p2p/domain', () => {
  it('re-exports the domain predicates themselves', () => {
    expect(rules.isValidPassword).toBe(domain.isValidPassword);
    expect(rules.isValidSecurityPassword).toBe(domain.isValidSecurityPassword);
    expect(rules.isValidNickname).toBe(domain.isValidNickname);
  });

  it('takes the DTO constants from the domain rules', () => {
    expect(rules.EMAIL_MAX_LENGTH).toBe(domain.EMAIL_MAX_LENGTH);
    expect(rules.EMAIL_CODE_PATTERN).toBe(domain.EMAIL_CODE_PATTERN);
    expect([rules.PASSWORD_MIN_LENGTH, rules.PASSWORD_MAX_LENGTH]).toEqual([8, 32]);
    expect(rules.PASSWORD_MIN_LENGTH).toBe(domain.PASSWORD_RULE.minLength);
    expect(rules.PASSWORD_MAX_LENGTH).toBe(domain.PASSWORD_RULE.maxLength);
    expect(rules.PASSWORD_PATTERN).toBe(domain.PASSWORD_RULE.pattern);
    expect([rules.SECURITY_PASSWORD_MIN_LENGTH, rules.SECURITY_PASSWORD_MAX_LENGTH]).toEqual([9, 32]);
    expect(rules.SECURITY_PASSWORD_MIN_LENGTH).toBe(domain.SECURITY_PASSWORD_RULE.minLength);
    expect(rules.SECURITY_PASSWORD_MAX_LENGTH).toBe(domain.SECURITY_PASSWORD_RULE.maxLength);
    expect(rules.SECURITY_PASSWORD_PATTERN).toBe(domain.SECURITY_PASSWORD_RULE.pattern);
    expect(rules.NICKNAME_MAX_LENGTH).toBe(domain.NICKNAME_MAX_LENGTH);
    expect(rules.NICKNAME_PATTERN).toBe(domain.NICKNAME_PATTERN);
    expect(rules.TEXT_MAX_LENGTH).toBe(domain.TEXT_FIELD_MAX);
  });
});

describe('rules', () => {
  it('isValidPassword follows the password rule', () => {
    expect(isValidPassword('Abcdef1!')).toBe(true);
    expect(isValidPassword(`Aa1!${'x'.repeat(28)}`)).toBe(true);
    expect(isValidPassword('Abcde1!')).toBe(false);
    expect(isValidPassword('abcdef1!')).toBe(false);
    expect(isValidPassword(`Aa1!${'x'.repeat(29)}`)).toBe(false);
    expect(isValidPassword(12345678)).toBe(false);
  });

  it('isValidPassword takes printable ASCII only (the domain rule: é is not a special character)', () => {
    expect(isValidPassword('Abcdéf1!')).toBe(false);
    expect(isValidPassword('Abcdef1é')).toBe(false);
  });

  it('PASSWORD_PATTERN checks the length as well as the composition', () => {
    expect(rules.PASSWORD_PATTERN.test('Abcdef1!')).toBe(true);
    expect(rules.PASSWORD_PATTERN.test('Abcd1!')).toBe(false);
    expect(rules.PASSWORD_PATTERN.test(`Aa1!${'x'.repeat(29)}`)).toBe(false);
    expect(rules.PASSWORD_PATTERN.test('Abc def1!')).toBe(false);
  });

  it('isValidSecurityPassword needs more than 8 characters', () => {
    expect(isValidSecurityPassword('Abcdef1!')).toBe(false);
    expect(isValidSecurityPassword('Abcdef1!x')).toBe(true);
    expect(rules.SECURITY_PASSWORD_PATTERN.test('Abcdef1!')).toBe(false);
    expect(rules.SECURITY_PASSWORD_PATTERN.test('Abcdef1!x')).toBe(true);
  });

  it('isValidSecurityPassword refuses the login password when it is given', () => {
    expect(isValidSecurityPassword('Abcdef1!x', 'Abcdef1!x')).toBe(false);
    expect(isValidSecurityPassword('Abcdef1!x', 'Other0ne!')).toBe(true);
  });

  it('isValidNickname takes letters and digits of any script, up to 20', () => {
    expect(isValidNickname('小明2')).toBe(true);
    expect(isValidNickname('a b')).toBe(false);
    expect(isValidNickname('')).toBe(false);
    expect(isValidNickname('a'.repeat(21))).toBe(false);
  });

  it('isValidNickname counts characters, not UTF-16 units (the domain rule)', () => {
    expect(isValidNickname('𠀀'.repeat(20))).toBe(true);
    expect(isValidNickname('𠀀'.repeat(21))).toBe(false);
  });

  it('isValidNickname takes combining marks after a letter but not first, nor non-decimal numerals', () => {
    expect(isValidNickname('Nguye\u0302\u0303n')).toBe(true);
    expect(isValidNickname('\u0301bob')).toBe(false);
    expect(isValidNickname('Ⅻ')).toBe(false);
  });

  it('isAddressOfChain tells ERC20 from TRC20 addresses', () => {
    expect(isAddressOfChain('0x52908400098527886E0F7030069857D2E4169EE7', 'ERC20')).toBe(true);
    expect(isAddressOfChain('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'TRC20')).toBe(true);
    expect(isAddressOfChain('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'ERC20')).toBe(false);
    expect(isAddressOfChain('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj60', 'TRC20')).toBe(false); // 0 is not base58
    expect(isAddressOfChain('0x52908400098527886E0F7030069857D2E4169EE7', undefined)).toBe(false);
  });
});
