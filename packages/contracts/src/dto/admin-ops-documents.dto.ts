// The Operations calls on documents (issue 14): help articles, legal pages and the trading notice in
// every interface language, English the fallback.
import { Transform } from 'class-transformer';
import { IsIn, IsString, Matches, ValidateIf } from 'class-validator';
import { DOCUMENT_KINDS, type DocumentKind } from '../record-enums.js';
import { ValidationMessage as M } from './messages.js';
import { trimString } from './validators.js';
import { CONTENT_LANGUAGES, type ContentLanguage } from './admin-ops.values.js';
import { OPS_SORT_MAX, OptionalBoolean, OptionalInt, Text } from './admin-ops.rules.js';

export const DOCUMENT_TITLE_MAX_LENGTH = 200;
/** A document's Markdown, in characters. */
export const DOCUMENT_CONTENT_MAX_LENGTH = 100_000;
export const DOCUMENT_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;

// ---- documents ------------------------------------------------------------------------------------------

/** One language's text of a document (Markdown). */
export interface OpsDocumentContentDto {
  language: ContentLanguage;
  title: string;
  content: string;
  updatedAt: string;
}

/** A document in the list: its English title and which languages it is written in. */
export interface OpsDocumentSummaryDto {
  id: string;
  slug: string;
  kind: DocumentKind;
  sort: number;
  enabled: boolean;
  title: string;
  languages: ContentLanguage[];
}

/** A document with the text of every language it has. */
export interface OpsDocumentDto {
  id: string;
  slug: string;
  kind: DocumentKind;
  sort: number;
  enabled: boolean;
  contents: OpsDocumentContentDto[];
}

/** `POST /admin/ops/documents`: a new document with its English text (the fallback of every language). */
export class CreateOpsDocumentDto {
  @Transform(trimString)
  @IsString({ message: M.idFormat })
  @Matches(DOCUMENT_SLUG_PATTERN, { message: M.idFormat })
  slug!: string;

  @IsIn(DOCUMENT_KINDS, { message: M.required })
  kind!: DocumentKind;

  @OptionalInt(0, OPS_SORT_MAX, M.sortInvalid)
  sort?: number;

  @OptionalBoolean()
  enabled?: boolean;

  @Text(DOCUMENT_TITLE_MAX_LENGTH, false)
  title!: string;

  @Text(DOCUMENT_CONTENT_MAX_LENGTH, false)
  content!: string;
}

/** `POST /admin/ops/documents/:id`: the document's slug, kind, order and whether it is shown. */
export class UpdateOpsDocumentDto {
  @ValidateIf((_o, v) => v !== undefined)
  @Transform(trimString)
  @IsString({ message: M.idFormat })
  @Matches(DOCUMENT_SLUG_PATTERN, { message: M.idFormat })
  slug?: string;

  @ValidateIf((_o, v) => v !== undefined)
  @IsIn(DOCUMENT_KINDS, { message: M.required })
  kind?: DocumentKind;

  @OptionalInt(0, OPS_SORT_MAX, M.sortInvalid)
  sort?: number;

  @OptionalBoolean()
  enabled?: boolean;
}

/** `:id` and `:language` of `POST /admin/ops/documents/:id/content/:language`. */
export class DocumentContentParamDto {
  @IsString({ message: M.idFormat })
  @Matches(/^\d{1,10}$/, { message: M.idFormat })
  id!: string;

  @IsIn(CONTENT_LANGUAGES, { message: M.required })
  language!: ContentLanguage;
}

/** The body of `POST /admin/ops/documents/:id/content/:language`: the title and Markdown of that language. */
export class SaveDocumentContentDto {
  @Text(DOCUMENT_TITLE_MAX_LENGTH, false)
  title!: string;

  @Text(DOCUMENT_CONTENT_MAX_LENGTH, false)
  content!: string;
}
