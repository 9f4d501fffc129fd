// Issue 13, staff permissions: every Operations call checks the role, one test per (call, role).
// Administrators (the operators) may; customer service and appeal officers are refused (403) and change
// nothing; a trader's token and no token are refused (401) everywhere.
import {
  API_ENDPOINTS,
  fillPath,
  listEndpoints,
  shapeProblems,
  withApiPrefix,
  type EndpointDef,
} from '@p2p/contracts';
import request from 'supertest';
import {
  MAINTENANCE_SETTING_KEY,
  MaintenanceService,
} from '../../src/core/maintenance/maintenance.service.js';
import { startTestApi, type TestApi } from '../support/harness.js';
import {
  auditRows,
  bearer,
  dropOpsRows,
  makeOpsRows,
  opsTokens,
  uniqueSlug,
  type OpsRows,
  type OpsTokens,
} from './ops-fixtures.js';

const ops = API_ENDPOINTS.adminOps;

interface Call {
  def: EndpointDef;
  params?: (rows: Fixture) => Record<string, string | number>;
  query?: Record<string, string>;
  body?: () => object;
}

interface Fixture extends OpsRows {
  documentId: string;
}

const hour = 3_600_000;

/** Every Operations call with a request an administrator may make. */
const CALLS: Record<keyof typeof ops, Call> = {
  maintenance: { def: ops.maintenance },
  setMaintenance: {
    def: ops.setMaintenance,
    body: () => ({
      start: new Date(Date.now() + hour).toISOString(),
      end: new Date(Date.now() + 2 * hour).toISOString(),
    }),
  },
  clearMaintenance: { def: ops.clearMaintenance },
  coins: { def: ops.coins },
  updateCoin: { def: ops.updateCoin, params: (f) => ({ id: f.coinId }), body: () => ({ sort: 901 }) },
  coinPairs: { def: ops.coinPairs },
  updateCoinPair: {
    def: ops.updateCoinPair,
    params: (f) => ({ id: f.pairId }),
    body: () => ({ payMinutes: 20 }),
  },
  countries: { def: ops.countries },
  updateCountry: {
    def: ops.updateCountry,
    params: (f) => ({ code: f.countryCode }),
    body: () => ({ sort: 998 }),
  },
  dict: { def: ops.dict, query: { language: 'EN_US' } },
  updateDict: { def: ops.updateDict, params: (f) => ({ id: f.dictIds[0]! }), body: () => ({ sort: 2 }) },
  documents: { def: ops.documents },
  createDocument: {
    def: ops.createDocument,
    body: () => ({ slug: uniqueSlug(), kind: 'HELP', title: 'Access test', content: '# Access' }),
  },
  document: { def: ops.document, params: (f) => ({ id: f.documentId }) },
  updateDocument: {
    def: ops.updateDocument,
    params: (f) => ({ id: f.documentId }),
    body: () => ({ sort: 7 }),
  },
  saveDocumentContent: {
    def: ops.saveDocumentContent,
    params: (f) => ({ id: f.documentId, language: 'es_ES' }),
    body: () => ({ title: 'Prueba', content: '# Acceso' }),
  },
};

let api: TestApi;
let tokens: OpsTokens;
let fixture: Fixture;

beforeAll(async () => {
  api = await startTestApi();
  tokens = await opsTokens(api);
  const rows = await makeOpsRows(api);
  const doc = await request(api.http)
    .post('/api/admin/ops/documents')
    .set(bearer(tokens.staff.ADMIN.token))
    .send({ slug: uniqueSlug(), kind: 'HELP', title: 'Fixture', content: 'Fixture text' })
    .expect(200);
  fixture = { ...rows, documentId: doc.body.data.id as string };
});

afterAll(async () => {
  await dropOpsRows(api, fixture);
  await api.prisma.document.deleteMany({ where: { slug: { startsWith: 'ops-test-' } } });
  await api.prisma.systemSetting.deleteMany({ where: { key: MAINTENANCE_SETTING_KEY } });
  await api.close();
});

afterEach(async () => {
  await api.prisma.systemSetting.deleteMany({ where: { key: MAINTENANCE_SETTING_KEY } });
  api.app.get(MaintenanceService).invalidate();
});

function send(name: keyof typeof ops, token: string | null) {
  const call = CALLS[name];
  const path = withApiPrefix(fillPath(call.def.path, call.params?.(fixture) ?? {}));
  const req = call.def.method === 'GET' ? request(api.http).get(path) : request(api.http).post(path);
  if (call.query) req.query(call.query);
  if (token) req.set(bearer(token));
  return call.body ? req.send(call.body()) : req;
}

const NAMES = Object.keys(CALLS) as (keyof typeof ops)[];

it('covers every call of the adminOps group of the endpoint table', () => {
  const listed = listEndpoints()
    .filter((e) => e.name.startsWith('adminOps.'))
    .map((e) => e.name.slice('adminOps.'.length));
  expect(listed.sort()).toEqual([...NAMES].sort());
  expect(listed.every((n) => withApiPrefix(ops[n as keyof typeof ops].path).startsWith('/api/admin/'))).toBe(
    true,
  );
});

describe.each(NAMES)('%s', (name) => {
  it('an administrator (operator) may call it: 200 with the answer of the endpoint table', async () => {
    const res = await send(name, tokens.staff.ADMIN.token);
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 200, code: '200' });
    const answer = CALLS[name].def.answer!;
    expect(shapeProblems(answer.node, res.body.data)).toEqual([]);
  });

  it.each(['CUSTOMER_SERVICE', 'APPEAL_OFFICER'] as const)(
    'refuses customer service and appeal officers: %s gets 403 and changes nothing',
    async (role) => {
      const { id, token } = tokens.staff[role];
      const res = await send(name, token);
      expect({ status: res.status, code: res.body.code, data: res.body.data }).toEqual({
        status: 403,
        code: '403',
        data: null,
      });
      // Only the two-step sign-in's rows: the enrolment of the second factor and the login.
      const actions = (await auditRows(api, id)).map((r) => r.action).sort();
      expect(actions).toEqual(['STAFF_LOGIN', 'STAFF_TOTP_ENROLLED']);
    },
  );

  it("refuses a trader's token (401)", async () => {
    const res = await send(name, tokens.trader.token);
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 401, code: '401' });
  });

  it('refuses a call without a token (401)', async () => {
    const res = await send(name, null);
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 401, code: '401' });
  });
});
