import { Inject, Injectable } from '@nestjs/common';
import type { ErrorName } from '@p2p/contracts';
import { Clock } from '@p2p/domain';
import {
  IdentityError,
  type IdentityErrorReason,
  type ScanCallback,
  type VerifiedWalletProof,
  verifyScanCallback,
  verifyWalletProof,
  type WalletProof,
} from '@p2p/identity';
import { AppException } from '../../core/common/app-exception.js';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';

/** How each verification failure of the identity package answers (catalogue codes 800-807). */
export const IDENTITY_ERRORS: Record<IdentityErrorReason, ErrorName> = {
  SIGNATURE_INVALID: 'SIGNATURE_INVALID',
  MESSAGE_INVALID: 'SIGN_IN_MESSAGE_INVALID',
  DOMAIN_MISMATCH: 'SIGN_IN_MESSAGE_INVALID',
  EXPIRED: 'SIGN_IN_MESSAGE_INVALID',
  NOT_YET_VALID: 'SIGN_IN_MESSAGE_INVALID',
  ATTESTATION_INVALID: 'IDENTITY_VERIFICATION_FAILED',
  ATTESTATION_EXPIRED: 'IDENTITY_NOT_VERIFIED',
  ISSUER_UNTRUSTED: 'IDENTITY_VERIFICATION_FAILED',
  SUBJECT_MISMATCH: 'IDENTITY_VERIFICATION_FAILED',
  KYC_LEVEL_INSUFFICIENT: 'WALLET_ADVANCED_VERIFICATION_REQUIRED',
};

/** Verifies a wallet's sign-in message (EIP-4361) and KYC attestation (EIP-712) against configuration. */
@Injectable()
export class WalletProofService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  private policy(now: Date) {
    const auth = this.config.auth;
    return {
      expectedDomain: auth.siweDomain,
      ...(auth.siweScheme !== undefined ? { expectedScheme: auth.siweScheme } : {}),
      chainId: auth.identityChainId,
      trustedIssuers: auth.identityIssuers,
      requiredLevel: 'ADVANCED' as const,
      now,
    };
  }

  get domain(): string {
    return this.config.auth.siweDomain;
  }

  get chainId(): number {
    return this.config.auth.identityChainId;
  }

  verifyProof(proof: WalletProof, now = this.clock.now()): VerifiedWalletProof {
    try {
      return verifyWalletProof(proof, this.policy(now));
    } catch (err) {
      throw toAppException(err);
    }
  }

  verifyCallback(cb: ScanCallback, now = this.clock.now()): VerifiedWalletProof & { eventId: string } {
    try {
      return verifyScanCallback(cb, this.policy(now));
    } catch (err) {
      throw toAppException(err);
    }
  }
}

export function toAppException(err: unknown): unknown {
  if (err instanceof IdentityError) return new AppException(IDENTITY_ERRORS[err.reason]);
  return err;
}
