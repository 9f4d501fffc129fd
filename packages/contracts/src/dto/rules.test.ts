/// <reference types="jest" />
import { isAddressOfChain, isValidNickname, isValidPassword, isValidSecurityPassword } from './rules.js';

describe('rules', () => {
  it('isValidPassword follows the password rule', () => {
    expect(isValidPassword('Abcdef1!')).toBe(true);
    expect(isValidPassword('Abcde1!')).toBe(false);
    expect(isValidPassword('abcdef1!')).toBe(false);
    expect(isValidPassword(`Aa1!${'x'.repeat(29)}`)).toBe(false);
    expect(isValidPassword(12345678)).toBe(false);
  });

  it('isValidSecurityPassword needs more than 8 characters', () => {
    expect(isValidSecurityPassword('Abcdef1!')).toBe(false);
    expect(isValidSecurityPassword('Abcdef1!x')).toBe(true);
  });

  it('isValidNickname takes letters and digits of any script, up to 20', () => {
    expect(isValidNickname('小明2')).toBe(true);
    expect(isValidNickname('a b')).toBe(false);
    expect(isValidNickname('')).toBe(false);
    expect(isValidNickname('a'.repeat(21))).toBe(false);
  });

  it('isAddressOfChain tells ERC20 from TRC20 addresses', () => {
    expect(isAddressOfChain('0x52908400098527886E0F7030069857D2E4169EE7', 'ERC20')).toBe(true);
    expect(isAddressOfChain('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'TRC20')).toBe(true);
    expect(isAddressOfChain('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'ERC20')).toBe(false);
    expect(isAddressOfChain('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj60', 'TRC20')).toBe(false); // 0 is not base58
    expect(isAddressOfChain('0x52908400098527886E0F7030069857D2E4169EE7', undefined)).toBe(false);
  });
});
