// A development KYC issuer: signs EIP-712 attestations the way the real identity issuer would.
import { signKycAttestation, type KycAttestation, type KycLevel } from '@p2p/identity';
import { Wallet, hexlify, randomBytes } from 'ethers';
import { toWallet } from './keys.js';

/**
 * Hardhat's well-known account #9 (address 0xa0Ee7A142d267C1f36714E4a8F75612F20a79720). The key is
 * PUBLIC: anyone can sign attestations with it. Development and tests only; a production API must never
 * list its address among the trusted issuers.
 */
export const DEV_ISSUER_PRIVATE_KEY = '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6';

export const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/** What the issuer needs to know about the wallet it attests. */
export interface AttestationSubject {
  address: string;
  identity: string;
}

export interface AttestOptions {
  level?: KycLevel;
  ttlSeconds?: number;
  chainId: number;
  now?: Date;
  /** Letters and digits, 8 or more; random when absent. */
  nonce?: string;
}

export interface SignedAttestation {
  attestation: KycAttestation;
  /** EIP-712 signature by the issuer. */
  signature: string;
}

export class DevIssuer {
  private constructor(private readonly wallet: Wallet) {}

  /** The public development issuer (DEV_ISSUER_PRIVATE_KEY). */
  static dev(): DevIssuer {
    return new DevIssuer(toWallet(DEV_ISSUER_PRIVATE_KEY));
  }

  static fromPrivateKey(hex: string): DevIssuer {
    return new DevIssuer(toWallet(hex));
  }

  get address(): string {
    return this.wallet.address;
  }

  /** Attests `subject` at `level` (ADVANCED by default) for `ttlSeconds` (one year by default). */
  async attest(subject: AttestationSubject, opts: AttestOptions): Promise<SignedAttestation> {
    const issuedAt = Math.floor((opts.now ?? new Date()).getTime() / 1000);
    const attestation: KycAttestation = {
      subject: subject.address,
      identity: subject.identity,
      level: opts.level ?? 'ADVANCED',
      issuedAt,
      expiresAt: issuedAt + (opts.ttlSeconds ?? ONE_YEAR_SECONDS),
      nonce: opts.nonce ?? hexlify(randomBytes(12)).slice(2),
    };
    const signature = await signKycAttestation(this.wallet, attestation, opts.chainId);
    return { attestation, signature };
  }
}
