// Shared by the console suites (Operations, Customer service): signed-in staff of each role and a trader,
// a suite that starts a test API with them, and the per-(call, role) access checks of issue 13's staff
// permissions: the allowed roles get 200 with the endpoint table's answer, the others 403 and change
// nothing, a trader's token and no token 401.
import type { API_ENDPOINTS } from '@p2p/contracts';
import { fillPath, listEndpoints, shapeProblems, withApiPrefix, type EndpointDef } from '@p2p/contracts';
import request from 'supertest';
import { startTestApi, type TestApi } from './harness.js';
import { staffSessionToken } from './staff-sign-in.js';
import { signedInTrader } from './trader-fixtures.js';

export type StaffRoleName = 'APPEAL_OFFICER' | 'CUSTOMER_SERVICE' | 'ADMIN';

export interface StaffTokens {
  staff: Record<StaffRoleName, { id: number; token: string }>;
  trader: { userId: bigint; token: string };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A staff member of `role` signed in through the console's login. */
export async function staffToken(api: TestApi, role: StaffRoleName): Promise<{ id: number; token: string }> {
  const staff = await api.factories.newStaff(role);
  return { id: staff.id, token: await staffSessionToken(api, staff.email, staff.password) };
}

/** One signed-in staff member of each role, and a signed-in trader. */
export async function staffTokens(api: TestApi): Promise<StaffTokens> {
  return {
    staff: {
      APPEAL_OFFICER: await staffToken(api, 'APPEAL_OFFICER'),
      CUSTOMER_SERVICE: await staffToken(api, 'CUSTOMER_SERVICE'),
      ADMIN: await staffToken(api, 'ADMIN'),
    },
    trader: await signedInTrader(api),
  };
}

/** The running API of a suite and its tokens; read them inside hooks and tests (set in `beforeAll`). */
export interface StaffSuite {
  readonly api: TestApi;
  readonly tokens: StaffTokens;
}

/**
 * Starts a test API and signs in `staffTokens` before the suite's tests; after them runs `tearDown` (the
 * suite's own clean-up) and closes the API.
 */
export function staffSuite(tearDown?: (api: TestApi) => Promise<unknown>): StaffSuite {
  let started: { api: TestApi; tokens: StaffTokens } | undefined;
  beforeAll(async () => {
    const api = await startTestApi();
    started = { api, tokens: await staffTokens(api) };
  });
  afterAll(async () => {
    if (!started) return;
    await tearDown?.(started.api);
    await started.api.close();
  });
  const running = () => {
    if (!started) throw new Error('the suite API is not started yet (use it inside hooks and tests)');
    return started;
  };
  return {
    get api() {
      return running().api;
    },
    get tokens() {
      return running().tokens;
    },
  };
}

/** A request to one call of the endpoint table: its path parameters, query and body. */
export interface AccessCall {
  def: EndpointDef;
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: object;
}

/** Sends `call` as `token` (none when null). */
export function sendCall(api: TestApi, call: AccessCall, token: string | null) {
  const path = withApiPrefix(fillPath(call.def.path, call.params ?? {}));
  const req = call.def.method === 'GET' ? request(api.http).get(path) : request(api.http).post(path);
  if (call.query) req.query(call.query);
  if (token) req.set(bearer(token));
  return call.body ? req.send(call.body) : req;
}

export interface AccessRules<Name extends string> {
  /** The group of the endpoint table, e.g. `adminOps`. */
  group: keyof typeof API_ENDPOINTS;
  /** Where every call of the group is served, e.g. `/api/admin/ops/`. */
  pathPrefix: string;
  /** Each call of the group, with a request an allowed role may make (built anew for each request). */
  calls: Record<Name, () => AccessCall>;
  allowed: readonly StaffRoleName[];
  refused: readonly StaffRoleName[];
  /** State the calls could change besides the audit log, read before and after a refused call. */
  state?: () => Promise<unknown>;
}

/**
 * One test per (call, role): each allowed role gets 200 with the answer of the endpoint table; each refused
 * role gets 403 with no data, writes no audit row beyond its sign-in and leaves `state` as it was; a
 * trader's token and no token get 401. Also checks that `calls` covers the whole group.
 */
export function describeStaffAccess<Name extends string>(suite: StaffSuite, rules: AccessRules<Name>): void {
  const names = Object.keys(rules.calls) as Name[];
  const send = (name: Name, token: string | null) => sendCall(suite.api, rules.calls[name](), token);

  it(`covers every call of the ${rules.group} group of the endpoint table, all under ${rules.pathPrefix}`, () => {
    const listed = listEndpoints().filter((e) => e.name.startsWith(`${rules.group}.`));
    expect(listed.map((e) => e.name.slice(rules.group.length + 1)).sort()).toEqual([...names].sort());
    expect(listed.every((e) => withApiPrefix(e.path).startsWith(rules.pathPrefix))).toBe(true);
  });

  describe.each(names)('%s', (name) => {
    it.each(rules.allowed)('%s may call it: 200 with the answer of the endpoint table', async (role) => {
      const res = await send(name, suite.tokens.staff[role].token);
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 200, code: '200' });
      expect(shapeProblems(rules.calls[name]().def.answer!.node, res.body.data)).toEqual([]);
    });

    it.each(rules.refused)('refuses %s (403) and changes nothing', async (role) => {
      const { id, token } = suite.tokens.staff[role];
      const before = await rules.state?.();
      const res = await send(name, token);
      expect({ status: res.status, code: res.body.code, data: res.body.data }).toEqual({
        status: 403,
        code: '403',
        data: null,
      });
      // Only the two-step sign-in's rows: the enrolment of the second factor and the login.
      const rows = await suite.api.prisma.auditLog.findMany({ where: { staffId: id } });
      expect(rows.map((r) => r.action).sort()).toEqual(['STAFF_LOGIN', 'STAFF_TOTP_ENROLLED']);
      expect(await rules.state?.()).toEqual(before);
    });

    it("refuses a trader's token (401)", async () => {
      const res = await send(name, suite.tokens.trader.token);
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 401, code: '401' });
    });

    it('refuses a call without a token (401)', async () => {
      const res = await send(name, null);
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 401, code: '401' });
    });
  });
}
