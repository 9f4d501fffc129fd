// Which catalogue code a failed validation answers (spec §8): the specific code when the spec has one for
// that rule (1003 email format, 1007 password format, 1008 confirmation, 1030 terms...), else 400
// "incomplete parameters". The API answers the code of the first problem and lists every problem in
// `data`, so a client may toast the code's text or mark each field.
import type { ErrorName } from '../errors/index.js';
import { ValidationMessage as M, type ValidationMessage } from './messages.js';

const BY_MESSAGE: Partial<Record<ValidationMessage, ErrorName>> = {
  [M.emailFormat]: 'EMAIL_FORMAT_INVALID',
  [M.codeFormat]: 'CODE_FORMAT_INVALID',
  [M.sliderRequired]: 'SLIDER_VERIFICATION_FAILED',
  [M.passwordLength]: 'PASSWORD_FORMAT_INVALID',
  [M.passwordFormat]: 'PASSWORD_FORMAT_INVALID',
  [M.passwordMismatch]: 'PASSWORDS_DO_NOT_MATCH',
  [M.passwordSameAsOld]: 'PASSWORD_SAME_AS_OLD',
  [M.passwordCiphertext]: 'PASSWORD_DECRYPT_FAILED',
  [M.termsRequired]: 'TERMS_NOT_ACCEPTED',
  [M.nicknameFormat]: 'NICKNAME_INVALID',
  [M.nicknameLength]: 'NICKNAME_INVALID',
  [M.securityPasswordLength]: 'SECURITY_PASSWORD_FORMAT_INVALID',
  [M.securityPasswordFormat]: 'SECURITY_PASSWORD_FORMAT_INVALID',
  [M.securityPasswordSameAsLogin]: 'SECURITY_PASSWORD_SAME_AS_LOGIN',
  [M.usdtAddressFormat]: 'ADDRESS_TYPE_MISMATCH',
  [M.chainTypeRequired]: 'CHAIN_TYPE_REQUIRED',
  [M.regionIdFormat]: 'REGION_EMPTY',
  [M.adNotesInvalid]: 'AD_NOTES_INVALID',
};

/** The account settings' new password has a code of its own (USER3003). */
const BY_FIELD: Readonly<Record<string, Partial<Record<ValidationMessage, ErrorName>>>> = {
  newPassword: {
    [M.passwordLength]: 'NEW_PASSWORD_FORMAT_INVALID',
    [M.passwordFormat]: 'NEW_PASSWORD_FORMAT_INVALID',
  },
};

/** The catalogue error for one failed rule of `field` (message: a `validation.*` key). */
export function validationErrorName(field: string, message: string): ErrorName {
  const key = message as ValidationMessage;
  return BY_FIELD[field]?.[key] ?? BY_MESSAGE[key] ?? 'BAD_REQUEST';
}
