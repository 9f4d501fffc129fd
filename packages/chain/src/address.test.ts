import { isEvmAddress, isTronAddress, isValidAddress, normalizeAddress, tronToHex } from './address.js';

// Well-known public addresses: the TRC-20 USDT contract and the EIP-55 example vectors.
const TRON_USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const EIP55 = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

describe('chain address validation', () => {
  it('accepts an EIP-55 checksummed ERC-20 address', () => {
    expect(isEvmAddress(EIP55)).toBe(true);
  });
  it('accepts an all-lower-case ERC-20 address', () => {
    expect(isEvmAddress(EIP55.toLowerCase())).toBe(true);
  });
  it('rejects an ERC-20 address with a wrong checksum', () => {
    expect(isEvmAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(false);
  });
  it('rejects an ERC-20 address of the wrong length or alphabet', () => {
    expect(isEvmAddress('0x1234')).toBe(false);
    expect(isEvmAddress(`0x${'g'.repeat(40)}`)).toBe(false);
  });
  it('accepts a TRON base58check address', () => {
    expect(isTronAddress(TRON_USDT)).toBe(true);
    expect(tronToHex(TRON_USDT)).toBe('41a614f803b6fd780986a42c78ec9c7f77e6ded13c');
  });
  it('rejects a TRON address with one character changed (checksum)', () => {
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBe(false);
  });
  it('rejects a TRON address with characters outside base58', () => {
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj60')).toBe(false);
  });
  it('rejects an address of the other chain (address type mismatch)', () => {
    expect(isValidAddress('ERC20', TRON_USDT)).toBe(false);
    expect(isValidAddress('TRC20', EIP55)).toBe(false);
  });
  it('normalizes an ERC-20 address to its checksum form', () => {
    expect(normalizeAddress('ERC20', EIP55.toLowerCase())).toBe(EIP55);
  });
});
