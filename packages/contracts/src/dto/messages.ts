// Validation messages are i18n keys (namespace `validation`), never English: the API translates them
// with the `language` header and the web forms with i18next. `@p2p/i18n` must hold each key.

export const ValidationMessage = {
  required: 'validation.required',
  emailRequired: 'validation.emailRequired',
  emailFormat: 'validation.emailFormat',
  codeRequired: 'validation.codeRequired',
  codeFormat: 'validation.codeFormat',
  sceneInvalid: 'validation.sceneInvalid',
  sliderRequired: 'validation.sliderRequired',
  passwordRequired: 'validation.passwordRequired',
  passwordLength: 'validation.passwordLength',
  passwordFormat: 'validation.passwordFormat',
  passwordMismatch: 'validation.passwordMismatch',
  passwordSameAsOld: 'validation.passwordSameAsOld',
  passwordCiphertext: 'validation.passwordCiphertext',
  oldPasswordRequired: 'validation.oldPasswordRequired',
  termsRequired: 'validation.termsRequired',
  nicknameRequired: 'validation.nicknameRequired',
  nicknameFormat: 'validation.nicknameFormat',
  nicknameLength: 'validation.nicknameLength',
  securityPasswordRequired: 'validation.securityPasswordRequired',
  securityPasswordLength: 'validation.securityPasswordLength',
  securityPasswordFormat: 'validation.securityPasswordFormat',
  securityPasswordSameAsLogin: 'validation.securityPasswordSameAsLogin',
  usdtAddressRequired: 'validation.usdtAddressRequired',
  usdtAddressFormat: 'validation.usdtAddressFormat',
  chainTypeRequired: 'validation.chainTypeRequired',
  regionIdFormat: 'validation.regionIdFormat',
  wordRequired: 'validation.wordRequired',
  textLength: 'validation.textLength',
  idRequired: 'validation.idRequired',
  idFormat: 'validation.idFormat',
  pageNoInvalid: 'validation.pageNoInvalid',
  fundRecordTypeInvalid: 'validation.fundRecordTypeInvalid',
  coinInvalid: 'validation.coinInvalid',
  amountInvalid: 'validation.amountInvalid',
  pageSizeInvalid: 'validation.pageSizeInvalid',
  dictTypeInvalid: 'validation.dictTypeInvalid',
  malformedText: 'validation.malformedText',
} as const;
export type ValidationMessage = (typeof ValidationMessage)[keyof typeof ValidationMessage];

/** Every validation message key (for the i18n completeness test). */
export const VALIDATION_MESSAGE_KEYS: readonly ValidationMessage[] = Object.freeze(
  Object.values(ValidationMessage),
);
