// Staff (admin console) sign-in: appeal officers, customer service and administrators.
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
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
