// The staff audit log (`GET /api/admin/audit`, administrators only): who did what on which row, newest
// first, with the row before and after. A failure is shown on the page (no toast every refetch).
import { API_ENDPOINTS, type AuditLogEntryDto, type AuditLogQueryDto, type Page } from '@p2p/contracts';
import { http } from './client';

/** The log's filters as sent (the DTO class's fields, all optional). */
export type AuditQuery = Partial<AuditLogQueryDto>;

export const fetchAuditLog = (query: AuditQuery, signal?: AbortSignal): Promise<Page<AuditLogEntryDto>> =>
  http.call(API_ENDPOINTS.adminAudit.list, { query: { ...query } }, { signal, toast: false });
