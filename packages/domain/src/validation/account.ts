/** Account rules of spec §5: passwords, security password, nickname, email. */

/** Printable ASCII without spaces, with at least one lower case letter, upper case letter, digit and special character. */
const strongPassword = (min: number, max: number): RegExp =>
  new RegExp(`^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^A-Za-z0-9])[\\x21-\\x7E]{${min},${max}}$`);

/** Login password: 8 to 32 characters with upper case, lower case, digits and special characters. */
export const PASSWORD_RULE = {
  minLength: 8,
  maxLength: 32,
  pattern: strongPassword(8, 32),
} as const;

/** Security (financial) password: longer than 8 characters (9 to 32), same character classes. */
export const SECURITY_PASSWORD_RULE = {
  minLength: 9,
  maxLength: 32,
  pattern: strongPassword(9, 32),
} as const;

export function isValidPassword(value: unknown): value is string {
  return typeof value === 'string' && PASSWORD_RULE.pattern.test(value);
}

/** A new login password must be valid and differ from the old one (catalogue 1032). */
export function isValidNewPassword(value: unknown, oldPassword: string): value is string {
  return isValidPassword(value) && value !== oldPassword;
}

/** The security password: valid, and different from the login password when it is given. */
export function isValidSecurityPassword(value: unknown, loginPassword?: string): value is string {
  return typeof value === 'string' && SECURITY_PASSWORD_RULE.pattern.test(value) && value !== loginPassword;
}

/** Longest nickname, in characters (code points). */
export const NICKNAME_MAX_LENGTH = 20;

/** Letters (any script, with their combining marks) and digits only. */
export const NICKNAME_PATTERN = /^[\p{L}\p{Nd}][\p{L}\p{M}\p{Nd}]*$/u;

/** Not blank; letters (any script) and digits only; at most NICKNAME_MAX_LENGTH characters. */
export function isValidNickname(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    NICKNAME_PATTERN.test(value) &&
    Array.from(value).length <= NICKNAME_MAX_LENGTH
  );
}

export const EMAIL_MAX_LENGTH = 254;

/** local@domain.tld: dot-atom local part, domain labels of letters, digits and inner hyphens, a 2+ letter TLD. */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export function isValidEmail(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(value))
    return false;
  return value.indexOf('@') <= 64;
}

/** Email verification codes are 6 digits. */
export const EMAIL_CODE_LENGTH = 6;
export const EMAIL_CODE_PATTERN = /^\d{6}$/;

export function isValidEmailCode(value: unknown): value is string {
  return typeof value === 'string' && EMAIL_CODE_PATTERN.test(value);
}
