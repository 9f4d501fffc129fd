// Account and session DTOs (spec sections 5 and 7: register, login, email codes, profile edits).
import { Transform } from 'class-transformer';
import {
  Equals,
  IsBase64,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Length,
  Matches,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import { CHAIN_TYPES, EMAIL_CODE_SCENES, type ChainType, type EmailCodeScene } from '../enums.js';
import { ValidationMessage as M } from './messages.js';
import {
  CIPHERTEXT_MAX_LENGTH,
  EMAIL_CODE_PATTERN,
  EMAIL_MAX_LENGTH,
  NICKNAME_MAX_LENGTH,
  NICKNAME_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_PATTERN,
  QR_EVENT_ID_PATTERN,
  REGION_ID_PATTERN,
  SECURITY_PASSWORD_MAX_LENGTH,
  SECURITY_PASSWORD_MIN_LENGTH,
  SECURITY_PASSWORD_PATTERN,
  SLIDER_TOKEN_MAX_LENGTH,
  TEXT_MAX_LENGTH,
} from './rules.js';
import { IsAddressOfChain, IsSafeEmail, Match, NotEqualTo, trimString } from './validators.js';

type Decorator = PropertyDecorator;

/** Well-formed, not blank, trimmed. */
export function EmailField(): Decorator {
  return (target, key) => {
    Transform(trimString)(target, key);
    IsNotEmpty({ message: M.emailRequired })(target, key);
    IsSafeEmail({ message: M.emailFormat })(target, key);
    MaxLength(EMAIL_MAX_LENGTH, { message: M.emailFormat })(target, key);
  };
}

/** The 6-digit email verification code. */
function EmailCodeField(): Decorator {
  return (target, key) => {
    Transform(trimString)(target, key);
    IsNotEmpty({ message: M.codeRequired })(target, key);
    Matches(EMAIL_CODE_PATTERN, { message: M.codeFormat })(target, key);
  };
}

/** A new login password: 8 to 32 characters with upper, lower, digit and special character. */
function PasswordField(): Decorator {
  return (target, key) => {
    IsNotEmpty({ message: M.passwordRequired })(target, key);
    IsString({ message: M.passwordFormat })(target, key);
    Length(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, { message: M.passwordLength })(target, key);
    Matches(PASSWORD_PATTERN, { message: M.passwordFormat })(target, key);
  };
}

/** The slide-to-verify challenge token. */
function SliderTokenField(): Decorator {
  return (target, key) => {
    IsNotEmpty({ message: M.sliderRequired })(target, key);
    IsString({ message: M.sliderRequired })(target, key);
    MaxLength(SLIDER_TOKEN_MAX_LENGTH, { message: M.sliderRequired })(target, key);
  };
}

/** `POST /email/send`. */
export class SendEmailCodeDto {
  @EmailField()
  email!: string;

  @IsIn(EMAIL_CODE_SCENES, { message: M.sceneInvalid })
  scene!: EmailCodeScene;

  @SliderTokenField()
  sliderToken!: string;
}

/** `POST /email/verify`: checks a code without consuming the action it unlocks. */
export class VerifyEmailCodeDto {
  @EmailField()
  email!: string;

  @EmailCodeField()
  code!: string;

  @IsIn(EMAIL_CODE_SCENES, { message: M.sceneInvalid })
  scene!: EmailCodeScene;
}

/** What the trader fills in to register by email (the web form validates exactly these). */
export class RegisterFieldsDto {
  @EmailField()
  email!: string;

  @EmailCodeField()
  code!: string;

  @PasswordField()
  password!: string;

  @Match('password', { message: M.passwordMismatch })
  confirmPassword!: string;

  @Equals(true, { message: M.termsRequired })
  agreeTerms!: boolean;
}

/** `POST /user/register`: the fields and a passed slide-to-verify check (single use). */
export class RegisterDto extends RegisterFieldsDto {
  @SliderTokenField()
  sliderToken!: string;
}

/** `POST /user/login`: `password` is the base64 RSA-OAEP ciphertext of the password. */
export class LoginDto {
  @EmailField()
  email!: string;

  @IsNotEmpty({ message: M.passwordRequired })
  @IsBase64({}, { message: M.passwordCiphertext })
  @MaxLength(CIPHERTEXT_MAX_LENGTH, { message: M.passwordCiphertext })
  password!: string;

  @SliderTokenField()
  sliderToken!: string;

  /**
   * The code emailed for scene RESET_PASSWORD: needed only once the account is past its cap of login
   * attempts from all addresses (then a login without it answers 1013).
   */
  @IsOptional()
  @EmailCodeField()
  emailCode?: string;
}

/**
 * `POST /user/unBindResetPassword`: forgot password for an account with no identity wallet bound; the
 * emailed code (scene RESET_PASSWORD) alone proves the owner.
 */
export class UnbindResetPasswordDto {
  @EmailField()
  email!: string;

  @EmailCodeField()
  code!: string;

  @PasswordField()
  password!: string;

  @Match('password', { message: M.passwordMismatch })
  confirmPassword!: string;
}

/**
 * `POST /user/resetPassword`: forgot password for an account with an identity wallet bound: the emailed
 * code and `eventId`, the QR event of `GET /scan/resetByEmail` that the bound wallet confirmed.
 */
export class ResetPasswordDto extends UnbindResetPasswordDto {
  @IsString({ message: M.idFormat })
  @Matches(QR_EVENT_ID_PATTERN, { message: M.idFormat })
  eventId!: string;
}

/**
 * `POST /user/updateInfo`: every part optional, each validated when present (null counts as present and
 * is refused: the service reads "absent" as undefined only).
 * Pairs: `email` needs `code`; `newPassword` needs `oldPassword` (and must differ from it), except
 * the first login password of an account made with the identity wallet, set with `newPassword` and the
 * code emailed to its bound address (scene RESET_PASSWORD) instead;
 * `usdtAddress` and `chainType` go together and the address must be of that chain.
 * Changing the email needs `oldPassword` too (or, without a login password, the wallet's `eventId`).
 * The server also checks what needs stored data: nickname once a week, unique, no banned words;
 * the security password differs from the stored login password.
 */
export class UpdateInfoDto {
  @ValidateIf((o: UpdateInfoDto) => o.nickname !== undefined)
  @IsString({ message: M.nicknameFormat })
  @Matches(/\S/, { message: M.nicknameRequired })
  @MaxLength(NICKNAME_MAX_LENGTH, { message: M.nicknameLength })
  @Matches(NICKNAME_PATTERN, { message: M.nicknameFormat })
  nickname?: string;

  @ValidateIf(
    (o: UpdateInfoDto) => o.email !== undefined || (o.code !== undefined && o.newPassword === undefined),
  )
  @EmailField()
  email?: string;

  @ValidateIf((o: UpdateInfoDto) => o.email !== undefined || o.code !== undefined)
  @EmailCodeField()
  code?: string;

  @ValidateIf(
    (o: UpdateInfoDto) =>
      o.oldPassword !== undefined || (o.newPassword !== undefined && o.code === undefined),
  )
  @IsNotEmpty({ message: M.oldPasswordRequired })
  @IsString({ message: M.oldPasswordRequired })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: M.passwordLength })
  oldPassword?: string;

  @ValidateIf(
    (o: UpdateInfoDto) =>
      o.newPassword !== undefined || (o.oldPassword !== undefined && o.email === undefined),
  )
  @PasswordField()
  @NotEqualTo('oldPassword', { message: M.passwordSameAsOld })
  newPassword?: string;

  @ValidateIf((o: UpdateInfoDto) => o.securityPassword !== undefined)
  @IsNotEmpty({ message: M.securityPasswordRequired })
  @IsString({ message: M.securityPasswordFormat })
  @Length(SECURITY_PASSWORD_MIN_LENGTH, SECURITY_PASSWORD_MAX_LENGTH, {
    message: M.securityPasswordLength,
  })
  @Matches(SECURITY_PASSWORD_PATTERN, { message: M.securityPasswordFormat })
  @NotEqualTo('newPassword', { message: M.securityPasswordSameAsLogin })
  securityPassword?: string;

  /**
   * The bound wallet's confirmation, for an account without a login password: the QR event of
   * `GET /scan/resetByEmail` (for its current address) that the wallet confirmed. Needed to change the
   * email or to set the first password.
   */
  @ValidateIf((o: UpdateInfoDto) => o.eventId !== undefined)
  @IsString({ message: M.idFormat })
  @Matches(QR_EVENT_ID_PATTERN, { message: M.idFormat })
  eventId?: string;

  /** The current security password, required to change one that is already set. */
  @ValidateIf((o: UpdateInfoDto) => o.oldSecurityPassword !== undefined)
  @IsString({ message: M.securityPasswordFormat })
  @MaxLength(SECURITY_PASSWORD_MAX_LENGTH, { message: M.securityPasswordLength })
  oldSecurityPassword?: string;

  @ValidateIf((o: UpdateInfoDto) => o.usdtAddress !== undefined || o.chainType !== undefined)
  @IsIn(CHAIN_TYPES, { message: M.chainTypeRequired })
  chainType?: ChainType;

  @ValidateIf((o: UpdateInfoDto) => o.usdtAddress !== undefined || o.chainType !== undefined)
  @Transform(trimString)
  @IsNotEmpty({ message: M.usdtAddressRequired })
  @IsAddressOfChain('chainType', { message: M.usdtAddressFormat })
  usdtAddress?: string;

  @ValidateIf((o: UpdateInfoDto) => o.regionId !== undefined)
  @Transform(trimString)
  @Matches(REGION_ID_PATTERN, { message: M.regionIdFormat })
  regionId?: string;
}

/** `POST /common/word/valid`: is this text free of sensitive or banned words (server check). */
export class WordValidDto {
  @IsNotEmpty({ message: M.wordRequired })
  @IsString({ message: M.wordRequired })
  @MaxLength(TEXT_MAX_LENGTH, { message: M.textLength })
  word!: string;
}

/** `POST /user/email/undo`: the single-use token mailed to the old address after an email change. */
export class UndoEmailChangeDto {
  @IsString({ message: M.idFormat })
  @Matches(/^[A-Za-z0-9_-]{32,64}$/, { message: M.idFormat })
  token!: string;
}
