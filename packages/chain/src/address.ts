// Address validation for the chains the platform supports. ERC-20: 20-byte hex with an EIP-55 checksum
// when mixed case. TRON (TRC-20): base58check of 0x41 + 20 bytes, the 4-byte checksum being the first
// bytes of sha256(sha256(payload)).
import { decodeBase58, getAddress, isHexString, sha256, toBeHex } from 'ethers';

export const ChainKind = { ERC20: 'ERC20', TRC20: 'TRC20' } as const;
export type ChainKind = (typeof ChainKind)[keyof typeof ChainKind];

const TRON_PREFIX = 0x41;
const TRON_LENGTH = 34;
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/;

export function isEvmAddress(value: string): boolean {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(value)) return false;
  try {
    getAddress(value); // throws on a wrong EIP-55 checksum in mixed case
    return true;
  } catch {
    return false;
  }
}

function hexToBytes(hex: string): Uint8Array {
  const clean = hex.slice(2);
  const out = new Uint8Array(clean.length / 2);
  for (let i = 0; i < out.length; i += 1) out[i] = parseInt(clean.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/** Decodes a TRON base58check address to its 21-byte payload (0x41 + 20 bytes), or null. */
export function decodeTronAddress(value: string): Uint8Array | null {
  if (typeof value !== 'string' || value.length !== TRON_LENGTH || !BASE58.test(value)) return null;
  let bytes: Uint8Array;
  try {
    const hex = toBeHex(decodeBase58(value), 25);
    if (!isHexString(hex, 25)) return null;
    bytes = hexToBytes(hex);
  } catch {
    return null;
  }
  const payload = bytes.slice(0, 21);
  const checksum = bytes.slice(21);
  const digest = hexToBytes(sha256(sha256(payload)));
  if (payload[0] !== TRON_PREFIX) return null;
  for (let i = 0; i < 4; i += 1) if (digest[i] !== checksum[i]) return null;
  return payload;
}

export function isTronAddress(value: string): boolean {
  return decodeTronAddress(value) !== null;
}

/** Whether `address` is a valid receiving address on `chain`. */
export function isValidAddress(chain: ChainKind, address: string): boolean {
  return chain === ChainKind.ERC20 ? isEvmAddress(address) : isTronAddress(address);
}

/** The canonical form used for storage and uniqueness: EIP-55 checksum for EVM, base58 as is for TRON. */
export function normalizeAddress(chain: ChainKind, address: string): string {
  if (!isValidAddress(chain, address)) throw new TypeError(`not a ${chain} address`);
  return chain === ChainKind.ERC20 ? getAddress(address) : address;
}

/** The TRON hex form (41 + 20 bytes) of a base58 address, for comparing with on-chain data. */
export function tronToHex(address: string): string {
  const payload = decodeTronAddress(address);
  if (!payload) throw new TypeError('not a TRON address');
  return Array.from(payload, (b) => b.toString(16).padStart(2, '0')).join('');
}
