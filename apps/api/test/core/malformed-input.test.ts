// Malformed strings (a lone UTF-16 surrogate, U+0000) anywhere in a request answer 400 with the field
// named, never 500: sent to every endpoint of the contracts' table (planned ones too), with and without a
// trader session, in a path parameter, the query and a JSON body, and nothing is written.
import {
  API_PREFIX,
  SendEmailCodeDto,
  StaffLoginDto,
  listEndpoints,
  type EndpointEntry,
} from '@p2p/contracts';
import request from 'supertest';
import { AppException } from '../../src/core/common/app-exception.js';
import { malformedField } from '../../src/core/common/malformed-input.js';
import { createValidationPipe } from '../../src/core/common/validation.js';
import { startTestApi, type TestApi } from '../support/harness.js';

describe('core/malformed-input', () => {
  const LONE = '\ud800';
  const NUL = '\u0000';
  /** What a client that percent-encodes a lone surrogate as UTF-8 would send (WTF-8 bytes ED A0 80). */
  const LONE_ENCODED = '%ED%A0%80';
  const EMAIL_ROUTES = [
    '/email/send',
    '/email/verify',
    '/user/login',
    '/user/register',
    '/user/resetPassword',
    '/user/unBindResetPassword',
    '/user/updateInfo',
    '/admin/auth/login',
  ];

  interface Answer {
    status: number;
    body: { code?: unknown; message?: unknown; data?: unknown };
  }

  /** The 400 answer of the guard, naming `field`. */
  function expectRefused(res: Answer, field: string): void {
    expect({ status: res.status, body: res.body }).toEqual({
      status: 400,
      body: {
        code: '400',
        message: 'Incomplete parameters',
        data: [{ field, messages: ['Contains characters that are not allowed'] }],
      },
    });
  }

  /** Not a 5xx, and the catalogue envelope. */
  function expectEnvelope(res: Answer, label: string): void {
    expect({ label, server: res.status >= 500 }).toEqual({ label, server: false });
    expect(typeof res.body.code).toBe('string');
    expect(typeof res.body.message).toBe('string');
    expect(res.body).toHaveProperty('data');
  }

  /** The endpoint's URL with every `:param` set to `param`, sent as is (raw percent-escapes). */
  function endpointPath(e: EndpointEntry, param: string): string {
    return `${API_PREFIX}${e.path.replace(/:[A-Za-z_][A-Za-z0-9_]*/g, param)}`;
  }

  describe('malformed strings in any request answer 400, never 500', () => {
    let api: TestApi;
    let token: string;
    let before: unknown;

    async function snapshot(): Promise<unknown> {
      const db = api.prisma;
      return {
        users: await db.user.findMany({ orderBy: { id: 'asc' } }),
        staff: await db.staffUser.findMany({ orderBy: { id: 'asc' } }),
        sessions: await db.session.count(),
        emailCodes: await db.emailCode.count(),
        outbox: await db.outbox.count(),
        audit: await db.auditLog.count(),
      };
    }

    function send(e: { method: string }, url: string, auth: boolean, body?: string): request.Test {
      const r = e.method === 'GET' ? request(api.http).get(url) : request(api.http).post(url);
      if (auth) r.set('Authorization', `Bearer ${token}`);
      if (body !== undefined) r.set('Content-Type', 'application/json').send(body);
      return r;
    }

    beforeAll(async () => {
      api = await startTestApi();
      const user = await api.factories.newUser();
      token = (await api.sessions.issue(user.id, 'PASSWORD', {})).token;
      await api.factories.newStaff('ADMIN');
      before = await snapshot();
    });

    afterAll(async () => {
      await api.close();
    });

    describe.each(EMAIL_ROUTES)('a lone surrogate in the email of POST %s', (route) => {
      it('answers 400 naming the email field, without and with a session', async () => {
        const body = JSON.stringify({ email: `${LONE}@x.io`, scene: 'REGISTER', password: 'x' });
        expectRefused(await send({ method: 'POST' }, `${API_PREFIX}${route}`, false, body), 'email');
        expectRefused(await send({ method: 'POST' }, `${API_PREFIX}${route}`, true, body), 'email');
      });
    });

    it('GET /api/common/dict?type=%00 answers 400 naming type', async () => {
      expectRefused(await request(api.http).get(`${API_PREFIX}/common/dict?type=%00`), 'type');
    });

    it('an invalid percent-escape (%E0%A4%A) or an encoded lone surrogate in a path answers 400', async () => {
      expectRefused(await request(api.http).get(`${API_PREFIX}/user/isBind/%E0%A4%A`), 'path');
      expectRefused(await request(api.http).get(`${API_PREFIX}/user/isBind/${LONE_ENCODED}`), 'path');
      expectRefused(await request(api.http).get(`${API_PREFIX}/user/isBind/a%00b`), 'path');
      expectRefused(await request(api.http).get(`${API_PREFIX}/no/such/route/%E0%A4%A`), 'path');
    });

    it('nested query values and keys (indices, dots, brackets) are checked after decoding', async () => {
      const url = `${API_PREFIX}/common/coin`;
      expectRefused(await request(api.http).get(`${url}?a[0]=ok&a[1]=x%00`), 'a.1');
      expectRefused(await request(api.http).get(`${url}?o.b.c=%00`), 'o.b.c');
      expectRefused(await request(api.http).get(`${url}?o[k%00]=1`), 'o.k\ufffd');
    });

    it('nested JSON values and keys are checked after parsing (a \\ud800 escape is valid JSON)', async () => {
      const url = `${API_PREFIX}/common/word/valid`;
      const deep = JSON.stringify({ word: 'ok', list: [{ inner: ['fine', `bad${LONE}`] }] });
      expectRefused(await send({ method: 'POST' }, url, false, deep), 'list.0.inner.1');
      expectRefused(await send({ method: 'POST' }, url, false, `{"word":"ok","\\udc00":1}`), '\ufffd');
      expectRefused(await send({ method: 'POST' }, url, false, JSON.stringify(['ok', `x${NUL}`])), '1');
      // A bare JSON string is refused by the strict JSON parser already (400, no field).
      const bare = await send({ method: 'POST' }, url, false, JSON.stringify(`x${NUL}`));
      expect({ status: bare.status, code: bare.body.code }).toEqual({ status: 400, code: '400' });
    });

    it('a form-encoded body is checked too', async () => {
      const res = await request(api.http)
        .post(`${API_PREFIX}/email/send`)
        .set('Content-Type', 'application/x-www-form-urlencoded')
        .send('email=a%00%40x.io&scene=REGISTER');
      expectRefused(res, 'email');
    });

    it('answers in the caller language', async () => {
      const res = await request(api.http).get(`${API_PREFIX}/common/dict?type=%00`).set('language', 'zh_CN');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        code: '400',
        message: '参数不完整',
        data: [{ field: 'type', messages: ['包含不允许的字符'] }],
      });
    });

    it('a malformed JSON body answers the 400 catalogue code', async () => {
      const res = await send({ method: 'POST' }, `${API_PREFIX}/user/login`, false, '{"email":');
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code: '400' });
    });

    it('well-formed text in any script, emoji included, is let through', async () => {
      const res = await send(
        { method: 'POST' },
        `${API_PREFIX}/common/word/valid`,
        false,
        JSON.stringify({ word: '你好 😀 ภาษาไทย' }),
      );
      expect(res.status).toBe(200);
      const path = await request(api.http).get(`${API_PREFIX}/user/isBind/%F0%9F%98%80%40x.io`);
      expect(path.body.code).not.toBe('400');
      expectEnvelope(path, 'emoji in path');
    });

    it('the app headers (language, way, x-device-id) are checked (Node refuses NUL in headers itself)', () => {
      const req = { path: '/api/health', query: {}, body: undefined };
      expect(malformedField({ ...req, headers: { language: 'en' } })).toBeNull();
      expect(malformedField({ ...req, headers: { way: `WEB${NUL}` } })).toBe('way');
      expect(malformedField({ ...req, headers: { 'x-device-id': [`ok`, LONE] } })).toBe('x-device-id');
    });

    it('without the guard, the DTO layer answers 1003 for a lone surrogate email instead of throwing', async () => {
      const pipe = createValidationPipe();
      const cases = [
        { metatype: SendEmailCodeDto, value: { email: `${LONE}@x.io`, scene: 'REGISTER' } },
        { metatype: StaffLoginDto, value: { email: `a@${LONE}.io`, password: 'x' } },
      ];
      for (const { metatype, value } of cases) {
        const refused: unknown = await pipe
          .transform(value, { type: 'body', metatype })
          .catch((e: unknown) => e);
        expect(refused).toBeInstanceOf(AppException);
        expect((refused as AppException).code).toBe('1003');
      }
    });

    describe.each(listEndpoints().map((e) => [`${e.method} ${e.path}`, e] as const))('%s', (_name, e) => {
      it.each([false, true])('refuses malformed path, query and body strings (session: %s)', async (auth) => {
        if (e.path.includes(':')) {
          for (const param of [LONE_ENCODED, '%00', 'a%00', '%E0%A4%A']) {
            expectRefused(await send(e, endpointPath(e, param), auth), 'path');
          }
        }
        const url = endpointPath(e, '1');
        for (const field of ['email', 'zzUnknown']) {
          expectRefused(await send(e, `${url}?${field}=%00`, auth), field);
          expectRefused(await send(e, url, auth, JSON.stringify({ [field]: `${LONE}@x.io` })), field);
          expectRefused(await send(e, url, auth, JSON.stringify({ [field]: `a${NUL}@x.io` })), field);
          // qs keeps an undecodable escape as literal text: well formed, so the route judges it.
          expectEnvelope(await send(e, `${url}?${field}=${LONE_ENCODED}`, auth), `${e.path} query`);
        }
      });
    });

    it('the queue dashboard is guarded too', async () => {
      expectRefused(await request(api.http).get(`${API_PREFIX}/admin/queues?x=%00`), 'x');
      expectRefused(await request(api.http).get(`${API_PREFIX}/admin/queues/${LONE_ENCODED}`), 'path');
      const body = JSON.stringify({ token: `${LONE}` });
      expectRefused(
        await send({ method: 'POST' }, `${API_PREFIX}/admin/queues/session`, true, body),
        'token',
      );
    });

    it('changed nothing: users, staff, sessions, email codes, outbox and audit rows are as before', async () => {
      expect(await snapshot()).toEqual(before);
    });
  });
});
