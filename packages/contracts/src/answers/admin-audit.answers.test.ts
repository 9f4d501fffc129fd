/// <reference types="jest" />
import { AuditLogPageAnswer } from './admin-audit.answers.js';
import { shapeProblems } from './conforms.js';

const row = {
  id: '12',
  staffId: 3,
  staffName: 'Ada',
  userId: null,
  action: 'OPS_COIN_UPDATE',
  target: 'coin:7',
  data: '{"before":{"sort":1},"after":{"sort":2}}',
  ip: '127.0.0.1',
  createdAt: '2026-11-25T10:00:00.000Z',
};

describe('the staff audit log answer (issue 13)', () => {
  it('describes a page of rows with the before/after JSON as text', () => {
    const page = { list: [row], total: 1, pageNo: 1, pageSize: 10 };
    expect(shapeProblems(AuditLogPageAnswer.node, page)).toEqual([]);
  });

  it('refuses a row whose data is not text', () => {
    const page = { list: [{ ...row, data: { before: null } }], total: 1, pageNo: 1, pageSize: 10 };
    expect(shapeProblems(AuditLogPageAnswer.node, page)).not.toEqual([]);
  });
});
