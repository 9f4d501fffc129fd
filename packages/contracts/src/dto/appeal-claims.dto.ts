// Case work on the appeal desk (issue 25): an officer claims a case (others see who holds it and cannot
// decide it), releases it or hands it to another active officer; "decide and open next" asks for the next
// case. The holder's fields of the queue and the case are in appeals.dto.ts.
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import type { StaffRole } from '../enums.js';
import { ValidationMessage as M } from './messages.js';
import { ID_MAX_LENGTH } from './rules.js';

/** A row id as the database numbers it: a positive decimal integer, no leading zero. */
const ROW_ID_PATTERN = /^[1-9]\d{0,18}$/;

/** `POST /admin/appeals/{id}/handover`: the active appeal officer or administrator who takes the case. */
export class HandOverAppealDto {
  @IsString({ message: M.idFormat })
  @MaxLength(ID_MAX_LENGTH, { message: M.idFormat })
  @Matches(ROW_ID_PATTERN, { message: M.idFormat })
  staffId!: string;
}

/** `GET /admin/appeals/next`: the case after `after` (the one just decided or left). */
export class NextAppealQueryDto {
  @IsOptional()
  @IsString({ message: M.idFormat })
  @MaxLength(ID_MAX_LENGTH, { message: M.idFormat })
  @Matches(ROW_ID_PATTERN, { message: M.idFormat })
  after?: string;
}

/** Who holds a case, after a claim, a release or a hand-over (all null: unclaimed). */
export interface AdminAppealClaimDto {
  appealId: string;
  holderId: string | null;
  holderName: string | null;
  claimedAt: string | null;
}

/** The next case for the caller: their own first, else the first unclaimed by due time; null: none. */
export interface AdminAppealNextDto {
  id: string | null;
}

/** An active appeal officer or administrator a case can be handed to. */
export interface AppealDeciderDto {
  id: string;
  name: string;
  role: StaffRole;
}
