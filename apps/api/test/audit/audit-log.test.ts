// Issue 13, Staff: every staff action is in the audit log (who, what, the row before and after),
// readable by admins in the console (`GET /api/admin/audit`). One test per role; every filter.
import { API_ENDPOINTS, shapeProblems, withApiPrefix } from '@p2p/contracts';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { AuditService } from '../../src/core/audit/audit.service.js';
import { bearer, opsTokens, type OpsTokens } from '../admin-ops/ops-fixtures.js';
import { startTestApi, type TestApi } from '../support/harness.js';

describe('audit/audit-log', () => {
  const PATH = withApiPrefix(API_ENDPOINTS.adminAudit.list.path);
  const TAG = randomBytes(3).toString('hex').toUpperCase();
  const ACTION_A = `AUDTEST_${TAG}_A`;
  const ACTION_B = `AUDTEST_${TAG}_B`;
  const TARGET = `audtest${TAG.toLowerCase()}`;
  const DAY = 86_400_000;
  /** Rows of this test lie in their own past window, so other tests' rows cannot interleave. */
  const BASE = Date.UTC(2001, 0, 10, 12) + (parseInt(TAG, 16) % 1000) * 30 * DAY;

  let api: TestApi;
  let tokens: OpsTokens;

  const get = (query: Record<string, string | number>, token: string | null = tokens.staff.ADMIN.token) => {
    const req = request(api.http).get(PATH).query(query);
    return token ? req.set(bearer(token)) : req;
  };

  interface Row {
    id: string;
    staffId: number | null;
    staffName: string | null;
    userId: string | null;
    action: string;
    target: string | null;
    data: string | null;
    createdAt: string;
  }

  const rowsOf = (res: request.Response): Row[] => res.body.data.list as Row[];

  beforeAll(async () => {
    api = await startTestApi();
    tokens = await opsTokens(api);
    const audit = api.app.get(AuditService);
    const admin = tokens.staff.ADMIN.id;
    const officer = tokens.staff.APPEAL_OFFICER.id;
    // Five staff rows a day apart (oldest first) and one trader row, all in the test's own window.
    await audit.record(
      {
        staffId: admin,
        action: ACTION_A,
        target: `${TARGET}:1`,
        data: { before: { sort: 1 }, after: { sort: 2 } },
      },
      undefined,
      new Date(BASE),
    );
    await audit.record(
      { staffId: officer, action: ACTION_A, target: `${TARGET}:2` },
      undefined,
      new Date(BASE + DAY),
    );
    await audit.record(
      { staffId: admin, action: ACTION_B, target: `${TARGET}:1` },
      undefined,
      new Date(BASE + 2 * DAY),
    );
    await audit.record(
      { staffId: officer, action: ACTION_B, target: `x${TARGET}:1` },
      undefined,
      new Date(BASE + 3 * DAY),
    );
    await audit.record(
      { staffId: admin, action: ACTION_A, target: `${TARGET}:10` },
      undefined,
      new Date(BASE + 4 * DAY),
    );
    await audit.record(
      { userId: tokens.trader.userId, action: ACTION_A, target: `${TARGET}:9` },
      undefined,
      new Date(BASE + 5 * DAY),
    );
  });

  afterAll(async () => {
    await api.prisma.auditLog.deleteMany({ where: { action: { startsWith: `AUDTEST_${TAG}` } } });
    await api.close();
  });

  describe('who may read the audit log (one test per role)', () => {
    it('an administrator may: 200 with the answer of the endpoint table', async () => {
      const res = await get({});
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 200, code: '200' });
      expect(shapeProblems(API_ENDPOINTS.adminAudit.list.answer.node, res.body.data)).toEqual([]);
    });

    it.each(['CUSTOMER_SERVICE', 'APPEAL_OFFICER'] as const)('refuses %s (403)', async (role) => {
      const res = await get({}, tokens.staff[role].token);
      expect({ status: res.status, code: res.body.code, data: res.body.data }).toEqual({
        status: 403,
        code: '403',
        data: null,
      });
    });

    it("refuses a trader's token (401)", async () => {
      const res = await get({}, tokens.trader.token);
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 401, code: '401' });
    });

    it('refuses a call without a token (401)', async () => {
      const res = await get({}, null);
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 401, code: '401' });
    });
  });

  describe('reading the audit log', () => {
    it('shows staff actions newest first with the staff name and the row before and after', async () => {
      const res = await get({ action: ACTION_A });
      const rows = rowsOf(res);
      expect(rows.map((r) => r.target)).toEqual([`${TARGET}:10`, `${TARGET}:2`, `${TARGET}:1`]);
      expect(res.body.data.total).toBe(3);
      const oldest = rows[2]!;
      expect(oldest.staffId).toBe(tokens.staff.ADMIN.id);
      expect(oldest.staffName).toEqual(expect.any(String));
      expect(JSON.parse(oldest.data!)).toEqual({ before: { sort: 1 }, after: { sort: 2 } });
      expect(rows[1]!.data).toBeNull();
    });

    it('shows the login of the administrator who reads it (every staff sign-in is audited)', async () => {
      const res = await get({ action: 'STAFF_LOGIN', staffId: tokens.staff.ADMIN.id });
      expect(rowsOf(res).length).toBeGreaterThanOrEqual(1);
      expect(rowsOf(res).every((r) => r.staffId === tokens.staff.ADMIN.id)).toBe(true);
    });

    it('filters by staff member', async () => {
      const res = await get({ target: TARGET, staffId: tokens.staff.APPEAL_OFFICER.id });
      expect(rowsOf(res).map((r) => r.action)).toEqual([ACTION_A]);
      const all = await get({ target: `x${TARGET}`, staffId: tokens.staff.APPEAL_OFFICER.id });
      expect(rowsOf(all).map((r) => r.action)).toEqual([ACTION_B]);
    });

    it('filters by action', async () => {
      const res = await get({ action: ACTION_B });
      expect(rowsOf(res).map((r) => r.target)).toEqual([`x${TARGET}:1`, `${TARGET}:1`]);
    });

    it('filters by target prefix (`t:1` also matches `t:10`, never `xt:1`)', async () => {
      const one = await get({ target: `${TARGET}:1` });
      expect(rowsOf(one).map((r) => `${r.action} ${r.target}`)).toEqual([
        `${ACTION_A} ${TARGET}:10`,
        `${ACTION_B} ${TARGET}:1`,
        `${ACTION_A} ${TARGET}:1`,
      ]);
    });

    it('filters by date range, from inclusive and to exclusive', async () => {
      const from = new Date(BASE + DAY).toISOString();
      const to = new Date(BASE + 3 * DAY).toISOString();
      const res = await get({ target: TARGET, from, to });
      expect(rowsOf(res).map((r) => r.createdAt)).toEqual([new Date(BASE + 2 * DAY).toISOString(), from]);
    });

    it('shows staff actions by default, trader actions on request, or both', async () => {
      expect(rowsOf(await get({ target: `${TARGET}:9` }))).toEqual([]);
      const trader = rowsOf(await get({ target: `${TARGET}:9`, actor: 'TRADER' }));
      expect(trader.map((r) => [r.userId, r.staffId])).toEqual([[String(tokens.trader.userId), null]]);
      expect(rowsOf(await get({ target: TARGET, actor: 'ALL' }))).toHaveLength(5);
    });

    it('pages the rows with the total', async () => {
      const first = await get({ target: TARGET, pageNo: 1, pageSize: 2 });
      const second = await get({ target: TARGET, pageNo: 2, pageSize: 2 });
      const third = await get({ target: TARGET, pageNo: 3, pageSize: 2 });
      expect(first.body.data.total).toBe(4);
      expect([...rowsOf(first), ...rowsOf(second), ...rowsOf(third)].map((r) => r.createdAt)).toEqual(
        [4, 2, 1, 0].map((d) => new Date(BASE + d * DAY).toISOString()),
      );
      expect(rowsOf(third)).toEqual([]);
    });

    it('answers 400 for a malformed filter, never a 500', async () => {
      const malformed: Record<string, string | number>[] = [
        { actor: 'ROBOT' },
        { staffId: 'abc' },
        { action: 'drop table' },
        { target: "x'%" },
        { from: 'yesterday' },
        { from: '2026-02-30T10:00:00Z' },
        { to: '+275760-09-14T00:00:00Z' },
        { pageSize: 500 },
      ];
      for (const query of malformed) {
        const res = await get(query);
        expect({ query, status: res.status, code: res.body.code }).toEqual({
          query,
          status: 400,
          code: '400',
        });
      }
    });
  });
});
