// What the API serves against the contracts' endpoint table: nothing is served that the table does not
// list, and every listed call is served unless it is marked as planned by a named later part. The
// served routes are read from the running app's Express router, so a path typed by hand in a
// controller (instead of taken from ROUTE_TEMPLATES) shows up here.
import {
  API_ENDPOINTS,
  PLANNED_PARTS,
  fillPath,
  listEndpoints,
  shapeProblems,
  withApiPrefix,
  type EndpointDef,
} from '@p2p/contracts';
import type { Express } from 'express';
import request from 'supertest';
import { buildOpenApiDocument } from '../../src/openapi.js';
import { startTestApi, type TestApi } from '../support/harness.js';

describe('core/routes', () => {
  interface ServedRoute {
    method: string;
    path: string;
  }

  interface RouterLayer {
    route?: { path: string | string[]; methods: Record<string, boolean> };
  }

  /** Routes the framework serves besides the calls: the OpenAPI document (JSON, YAML) and its UI. */
  const NOT_CALLS = [/^\/api\/docs(\/|-|$)/];

  function servedRoutes(api: TestApi): ServedRoute[] {
    const express = api.app.getHttpAdapter().getInstance() as Express & { router: { stack: RouterLayer[] } };
    const out: ServedRoute[] = [];
    for (const layer of express.router.stack) {
      if (!layer.route) continue;
      // Nest mounts middleware (`forRoutes('*')`) as a route of every method; a call has one method.
      if (Object.keys(layer.route.methods).length > 1) continue;
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      for (const path of paths) {
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (on && method !== '_all') out.push({ method: method.toUpperCase(), path });
        }
      }
    }
    return out.filter((r) => !NOT_CALLS.some((re) => re.test(r.path)));
  }

  const key = (r: ServedRoute): string => `${r.method} ${r.path}`;

  type Doc = ReturnType<typeof buildOpenApiDocument>;
  type Operation = Doc['paths'][string]['get'];

  /** The schema of an operation's 200 answer, if the document has one (the envelope, or a call's bytes). */
  function okSchema(operation: Operation): unknown {
    const res = operation?.responses['200'];
    if (!res || !('content' in res)) return undefined;
    return res.content?.['application/json']?.schema ?? Object.values(res.content ?? {})[0]?.schema;
  }

  describe('served routes against the endpoint table', () => {
    let api: TestApi;
    let served: ServedRoute[];
    beforeAll(async () => {
      api = await startTestApi();
      served = servedRoutes(api);
    });
    afterAll(() => api.close());

    it('reads the served routes from the app (health is one of them)', () => {
      expect(served.map(key)).toContain(`GET ${withApiPrefix(API_ENDPOINTS.system.health.path)}`);
    });

    it('serves nothing that the table does not list', () => {
      const listed = new Set(listEndpoints().map((e) => `${e.method} ${withApiPrefix(e.path)}`));
      expect(served.map(key).filter((k) => !listed.has(k))).toEqual([]);
    });

    it('serves every listed call that is not marked planned', () => {
      const servedKeys = new Set(served.map(key));
      const missing = listEndpoints()
        .filter((e) => !e.planned)
        .map((e) => `${e.name}: ${e.method} ${withApiPrefix(e.path)}`)
        .filter((line) => !servedKeys.has(line.slice(line.indexOf(': ') + 2)));
      expect(missing).toEqual([]);
    });

    it('serves no call marked planned (drop the mark once its part serves it)', () => {
      const servedKeys = new Set(served.map(key));
      const early = listEndpoints()
        .filter((e) => e.planned && servedKeys.has(`${e.method} ${withApiPrefix(e.path)}`))
        .map((e) => `${e.name} (${e.planned})`);
      expect(early).toEqual([]);
    });

    it('marks planned calls with a named later part, and gives every other call its answer', () => {
      for (const e of listEndpoints()) {
        if (e.planned) expect(PLANNED_PARTS).toContain(e.planned);
        else if (e.bytes)
          expect({ name: e.name, answer: e.answer }).toEqual({ name: e.name, answer: undefined });
        else
          expect({ name: e.name, answer: e.answer?.name }).toEqual({
            name: e.name,
            answer: expect.any(String),
          });
      }
    });

    it('describes the answer of every served call in the OpenAPI document', () => {
      const doc = buildOpenApiDocument(api.app);
      const undescribed: string[] = [];
      for (const [path, item] of Object.entries(doc.paths)) {
        for (const verb of ['get', 'post'] as const) {
          if (item[verb] && !okSchema(item[verb])) undescribed.push(`${verb.toUpperCase()} ${path}`);
        }
      }
      expect(undescribed).toEqual([]);
      expect(okSchema(doc.paths['/api/user/login']?.post)).toMatchObject({
        properties: { data: { $ref: '#/components/schemas/IssuedSession' } },
      });
      expect(doc.components?.schemas?.IssuedSession).toMatchObject({
        type: 'object',
        required: ['token', 'userId', 'expiresAt'],
      });
    });

    it('answers what the table declares (public calls, checked against their shapes)', async () => {
      const calls: [EndpointDef, Record<string, string>, Record<string, string>][] = [
        [API_ENDPOINTS.system.health, {}, {}],
        [API_ENDPOINTS.account.loginKey, {}, {}],
        [API_ENDPOINTS.account.sliderChallenge, {}, {}],
        [API_ENDPOINTS.account.checkEmail, { x: 'nobody@example.com' }, {}],
        [API_ENDPOINTS.account.isBind, { email: 'nobody@example.com' }, {}],
        [API_ENDPOINTS.account.authorizeNonce, {}, { address: `0x${'ab'.repeat(20)}` }],
        [API_ENDPOINTS.common.coins, {}, { pageSize: '5' }],
        [API_ENDPOINTS.common.coinPairs, {}, {}],
        [API_ENDPOINTS.common.countries, {}, {}],
        [API_ENDPOINTS.common.dict, {}, {}],
        [API_ENDPOINTS.common.creditSetting, {}, {}],
      ];
      const problems: string[] = [];
      for (const [endpoint, params, query] of calls) {
        const res = await request(api.http)
          .get(withApiPrefix(fillPath(endpoint.path, params)))
          .query(query);
        const found =
          res.body?.code === '200' ? shapeProblems(endpoint.answer!.node, res.body.data) : [res.body?.code];
        problems.push(...found.map((p) => `${endpoint.path}: ${String(p)}`));
      }
      expect(problems).toEqual([]);
    });

    it("answers what the table declares (a trader's calls, own and another's account)", async () => {
      const me = await api.factories.newUser();
      const other = await api.factories.newUser();
      const { token } = await api.sessions.issue(me.id, 'PASSWORD', {});
      const calls: [EndpointDef, Record<string, string>][] = [
        [API_ENDPOINTS.account.userInfo, { userId: String(me.id) }],
        [API_ENDPOINTS.account.userInfo, { userId: String(other.id) }],
        [API_ENDPOINTS.account.hasSecurityCode, {}],
        [API_ENDPOINTS.account.amrExist, {}],
      ];
      const problems: string[] = [];
      for (const [endpoint, params] of calls) {
        const res = await request(api.http)
          .get(withApiPrefix(fillPath(endpoint.path, params)))
          .set('Authorization', `Bearer ${token}`);
        const found =
          res.body?.code === '200' ? shapeProblems(endpoint.answer!.node, res.body.data) : [res.body?.code];
        problems.push(...found.map((p) => `${endpoint.path}: ${String(p)}`));
      }
      expect(problems).toEqual([]);
    });

    it('serves each route once', () => {
      const keys = served.map(key);
      expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    });
  });
});
