// The account forms' validation classes: the shared DTO classes of `@p2p/contracts`, as the API validates
// them, plus the few fields a form has and the API does not (confirmations). Decorators are applied as
// plain calls, so the app needs no decorator support of its own. Messages are i18n keys (`validation.*`,
// or `web.account.*` for the form-only rules).
import {
  EmailField,
  Match,
  RegisterFieldsDto,
  UnbindResetPasswordDto,
  UpdateInfoDto,
  ValidationMessage as M,
  SECURITY_PASSWORD_MAX_LENGTH,
  EMAIL_CODE_PATTERN,
} from '@p2p/contracts';
import { IsNotEmpty, Matches, MaxLength, ValidateIf } from 'class-validator';

export const OLD_SECURITY_PASSWORD_REQUIRED = 'web.account.security.oldRequired';

function apply(target: object, property: string, ...decorators: PropertyDecorator[]): void {
  for (const decorate of decorators) decorate(target, property);
}

/**
 * Login: the email as the DTO checks it; the password is only required here (encrypted before sending);
 * the emailed code, asked for only once the server wants it, is checked when given.
 */
export class LoginForm {
  email!: string;
  password!: string;
  code?: string;
}
apply(LoginForm.prototype, 'email', EmailField());
apply(LoginForm.prototype, 'password', IsNotEmpty({ message: M.passwordRequired }));
apply(
  LoginForm.prototype,
  'code',
  ValidateIf((o: LoginForm) => Boolean(o.code)),
  Matches(EMAIL_CODE_PATTERN, { message: M.codeFormat }),
);

/** Registration by email: the fields of `POST /user/register`; the forgot-password form: the reset's fields. */
export { RegisterFieldsDto as RegisterForm, UnbindResetPasswordDto as ResetPasswordForm };

/** Nickname, new email + code, USDT address + chain: `POST /user/updateInfo` as it is. */
export { UpdateInfoDto as UpdateInfoForm };

/**
 * Login password change: old, new (the DTO's rules) and the confirmation of the new one; or, for the first
 * password of an account made with the wallet, the emailed code instead of the old one.
 */
export class UpdatePasswordForm extends UpdateInfoDto {
  declare confirmPassword?: string;
}
apply(UpdatePasswordForm.prototype, 'confirmPassword', Match('newPassword', { message: M.passwordMismatch }));

/** Setting the security password for the first time: new and its confirmation. */
export class SetSecurityPasswordForm extends UpdateInfoDto {
  declare confirmSecurityPassword?: string;
}
apply(
  SetSecurityPasswordForm.prototype,
  'confirmSecurityPassword',
  Match('securityPassword', { message: M.passwordMismatch }),
);

/** Changing a security password already set: the current one is required too. */
export class ChangeSecurityPasswordForm extends SetSecurityPasswordForm {}
apply(
  ChangeSecurityPasswordForm.prototype,
  'oldSecurityPassword',
  IsNotEmpty({ message: OLD_SECURITY_PASSWORD_REQUIRED }),
  MaxLength(SECURITY_PASSWORD_MAX_LENGTH, { message: M.securityPasswordLength }),
);
