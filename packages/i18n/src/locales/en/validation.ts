/**
 * Validation texts, the i18next namespace `validation` (keys `validation.<name>`). English is the reference:
 * every locale has exactly these keys. The first group is the class-validator messages of the
 * `@p2p/contracts` DTOs (`ValidationMessage`), which the API translates with `t(lang, 'validation.<name>')`;
 * the second group is checked only by the web forms.
 */
export const validation = {
  // DTO messages (@p2p/contracts ValidationMessage).
  required: 'This field is required',
  emailRequired: 'Email cannot be blank',
  emailFormat: 'Incorrect email format',
  codeRequired: 'Verification code cannot be blank',
  codeFormat: 'Incorrect verification code format',
  sceneInvalid: 'Invalid verification code purpose',
  sliderRequired: 'Please complete the slider verification',
  passwordRequired: 'Password cannot be blank',
  passwordLength: 'The password must be 8 to 32 characters',
  passwordFormat:
    'The password must be 8–32 characters and contain upper case letters, lower case letters, digits and special characters',
  passwordMismatch: 'The passwords do not match',
  passwordSameAsOld: 'The new password must differ from the old one',
  passwordCiphertext: 'The password could not be read, please refresh the page and try again',
  oldPasswordRequired: 'Please enter your current password',
  termsRequired: 'Please accept the terms before registering',
  nicknameRequired: 'Nickname cannot be blank',
  nicknameFormat: 'The nickname may contain only text, letters and digits',
  nicknameLength: 'The nickname may have at most 20 characters',
  securityPasswordRequired: 'Security password is required',
  securityPasswordLength: 'The security password must be 9 to 32 characters',
  securityPasswordFormat:
    'The security password must be longer than 8 characters and contain upper case letters, lower case letters, digits and special characters',
  securityPasswordSameAsLogin: 'The security password must differ from the login password',
  usdtAddressRequired: 'USDT address cannot be blank',
  usdtAddressFormat: 'The address does not match the chosen chain type',
  chainTypeRequired: 'Please choose a chain type',
  regionIdFormat: 'Please choose a valid country or region',
  wordRequired: 'Please enter the text to check',
  textLength: 'At most 100 characters',
  idRequired: 'The ID cannot be blank',
  idFormat: 'Invalid ID',
  pageNoInvalid: 'The page number must be a whole number of at least 1',
  fundRecordTypeInvalid: 'The record type must be DEPOSIT or WITHDRAWAL',
  coinInvalid: 'Choose a supported coin',
  amountInvalid: 'Enter a valid amount',
  pageSizeInvalid: 'The page size must be a whole number from 1 to 100',
  dictTypeInvalid: 'Invalid dictionary type',
  malformedText: 'Contains characters that are not allowed',
  paymentKindInvalid: 'Choose a payment method type',
  paymentNameRequired: 'Enter the name',
  paymentAccountRequired: 'Enter the account or card number',
  currencyInvalid: 'Choose a valid currency',
  fileIdFormat: 'Invalid image',
  // Web form checks.
  notesMax: 'Notes may have at most 100 characters',
  notesNoContact: 'Notes must not contain contact details or links',
  imageRule: 'Images must be JPG, JPEG, PNG or BMP and smaller than 1 MB',
  minExceedsMax: 'The minimum must not exceed the maximum',
  outOfRange: 'The value is outside the allowed range',
  digitsOnly: 'Digits only',
  withdrawalAmount: 'The withdrawal amount must be greater than 0',
  appealReasonRequired: 'Please enter a specific reason',
  appealEvidenceRequired: 'Please provide evidence both in the upload and in the chat',
  paymentMethodsMax: 'You can add at most 20 payment methods',
  bankNameRequired: 'Bank name is required',
  accountDigitsLetters: 'Only digits or letters are allowed',
};

/** The shape every locale's validation texts must have: exactly the English keys. */
export type ValidationTexts = Record<keyof typeof validation, string>;
