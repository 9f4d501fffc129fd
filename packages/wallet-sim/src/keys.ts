import { Wallet } from 'ethers';

const PRIVATE_KEY = /^(0x)?[0-9a-fA-F]{64}$/;

/** A Wallet for a 32-byte hex key (with or without 0x). The error never repeats the key. */
export function toWallet(hex: string): Wallet {
  if (typeof hex !== 'string' || !PRIVATE_KEY.test(hex.trim()))
    throw new TypeError('invalid private key: expected 32 bytes of hex (64 hex digits, optional 0x)');
  const key = hex.trim();
  try {
    return new Wallet(key.startsWith('0x') ? key : `0x${key}`);
  } catch {
    throw new TypeError('invalid private key: out of range for secp256k1');
  }
}
