/// <reference types="jest" />
import { errorsOf } from './dto.test-helpers.js';
import { AuditLogQueryDto } from './admin-audit.dto.js';
import { ValidationMessage as M } from './messages.js';

describe('the staff audit log query (issue 13)', () => {
  it('takes staff member, action, target prefix and a date range, every one optional', () => {
    expect(errorsOf(AuditLogQueryDto, {})).toEqual({});
    expect(
      errorsOf(AuditLogQueryDto, {
        actor: 'STAFF',
        staffId: '7',
        action: 'OPS_COIN_UPDATE',
        target: 'coin:7',
        from: '2026-11-01T00:00:00Z',
        to: '2026-12-01T00:00:00.000Z',
        pageNo: '2',
        pageSize: '20',
      }),
    ).toEqual({});
  });

  it('refuses a malformed filter with a catalogue message', () => {
    expect(errorsOf(AuditLogQueryDto, { actor: 'ROBOT' }).actor).toEqual([M.appealFilterInvalid]);
    expect(errorsOf(AuditLogQueryDto, { staffId: 'abc' }).staffId).toContain(M.idFormat);
    expect(errorsOf(AuditLogQueryDto, { staffId: '0' }).staffId).toEqual([M.idFormat]);
    expect(errorsOf(AuditLogQueryDto, { action: 'drop table' }).action).toEqual([M.appealFilterInvalid]);
    expect(errorsOf(AuditLogQueryDto, { target: "x'; --" }).target).toEqual([M.appealFilterInvalid]);
    expect(errorsOf(AuditLogQueryDto, { from: 'yesterday' }).from).toEqual([M.appealFilterInvalid]);
    expect(errorsOf(AuditLogQueryDto, { pageSize: '500' }).pageSize).toEqual([M.pageSizeInvalid]);
  });
});
