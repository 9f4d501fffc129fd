import type { ErrorTable } from './types.js';

/** Generic codes, wallet sign-in (800-807), empty parameter (999), address and KYC (4000, 4001), SDK. */
export const GENERAL_ERRORS = {
  BAD_REQUEST: { code: '400', http: 400, meaning: 'incomplete parameters' },
  UNAUTHORIZED: {
    code: '401',
    http: 401,
    meaning: 'login invalid, log in again (with a [start, end] message: system maintenance)',
  },
  FORBIDDEN: { code: '403', http: 403, meaning: 'no permission for this operation' },
  NOT_FOUND: { code: '404', http: 404, meaning: 'not found' },
  TOO_MANY_REQUESTS: { code: '429', http: 429, meaning: 'too many requests, try again later' },
  SYSTEM_BUSY: { code: '500', http: 500, meaning: 'system busy, try again later' },
  SERVICE_UNAVAILABLE: { code: '503', http: 503, meaning: 'service temporarily unavailable' },

  SIGNATURE_INVALID: { code: '800', http: 400, meaning: 'wallet signature verification failed' },
  SIGN_IN_MESSAGE_INVALID: {
    code: '801',
    http: 400,
    meaning: 'sign-in message invalid or expired (domain, nonce or time window)',
  },
  IDENTITY_VERIFICATION_FAILED: {
    code: '802',
    http: 400,
    meaning: 'identity attestation verification failed',
  },
  IDENTITY_NOT_VERIFIED: {
    code: '803',
    http: 403,
    meaning: 'identity verification not completed in the wallet app',
  },
  QR_CODE_EXPIRED: { code: '804', http: 400, meaning: 'QR code timed out, refresh it and scan again' },
  AUTHORIZATION_FAILED: {
    code: '805',
    http: 403,
    meaning: 'wallet authorization failed or was refused',
  },
  ADDRESS_NOT_REGISTERED: {
    code: '806',
    http: 404,
    meaning: 'address not registered, register with the wallet app or by QR scan',
  },
  WALLET_ADVANCED_VERIFICATION_REQUIRED: {
    code: '807',
    http: 403,
    meaning: 'advanced verification needed in the wallet app',
  },

  EMPTY_PARAMETER: { code: '999', http: 400, meaning: 'empty parameter' },

  ADDRESS_GENERATION_FAILED: { code: '4000', http: 500, meaning: 'address generation failed' },
  ADVANCED_KYC_REQUIRED: { code: '4001', http: 403, meaning: 'advanced KYC needed' },

  SDK_VERIFICATION_FAILED: { code: 'SDK1003', http: 400, meaning: 'verification failed' },
} as const satisfies ErrorTable;
