// Officers write to the parties and ask for evidence (issue 25): a message in the order's chat from staff
// (free text, or a template rendered in each party's language) and a request to one party for evidence by
// a deadline, answered when that party adds evidence after it. The requests show on the case and, the
// caller's own, on the trader's appeal card.
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsObject, IsOptional, Max, Min, ValidateIf, ValidateNested } from 'class-validator';
import { ValidationMessage as M } from './messages.js';
import { Satisfies, trimString } from './validators.js';
import { isWellFormedText } from '../text/well-formed.js';
import {
  EVIDENCE_REQUEST_MAX_HOURS,
  EVIDENCE_REQUEST_MIN_HOURS,
  EVIDENCE_REQUEST_NOTE_MAX_LENGTH,
  EVIDENCE_REQUEST_SIDES,
  type EvidenceRequestSide,
  type EvidenceRequestState,
  STAFF_MESSAGE_MAX_LENGTH,
  STAFF_MESSAGE_TEMPLATES,
  type StaffMessageTemplate,
} from './appeal-requests.values.js';

export * from './appeal-requests.values.js';

const textOf =
  (max: number) =>
  (value: unknown): boolean => {
    if (typeof value !== 'string' || !isWellFormedText(value)) return false;
    const length = [...value.trim()].length;
    return length >= 1 && length <= max;
  };

/** Whether a staff message is 1 to 1000 well-formed characters once trimmed. */
export const isValidStaffMessageText = textOf(STAFF_MESSAGE_MAX_LENGTH);
/** Whether a request's note is 1 to 500 well-formed characters once trimmed. */
export const isValidEvidenceRequestNote = textOf(EVIDENCE_REQUEST_NOTE_MAX_LENGTH);

export class StaffMessageParamsDto {
  /** REPLY_WITHIN: the hours the parties have to answer. */
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: M.evidenceRequestInvalid })
  @Min(EVIDENCE_REQUEST_MIN_HOURS, { message: M.evidenceRequestInvalid })
  @Max(EVIDENCE_REQUEST_MAX_HOURS, { message: M.evidenceRequestInvalid })
  hours?: number;
}

/**
 * `POST /admin/appeals/{id}/message`: to both parties, a text (1 to 1000 characters) or a template (with
 * its params); exactly one of the two.
 */
export class StaffMessageDto {
  @ValidateIf((o: StaffMessageDto) => o.template === undefined || o.text !== undefined)
  @Transform(trimString)
  @Satisfies('staffMessageText', isValidStaffMessageText, { message: M.staffMessageLength })
  text?: string;

  @ValidateIf((o: StaffMessageDto) => o.text === undefined || o.template !== undefined)
  @IsIn(STAFF_MESSAGE_TEMPLATES, { message: M.staffTemplateInvalid })
  template?: StaffMessageTemplate;

  @IsOptional()
  @IsObject({ message: M.staffTemplateInvalid })
  @ValidateNested()
  @Type(() => StaffMessageParamsDto)
  params?: StaffMessageParamsDto;
}

/** `POST /admin/appeals/{id}/evidence-requests`: asks one party for evidence within `hours`. */
export class CreateEvidenceRequestDto {
  @IsIn(EVIDENCE_REQUEST_SIDES, { message: M.evidenceRequestInvalid })
  side!: EvidenceRequestSide;

  @Transform(trimString)
  @Satisfies('evidenceRequestNote', isValidEvidenceRequestNote, { message: M.evidenceNoteLength })
  note!: string;

  @Type(() => Number)
  @IsInt({ message: M.evidenceRequestInvalid })
  @Min(EVIDENCE_REQUEST_MIN_HOURS, { message: M.evidenceRequestInvalid })
  @Max(EVIDENCE_REQUEST_MAX_HOURS, { message: M.evidenceRequestInvalid })
  hours!: number;
}

/** One evidence request, as the case (all of them) and the asked party's appeal card show it. */
export interface AppealEvidenceRequestDto {
  id: string;
  side: EvidenceRequestSide;
  /** What is asked. */
  note: string;
  /** The deadline. */
  dueAt: string;
  state: EvidenceRequestState;
  answeredAt: string | null;
  /** The staff member who asked (display name). */
  staffName: string;
  createdAt: string;
}
