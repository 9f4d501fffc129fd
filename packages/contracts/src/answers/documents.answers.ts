// The answers of the help centre's list (`GET /document/list`).
import { DOCUMENT_KINDS } from '../record-enums.js';
import type { DocumentSummaryDto } from '../dto/documents.dto.js';
import { defineAnswer, shapes as s } from './shape.js';

export const DocumentSummaryAnswer = defineAnswer<DocumentSummaryDto>(
  'DocumentSummary',
  s.object({
    id: s.string(),
    slug: s.string(),
    kind: s.oneOf(DOCUMENT_KINDS),
    sort: s.integer(),
    title: s.string(),
    language: s.string(),
    updatedAt: s.string('date-time'),
  }),
);

export const DocumentSummaryListAnswer = defineAnswer<DocumentSummaryDto[]>(
  'DocumentSummaryList',
  s.array(DocumentSummaryAnswer),
);
