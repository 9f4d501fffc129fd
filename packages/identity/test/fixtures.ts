// Well-known hardhat development keys: public, for tests only.
import { Wallet } from 'ethers';
import { buildSignInMessage, type SignInFields } from '../src/index.js';

export const USER = new Wallet('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
export const OTHER = new Wallet('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
export const ISSUER = new Wallet('0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6');
export const ROGUE_ISSUER = new Wallet('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a');

export const DOMAIN = 'localhost:5173';
export const CHAIN_ID = 31337;
export const NOW = new Date('2026-03-01T12:00:00.000Z');
export const NOW_S = Math.floor(NOW.getTime() / 1000);

export function fields(overrides: Partial<SignInFields> = {}): SignInFields {
  return {
    domain: DOMAIN,
    address: USER.address,
    statement: 'Sign in to the P2P marketplace.',
    uri: 'http://127.0.0.1:3000',
    version: '1',
    chainId: CHAIN_ID,
    nonce: 'abc123XYZ789',
    issuedAt: NOW.toISOString(),
    expirationTime: new Date(NOW.getTime() + 300_000).toISOString(),
    ...overrides,
  };
}

export async function signed(
  overrides: Partial<SignInFields> = {},
  signer: Wallet = USER,
): Promise<{ message: string; signature: string }> {
  const message = buildSignInMessage(fields(overrides));
  return { message, signature: await signer.signMessage(message) };
}

/** Asserts that `fn` throws an IdentityError with `reason`. */
export async function expectReason(fn: () => unknown, reason: string): Promise<void> {
  try {
    await fn();
  } catch (err) {
    expect((err as { name?: string }).name).toBe('IdentityError');
    expect((err as { reason?: string }).reason).toBe(reason);
    return;
  }
  throw new Error(`expected an IdentityError ${reason}, nothing was thrown`);
}
