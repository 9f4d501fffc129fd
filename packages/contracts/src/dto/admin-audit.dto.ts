// The staff audit log as administrators read it in the console (issue 13, `GET /admin/audit`): who did
// what on which row, newest first, with the row before and after when the action changed one.
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsISO8601, IsOptional, IsString, Matches, Min } from 'class-validator';
import { PageQueryDto } from './common.dto.js';
import { ValidationMessage as M } from './messages.js';
import { trimString } from './validators.js';

/** An audit action: an upper-case verb such as `OPS_COIN_UPDATE` (the column holds 64 characters). */
export const AUDIT_ACTION_PATTERN = /^[A-Z][A-Z0-9_]{0,63}$/;
/** A target filter: a prefix such as `coin:` or `coin:7` (the column holds 128 characters). */
export const AUDIT_TARGET_PATTERN = /^[A-Za-z0-9_:./-]{1,128}$/;
/** Whose rows: staff actions only (default), trader actions only, or both. */
export const AUDIT_ACTOR_KINDS = ['STAFF', 'TRADER', 'ALL'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/** Query of `GET /admin/audit`: every filter optional; `from` inclusive, `to` exclusive. */
export class AuditLogQueryDto extends PageQueryDto {
  @IsOptional()
  @IsIn(AUDIT_ACTOR_KINDS, { message: M.appealFilterInvalid })
  actor?: AuditActorKind;

  /** Only this staff member's actions. */
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: M.idFormat })
  @Min(1, { message: M.idFormat })
  staffId?: number;

  @IsOptional()
  @Transform(trimString)
  @IsString({ message: M.appealFilterInvalid })
  @Matches(AUDIT_ACTION_PATTERN, { message: M.appealFilterInvalid })
  action?: string;

  /** Rows whose target starts with this text (`coin:` is every coin; `coin:7` that coin). */
  @IsOptional()
  @Transform(trimString)
  @IsString({ message: M.appealFilterInvalid })
  @Matches(AUDIT_TARGET_PATTERN, { message: M.appealFilterInvalid })
  target?: string;

  @IsOptional()
  @IsString({ message: M.appealFilterInvalid })
  @IsISO8601({ strict: true }, { message: M.appealFilterInvalid })
  from?: string;

  @IsOptional()
  @IsString({ message: M.appealFilterInvalid })
  @IsISO8601({ strict: true }, { message: M.appealFilterInvalid })
  to?: string;
}

/** One audit row. `data` is the stored JSON as text (`{ before, after, ... }` for a staff change). */
export interface AuditLogEntryDto {
  id: string;
  staffId: number | null;
  /** The staff member's name (or email) when the row is a staff action. */
  staffName: string | null;
  userId: string | null;
  action: string;
  target: string | null;
  data: string | null;
  ip: string | null;
  createdAt: string;
}
