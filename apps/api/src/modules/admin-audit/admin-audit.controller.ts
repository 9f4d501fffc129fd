import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AuditLogQueryDto,
  ROUTE_TEMPLATES,
  ValidationMessage,
  type AuditLogEntryDto,
  type Page,
} from '@p2p/contracts';
import { AppException } from '../../core/common/app-exception.js';
import { AuditService, type AuditRow } from '../../core/audit/audit.service.js';
import { StaffAreaOnly } from '../staff-auth/staff-areas.js';
import { StaffDirectory } from '../staff-auth/staff-directory.js';

const routes = ROUTE_TEMPLATES.adminAudit;

/** A checked instant of the query: a date the calendar lacks or out of range is 400, never a 500. */
function instant(field: 'from' | 'to', text: string | undefined): Date | undefined {
  if (!text) return undefined;
  const at = new Date(text);
  const year = at.getUTCFullYear();
  if (Number.isNaN(at.getTime()) || year < 1970 || year > 9999 || !sameDay(text)) {
    throw new AppException('BAD_REQUEST', [{ field, messages: [ValidationMessage.appealFilterInvalid] }]);
  }
  return at;
}

/** `2026-02-30` parses as 2 March: the written calendar day must exist. */
function sameDay(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!m) return true;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const day = new Date(Date.UTC(y, mo - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === mo - 1 && day.getUTCDate() === d;
}

function view(row: AuditRow, names: ReadonlyMap<number, string>): AuditLogEntryDto {
  return {
    id: row.id,
    staffId: row.staffId,
    staffName: row.staffId === null ? null : (names.get(row.staffId) ?? null),
    userId: row.userId,
    action: row.action,
    target: row.target,
    data: row.data === null ? null : JSON.stringify(row.data),
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The staff audit log in the console (issue 13, "readable by admins"): area `operations`, administrators
 * only. The rows are read through core/audit (which owns `audit_logs`); staff names come from the staff
 * directory. Owns no table.
 */
@ApiTags('admin audit')
@Controller()
export class AdminAuditController {
  constructor(
    private readonly audit: AuditService,
    private readonly staff: StaffDirectory,
  ) {}

  @Get(routes.list)
  @StaffAreaOnly('audit')
  @ApiOperation({ summary: 'The audit log, newest first: who did what on which row, before and after' })
  async list(@Query() q: AuditLogQueryDto): Promise<Page<AuditLogEntryDto>> {
    const { rows, total } = await this.audit.list({
      actor: q.actor ?? 'STAFF',
      staffId: q.staffId,
      action: q.action,
      target: q.target,
      from: instant('from', q.from),
      to: instant('to', q.to),
      limit: q.pageSize,
      offset: (q.pageNo - 1) * q.pageSize,
    });
    const ids = [...new Set(rows.flatMap((r) => (r.staffId === null ? [] : [r.staffId])))];
    const names = ids.length > 0 ? await this.staff.names(ids) : new Map<number, string>();
    return { list: rows.map((r) => view(r, names)), total, pageNo: q.pageNo, pageSize: q.pageSize };
  }
}
