// Staff (admin console) sign-in: appeal officers, customer service and administrators.
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import type { StaffRole } from '../enums.js';
import { EmailField } from './account.dto.js';
import { ValidationMessage as M } from './messages.js';

export const STAFF_PASSWORD_MAX_LENGTH = 128;

/** `POST /admin/auth/login`. The password is checked against its bcrypt hash; any text is accepted here. */
export class StaffLoginDto {
  @EmailField()
  email!: string;

  @IsString({ message: M.passwordRequired })
  @IsNotEmpty({ message: M.passwordRequired })
  @MaxLength(STAFF_PASSWORD_MAX_LENGTH, { message: M.passwordLength })
  password!: string;
}

/** A pre-auth challenge: 43 base64url characters (32 random bytes). */
export const STAFF_CHALLENGE_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** A TOTP code: 6 digits (RFC 6238, 30 s steps). */
export const STAFF_TOTP_CODE_PATTERN = /^\d{6}$/;

/**
 * `POST /admin/auth/totp`: the second step of a staff sign-in. The challenge of the password step and
 * the authenticator's code; on the first sign-in the code confirms the enrolment of the new secret.
 */
export class StaffTotpDto {
  @IsString({ message: M.required })
  @Matches(STAFF_CHALLENGE_PATTERN, { message: M.required })
  challenge!: string;

  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.replace(/\s/g, '') : value,
  )
  @IsString({ message: M.codeRequired })
  @IsNotEmpty({ message: M.codeRequired })
  @Matches(STAFF_TOTP_CODE_PATTERN, { message: M.codeFormat })
  code!: string;
}

/** The secret to add to an authenticator on the first sign-in (answered once, never again). */
export interface StaffTotpEnrolmentDto {
  /** `otpauth://totp/...` for the QR code. */
  otpauthUri: string;
  /** The same secret in Base32, for typing it in by hand. */
  secret: string;
}

/**
 * The answer of the password step: not a session, only a short-lived challenge for the TOTP step.
 * `enrolment` is set when the account has no second factor yet (first sign-in).
 */
export interface StaffChallengeDto {
  challenge: string;
  expiresAt: string;
  enrolment: StaffTotpEnrolmentDto | null;
}

export interface StaffDto {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
}

export interface StaffLoginResultDto {
  token: string;
  staff: StaffDto;
}
