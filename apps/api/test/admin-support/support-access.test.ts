// Issue 13, staff permissions: every Customer service call checks the role, one test per (call, role).
// Customer service and administrators may; appeal officers are refused (403) and change nothing; a
// trader's token and no token are refused (401) everywhere.
import {
  API_ENDPOINTS,
  fillPath,
  listEndpoints,
  shapeProblems,
  withApiPrefix,
  type EndpointDef,
} from '@p2p/contracts';
import request from 'supertest';
import { startTestApi, type TestApi } from '../support/harness.js';
import { bearer, staffActions, supportTokens, type SupportTokens } from './support-fixtures.js';

const support = API_ENDPOINTS.adminSupport;

interface Call {
  def: EndpointDef;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: () => object;
}

const week = 7 * 86_400_000;
const reason = 'Access test';

let api: TestApi;
let tokens: SupportTokens;
let traderId: string;

/** Every Customer service call with a request customer service may make, on the fixture trader. */
function calls(): Record<keyof typeof support, Call> {
  const id = { id: traderId };
  const ban = { id: traderId, kind: 'C2C_SELL' };
  return {
    search: { def: support.search, query: { q: 'trader' } },
    user: { def: support.user, params: id },
    ads: { def: support.ads, params: id },
    orders: { def: support.orders, params: id, query: { finish: 'false' } },
    creditRecords: { def: support.creditRecords, params: id },
    balance: { def: support.balance, params: id },
    fundRecords: { def: support.fundRecords, params: id },
    ban: {
      def: support.ban,
      params: ban,
      body: () => ({ reason, until: new Date(Date.now() + week).toISOString() }),
    },
    liftBan: { def: support.liftBan, params: ban, body: () => ({ reason }) },
    setCertified: { def: support.setCertified, params: id, body: () => ({ certified: true, reason }) },
    adjustCredit: { def: support.adjustCredit, params: id, body: () => ({ delta: 1, reason }) },
  };
}

beforeAll(async () => {
  api = await startTestApi();
  tokens = await supportTokens(api);
  traderId = String((await api.factories.newUser()).id);
});

afterAll(async () => {
  await api.close();
});

function send(name: keyof typeof support, token: string | null) {
  const call = calls()[name];
  const path = withApiPrefix(fillPath(call.def.path, call.params ?? {}));
  const req = call.def.method === 'GET' ? request(api.http).get(path) : request(api.http).post(path);
  if (call.query) req.query(call.query);
  if (token) req.set(bearer(token));
  return call.body ? req.send(call.body()) : req;
}

const NAMES = Object.keys(support) as (keyof typeof support)[];

it('covers every call of the adminSupport group of the endpoint table, all under /api/admin/', () => {
  const listed = listEndpoints()
    .filter((e) => e.name.startsWith('adminSupport.'))
    .map((e) => e.name.slice('adminSupport.'.length));
  expect(listed.sort()).toEqual([...NAMES].sort());
  expect(NAMES.every((n) => withApiPrefix(support[n].path).startsWith('/api/admin/support/'))).toBe(true);
});

describe.each(NAMES)('%s', (name) => {
  it.each(['CUSTOMER_SERVICE', 'ADMIN'] as const)(
    '%s may call it: 200 with the answer of the endpoint table',
    async (role) => {
      const res = await send(name, tokens.staff[role].token);
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 200, code: '200' });
      expect(shapeProblems(support[name].answer!.node, res.body.data)).toEqual([]);
    },
  );

  it('refuses an appeal officer (403) and changes nothing', async () => {
    const { id, token } = tokens.staff.APPEAL_OFFICER;
    const before = await api.prisma.user.findUniqueOrThrow({ where: { id: BigInt(traderId) } });
    const res = await send(name, token);
    expect({ status: res.status, code: res.body.code, data: res.body.data }).toEqual({
      status: 403,
      code: '403',
      data: null,
    });
    expect(await staffActions(api, id)).toEqual([]);
    const after = await api.prisma.user.findUniqueOrThrow({ where: { id: BigInt(traderId) } });
    expect({ credit: after.creditScore, certified: after.certified }).toEqual({
      credit: before.creditScore,
      certified: before.certified,
    });
  });

  it("refuses a trader's token (401)", async () => {
    const res = await send(name, tokens.trader.token);
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 401, code: '401' });
  });

  it('refuses a call without a token (401)', async () => {
    const res = await send(name, null);
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 401, code: '401' });
  });
});
