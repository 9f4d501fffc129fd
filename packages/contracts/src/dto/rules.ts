// Validation rules of spec section 5 as plain constants and predicates, usable without decorators
// (the web's number inputs, the API's service checks). When `@p2p/domain` exposes the same rules,
// these should re-export them instead.

export const EMAIL_MAX_LENGTH = 254;
/** The email verification code: 6 digits. */
export const EMAIL_CODE_PATTERN = /^\d{6}$/;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 32;
/** Upper case, lower case, a digit and a special character (anything else printable), no spaces. */
export const PASSWORD_PATTERN = /^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[^A-Za-z0-9\s])\S+$/;

/** "longer than 8 characters": 9 to 32, with the login password's composition. */
export const SECURITY_PASSWORD_MIN_LENGTH = 9;
export const SECURITY_PASSWORD_MAX_LENGTH = 32;
export const SECURITY_PASSWORD_PATTERN = PASSWORD_PATTERN;

export const NICKNAME_MAX_LENGTH = 20;
/** Letters (any script) and digits only. */
export const NICKNAME_PATTERN = /^[\p{L}\p{N}]+$/u;

/** ERC-20 (EVM) address: 0x and 40 hex digits. The checksum is checked by the chain adapter. */
export const ERC20_ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;
/** TRC-20 (TRON) address: base58, T and 33 more characters. The checksum is checked by the chain adapter. */
export const TRC20_ADDRESS_PATTERN = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;

/** Text fields (payment methods, ad notes, checked words): at most 100 characters. */
export const TEXT_MAX_LENGTH = 100;
export const ID_MAX_LENGTH = 64;
export const ID_PATTERN = /^[A-Za-z0-9_-]+$/;
export const REGION_ID_PATTERN = /^[A-Za-z]{2,3}$/;
/** The base64 RSA-OAEP ciphertext of a password (2048-bit key: 344 characters). */
export const CIPHERTEXT_MAX_LENGTH = 1024;
export const SLIDER_TOKEN_MAX_LENGTH = 2048;

export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 100;
/** Coins and coin pairs are fetched 100 at a time. */
export const REFERENCE_PAGE_SIZE = 100;

export function isValidPassword(value: unknown): boolean {
  return (
    typeof value === 'string' &&
    value.length >= PASSWORD_MIN_LENGTH &&
    value.length <= PASSWORD_MAX_LENGTH &&
    PASSWORD_PATTERN.test(value)
  );
}

export function isValidSecurityPassword(value: unknown): boolean {
  return (
    typeof value === 'string' &&
    value.length >= SECURITY_PASSWORD_MIN_LENGTH &&
    value.length <= SECURITY_PASSWORD_MAX_LENGTH &&
    SECURITY_PASSWORD_PATTERN.test(value)
  );
}

export function isValidNickname(value: unknown): boolean {
  return (
    typeof value === 'string' &&
    value.trim().length > 0 &&
    value.length <= NICKNAME_MAX_LENGTH &&
    NICKNAME_PATTERN.test(value)
  );
}

/** Whether `address` has the form of `chainType`'s addresses ('ERC20' or 'TRC20'). */
export function isAddressOfChain(address: unknown, chainType: unknown): boolean {
  if (typeof address !== 'string') return false;
  if (chainType === 'ERC20') return ERC20_ADDRESS_PATTERN.test(address);
  if (chainType === 'TRC20') return TRC20_ADDRESS_PATTERN.test(address);
  return false;
}
