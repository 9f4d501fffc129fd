// One error class for every verification failure. `reason` is stable and machine-readable; the API maps
// it to a catalogue code (see docs/identity-wallet.md): the package itself knows nothing of HTTP.

export const IdentityErrorReason = {
  SIGNATURE_INVALID: 'SIGNATURE_INVALID',
  MESSAGE_INVALID: 'MESSAGE_INVALID',
  DOMAIN_MISMATCH: 'DOMAIN_MISMATCH',
  EXPIRED: 'EXPIRED',
  NOT_YET_VALID: 'NOT_YET_VALID',
  ATTESTATION_INVALID: 'ATTESTATION_INVALID',
  ATTESTATION_EXPIRED: 'ATTESTATION_EXPIRED',
  ISSUER_UNTRUSTED: 'ISSUER_UNTRUSTED',
  KYC_LEVEL_INSUFFICIENT: 'KYC_LEVEL_INSUFFICIENT',
  SUBJECT_MISMATCH: 'SUBJECT_MISMATCH',
} as const;
export type IdentityErrorReason = (typeof IdentityErrorReason)[keyof typeof IdentityErrorReason];

export class IdentityError extends Error {
  override readonly name = 'IdentityError';

  constructor(
    readonly reason: IdentityErrorReason,
    message: string,
  ) {
    super(`${reason}: ${message}`);
  }
}

/** Whether `err` is an IdentityError, optionally of the given reason. */
export function isIdentityError(err: unknown, reason?: IdentityErrorReason): err is IdentityError {
  return err instanceof IdentityError && (reason === undefined || err.reason === reason);
}
