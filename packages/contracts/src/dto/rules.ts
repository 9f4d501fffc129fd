// Validation rules of spec section 5 as plain constants and predicates, usable without decorators
// (the web's number inputs, the API's service checks). The account and text-field rules live in
// `@p2p/domain` (validation) and are re-exported or derived here under the names the DTOs use, so the two
// cannot drift apart. Only what the domain lacks is defined here: chain-address formats, ids, region codes,
// transport limits (password ciphertext, slider token) and paging.
import { PASSWORD_RULE, SECURITY_PASSWORD_RULE, TEXT_FIELD_MAX } from '@p2p/domain/validation';

// ---- From @p2p/domain -------------------------------------------------------------------------------------

export {
  EMAIL_CODE_PATTERN,
  EMAIL_MAX_LENGTH,
  NICKNAME_MAX_LENGTH,
  NICKNAME_PATTERN,
  isValidNickname,
  isValidPassword,
  isValidSecurityPassword,
  PAYMENT_METHODS_MAX,
  isAccountNumber,
  isValidTextField,
} from '@p2p/domain/validation';

export const PASSWORD_MIN_LENGTH = PASSWORD_RULE.minLength;
export const PASSWORD_MAX_LENGTH = PASSWORD_RULE.maxLength;
/**
 * The domain's login-password pattern: 8 to 32 printable ASCII characters without spaces, with upper case,
 * lower case, a digit and a special character. It checks the length too.
 */
export const PASSWORD_PATTERN = PASSWORD_RULE.pattern;

/** "longer than 8 characters": 9 to 32, with the login password's composition (the domain's rule). */
export const SECURITY_PASSWORD_MIN_LENGTH = SECURITY_PASSWORD_RULE.minLength;
export const SECURITY_PASSWORD_MAX_LENGTH = SECURITY_PASSWORD_RULE.maxLength;
export const SECURITY_PASSWORD_PATTERN = SECURITY_PASSWORD_RULE.pattern;

/** Text fields (payment methods, ad notes, checked words): at most 100 characters (domain TEXT_FIELD_MAX). */
export const TEXT_MAX_LENGTH = TEXT_FIELD_MAX;

// ---- Not in @p2p/domain -----------------------------------------------------------------------------------

/** ERC-20 (EVM) address: 0x and 40 hex digits. The checksum is checked by the chain adapter. */
export const ERC20_ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;
/** TRC-20 (TRON) address: base58, T and 33 more characters. The checksum is checked by the chain adapter. */
export const TRC20_ADDRESS_PATTERN = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;

/** A coin symbol (`MEC`, `USDT`). */
export const COIN_SYMBOL_PATTERN = /^[A-Z0-9]{1,16}$/;
/**
 * An amount as typed: at most 18 digits before the dot and 18 after, what the database's NUMERIC(36,18)
 * columns hold (so below 10^18; issue 22: amounts that do not fit). The coin's scale and the product of a
 * price and a quantity are checked by the API.
 */
export const DECIMAL_INPUT_PATTERN = /^\d{1,18}(\.\d{1,18})?$/;

/** A payment method's currency: an ISO 4217 code (`CNY`, `USD`) or a coin symbol (`USDT`), upper case. */
export const CURRENCY_CODE_PATTERN = /^[A-Z][A-Z0-9]{1,9}$/;

export const ID_MAX_LENGTH = 64;
export const ID_PATTERN = /^[A-Za-z0-9_-]+$/;
export const REGION_ID_PATTERN = /^[A-Za-z]{2,3}$/;
/** A QR scan event id (base64url, as `GET /scan/genQrCodeUrl` and `/scan/resetByEmail` answer it). */
export const QR_EVENT_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
/** The device uuid the trader app keeps in local storage. */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
/** The base64 RSA-OAEP ciphertext of a password (2048-bit key: 344 characters). */
export const CIPHERTEXT_MAX_LENGTH = 1024;
export const SLIDER_TOKEN_MAX_LENGTH = 2048;

export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 100;
/** Coins and coin pairs are fetched 100 at a time. */
export const REFERENCE_PAGE_SIZE = 100;

/** Whether `address` has the form of `chainType`'s addresses ('ERC20' or 'TRC20'). */
export function isAddressOfChain(address: unknown, chainType: unknown): boolean {
  if (typeof address !== 'string') return false;
  if (chainType === 'ERC20') return ERC20_ADDRESS_PATTERN.test(address);
  if (chainType === 'TRC20') return TRC20_ADDRESS_PATTERN.test(address);
  return false;
}
