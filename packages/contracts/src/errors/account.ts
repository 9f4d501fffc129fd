import type { ErrorTable } from './types.js';

/** Account, login, code and nickname errors (1000-1039), user settings (USER*) and risk bans (RISK*). */
export const ACCOUNT_ERRORS = {
  EMAIL_ALREADY_REGISTERED: { code: '1000', http: 409, meaning: 'email already registered' },
  USER_NOT_FOUND: { code: '1001', http: 404, meaning: 'user does not exist' },
  EMAIL_NOT_REGISTERED: { code: '1002', http: 404, meaning: 'email not registered' },
  EMAIL_FORMAT_INVALID: { code: '1003', http: 400, meaning: 'incorrect email format' },
  WRONG_ACCOUNT_OR_PASSWORD: { code: '1004', http: 400, meaning: 'wrong account or password' },
  LOGIN_PROHIBITED: { code: '1005', http: 403, meaning: 'login prohibited for this account' },
  LOGIN_EXPIRED: { code: '1006', http: 401, meaning: 'login expired, log in again' },
  PASSWORD_FORMAT_INVALID: {
    code: '1007',
    http: 400,
    meaning:
      'password format invalid: 8 to 32 characters with upper case, lower case, digits and special characters',
  },
  PASSWORDS_DO_NOT_MATCH: { code: '1008', http: 400, meaning: 'passwords do not match' },
  // Not a failure: the QR code has not been scanned yet and the page keeps polling /scan/result. The body's
  // message is the literal token SCAN_NO_CALLBACK in every language. HTTP 409 (the result is not ready in
  // the current state) rather than a 2xx, so that a generic client never takes it for a success.
  SCAN_NO_CALLBACK: {
    code: '1009',
    http: 409,
    meaning: 'SCAN_NO_CALLBACK: QR code not scanned yet, wait for the callback',
  },
  QR_VERIFICATION_FAILED: { code: '1010', http: 400, meaning: 'QR code verification failed' },
  TOO_MANY_CODES: {
    code: '1011',
    http: 429,
    meaning: 'too many verification codes requested, try again later',
  },
  CODE_SEND_FAILED: { code: '1012', http: 500, meaning: 'the verification code could not be sent' },
  VERIFICATION_CODE_INVALID: { code: '1013', http: 400, meaning: 'wrong or expired verification code' },
  IDENTITY_BOUND_ELSEWHERE: {
    code: '1014',
    http: 409,
    meaning: 'this wallet identity is already bound to another account',
  },
  IDENTITY_WALLET_NOT_BOUND: {
    code: '1015',
    http: 403,
    meaning: 'identity wallet not bound: bind the wallet app to this account first',
  },
  ADDRESS_ALREADY_REGISTERED: {
    code: '1016',
    http: 409,
    meaning: 'address already registered, log in instead',
  },
  UPLOAD_FAILED: { code: '1017', http: 500, meaning: 'upload failed' },
  IMAGE_FORMAT_UNSUPPORTED: { code: '1018', http: 400, meaning: 'image must be JPG, JPEG, PNG or BMP' },
  IMAGE_TOO_LARGE: { code: '1019', http: 400, meaning: 'image must be under 1 MB' },
  ADDRESS_TYPE_MISMATCH: {
    code: '1020',
    http: 400,
    meaning: 'address does not match the chosen chain type',
  },
  CHAIN_TYPE_REQUIRED: { code: '1021', http: 400, meaning: 'chain type must be chosen' },
  REGION_EMPTY: { code: '1022', http: 400, meaning: 'country or region is empty' },
  SENSITIVE_WORDS: { code: '1023', http: 400, meaning: 'contains sensitive or banned words' },
  NICKNAME_EXISTS: { code: '1024', http: 409, meaning: 'nickname already exists' },
  NICKNAME_INVALID: {
    code: '1025',
    http: 400,
    meaning: 'nickname invalid: only text, letters and digits',
  },
  NICKNAME_NOT_SET: { code: '1026', http: 403, meaning: 'nickname not set: set it before trading' },
  SECURITY_PASSWORD_NOT_SET: {
    code: '1027',
    http: 403,
    meaning: 'security password not set: set it before trading',
  },
  SECURITY_PASSWORD_ALREADY_SET: { code: '1028', http: 409, meaning: 'security password already set' },
  SECURITY_PASSWORD_SAME_AS_LOGIN: {
    code: '1029',
    http: 400,
    meaning: 'security password must differ from the login password',
  },
  TERMS_NOT_ACCEPTED: { code: '1030', http: 400, meaning: 'terms must be accepted before registering' },
  NICKNAME_CHANGED_THIS_WEEK: {
    code: '1031',
    http: 409,
    meaning: 'nickname already changed this week',
  },
  PASSWORD_SAME_AS_OLD: { code: '1032', http: 400, meaning: 'new and old password are equal' },
  USDT_ADDRESS_ALREADY_BOUND: { code: '1033', http: 409, meaning: 'USDT address already bound' },
  OLD_PASSWORD_WRONG: { code: '1034', http: 400, meaning: 'current password incorrect' },
  PASSWORD_DECRYPT_FAILED: {
    code: '1035',
    http: 400,
    meaning: 'encrypted password could not be read, refresh the page and try again',
  },
  WALLET_ADDRESS_MISMATCH: {
    code: '1036',
    http: 400,
    meaning: "signing address differs from the account's bound wallet address",
  },
  TOO_MANY_LOGIN_ATTEMPTS: {
    code: '1037',
    http: 429,
    meaning: 'too many failed login attempts, try again later',
  },
  EMAIL_SAME_AS_CURRENT: { code: '1038', http: 400, meaning: 'new email equals the current email' },
  SLIDER_VERIFICATION_FAILED: {
    code: '1039',
    http: 400,
    meaning: 'slide-to-verify security check failed',
  },

  NEW_PASSWORD_FORMAT_INVALID: {
    code: 'USER3003',
    http: 400,
    meaning: 'new password format invalid (account settings)',
  },
  CODE_FORMAT_INVALID: { code: 'USER3008', http: 400, meaning: 'verification code format invalid' },
  TRADING_PASSWORD_WRONG: { code: 'USER3011', http: 400, meaning: 'wrong trading password' },
  SECURITY_PASSWORD_FORMAT_INVALID: {
    code: 'USER4000',
    http: 400,
    meaning: 'security (trading) password format invalid: longer than 8 characters',
  },

  LOGIN_BANNED: { code: 'RISK5001', http: 403, meaning: 'banned from login' },
  WITHDRAWAL_BANNED: { code: 'RISK5002', http: 403, meaning: 'banned from withdrawal' },
  C2C_BUY_BANNED: { code: 'RISK5003', http: 403, meaning: 'banned from C2C buying' },
  C2C_SELL_BANNED: { code: 'RISK5004', http: 403, meaning: 'banned from C2C selling' },
} as const satisfies ErrorTable;
