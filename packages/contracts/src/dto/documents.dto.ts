// The help centre's list (spec §2 /helpList, issue 14): the enabled documents of one kind, in the order
// operators gave them in the console (`sort`, then id), each with its title in the caller's language or,
// without a translation, in English. The text itself comes from `GET /document/config/:id`.
import { IsIn, IsOptional } from 'class-validator';
import { DOCUMENT_KINDS, type DocumentKind } from '../record-enums.js';
import { ValidationMessage as M } from './messages.js';

/** `GET /document/list` item: one enabled document without its text. */
export interface DocumentSummaryDto {
  id: string;
  slug: string;
  kind: DocumentKind;
  sort: number;
  /** In `language`: the caller's language, or en when the document has no text in it. */
  title: string;
  /** An interface language of `@p2p/i18n`. */
  language: string;
  updatedAt: string;
}

/** `GET /document/list`: query `kind` (HELP, AGREEMENT, PRIVACY or NOTICE; default HELP). */
export class DocumentListQueryDto {
  @IsOptional()
  @IsIn(DOCUMENT_KINDS, { message: M.documentKindInvalid })
  kind: DocumentKind = 'HELP';
}
