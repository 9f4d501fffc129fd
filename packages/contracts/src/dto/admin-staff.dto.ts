// Staff management in the console (issue 25, `/admin/staff/...`; administrators only): the staff list,
// a new staff account with a role and an initial password (the member enrols the second factor on the
// first sign-in), and the changes of role, deactivation, activation and second-factor reset. Every change
// carries the administrator's reason; the audit log keeps it with the row before and after.
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { STAFF_ROLES, type StaffRole } from '../enums.js';
import { isWellFormedText } from '../text/well-formed.js';
import { EmailField } from './account.dto.js';
import { STAFF_REASON_MAX_LENGTH } from './admin-support.dto.js';
import { PageQueryDto } from './common.dto.js';
import { ValidationMessage as M } from './messages.js';
import { STAFF_PASSWORD_MAX_LENGTH } from './staff.dto.js';
import { Satisfies, trimString } from './validators.js';

/** The initial password of a staff account: the policy of the `create-staff` command (at least 12). */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
/** A staff member's display name (the `staff_users.name` column holds 64 characters). */
export const STAFF_NAME_MAX_LENGTH = 64;

const wellFormed = (value: unknown): boolean => typeof value === 'string' && isWellFormedText(value);

/** A required, trimmed, well-formed text of 1 to `max` characters with `message` for every failure. */
function RequiredText(max: number, message: string): PropertyDecorator {
  return (target: object, key: string | symbol) => {
    Transform(trimString)(target, key);
    IsString({ message })(target, key);
    IsNotEmpty({ message })(target, key);
    MaxLength(max, { message })(target, key);
    Satisfies('wellFormed', wellFormed, { message: M.malformedText })(target, key);
  };
}

/** One of the staff roles. */
function RoleField(): PropertyDecorator {
  return (target: object, key: string | symbol) => {
    IsIn(STAFF_ROLES, { message: M.staffRoleInvalid })(target, key);
  };
}

/** `GET /admin/staff`: a page of staff accounts, newest first. */
export class StaffListQueryDto extends PageQueryDto {}

/**
 * `POST /admin/staff`: a new staff account. The email is stored lower-case; the password is kept only as
 * its bcrypt hash; the member enrols the second factor on the first sign-in.
 */
export class CreateStaffDto {
  @EmailField()
  email!: string;

  @RequiredText(STAFF_NAME_MAX_LENGTH, M.staffNameLength)
  name!: string;

  @RoleField()
  role!: StaffRole;

  /** Taken as typed (never trimmed): 12 to 128 characters, well-formed text. */
  @IsString({ message: M.staffPasswordLength })
  @MinLength(STAFF_PASSWORD_MIN_LENGTH, { message: M.staffPasswordLength })
  @MaxLength(STAFF_PASSWORD_MAX_LENGTH, { message: M.staffPasswordLength })
  @Satisfies('wellFormed', wellFormed, { message: M.malformedText })
  password!: string;
}

/** A change of a staff account with the administrator's reason (kept in the audit log). */
export class StaffChangeDto {
  @RequiredText(STAFF_REASON_MAX_LENGTH, M.staffReasonLength)
  reason!: string;
}

/** `POST /admin/staff/:id/role`: the new role, with a reason. */
export class SetStaffRoleDto extends StaffChangeDto {
  @RoleField()
  role!: StaffRole;
}

/** A staff account as administrators see it: never the password or the second factor's secret. */
export interface StaffMemberDto {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  active: boolean;
  /** Whether an authenticator is enrolled (false: the member enrols one at the next sign-in). */
  secondFactor: boolean;
  lastLoginAt: string | null;
  createdAt: string;
}
