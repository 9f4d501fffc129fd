// The answer of the staff audit log (issue 13, `adminAudit.list`): a page of rows, newest first.
import type { Page } from '../envelope.js';
import type { AuditLogEntryDto } from '../dto/admin-audit.dto.js';
import { pageOf } from './answers.js';
import { defineAnswer, shapes as s } from './shape.js';

const nullableStr = s.nullable(s.string());

export const AuditLogEntryAnswer = defineAnswer<AuditLogEntryDto>(
  'AuditLogEntry',
  s.object({
    id: s.string(),
    staffId: s.nullable(s.integer()),
    staffName: nullableStr,
    userId: nullableStr,
    action: s.string(),
    target: nullableStr,
    data: nullableStr,
    ip: nullableStr,
    createdAt: s.string('date-time'),
  }),
);

export const AuditLogPageAnswer = defineAnswer<Page<AuditLogEntryDto>>(
  'AuditLogPage',
  pageOf(AuditLogEntryAnswer),
);
