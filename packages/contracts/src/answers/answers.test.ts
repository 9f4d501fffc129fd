/// <reference types="jest" />
// Every endpoint's answer has its shape description, the OpenAPI schema made from it, and the shape
// fits real answers. That a description and its TypeScript type agree is checked by the compiler
// (`defineAnswer<T>`); the @ts-expect-error lines below prove that it refuses a mismatch.
import { listEndpoints, PLANNED_PARTS, type AnswerOf, API_ENDPOINTS } from '../routes.js';
import type { IssuedSession, UserInfoDto } from '../dto/index.js';
import { IssuedSessionAnswer, OwnUserAnswer, ScanOutcomeAnswer, UserInfoAnswer } from './answers.js';
import { shapeProblems } from './conforms.js';
import {
  answerSchema,
  envelopeSchema,
  SCHEMA_REF_PREFIX,
  toJsonSchema,
  type JsonSchema,
} from './json-schema.js';
import { defineAnswer, NoAnswer, shapes as s } from './shape.js';

const session: IssuedSession = { token: 'jwt', userId: '7', expiresAt: '2026-11-23T10:00:00.000Z' };

describe('endpoint answers', () => {
  it('every endpoint has an answer, or is planned by a named later part, or answers raw bytes', () => {
    for (const e of listEndpoints()) {
      const described = e.answer !== undefined;
      const planned = e.planned !== undefined && PLANNED_PARTS.includes(e.planned);
      const bytes = e.bytes === true;
      expect({ name: e.name, ok: [described, planned, bytes].filter(Boolean).length === 1 }).toEqual({
        name: e.name,
        ok: true,
      });
    }
  });

  it('every answer has an OpenAPI schema that resolves to a component', () => {
    const components: Record<string, JsonSchema> = {};
    for (const e of listEndpoints()) {
      if (!e.answer) continue;
      const schema = answerSchema(e.answer, components);
      expect(schema.$ref).toBe(`${SCHEMA_REF_PREFIX}${e.answer.name}`);
      expect(components[e.answer.name]).toEqual(expect.objectContaining({}));
      expect(Object.keys(components[e.answer.name] ?? {}).length).toBeGreaterThan(0);
    }
    // nested answers become components of their own
    expect(components.PublicUser).toBeDefined();
    expect(components.IssuedSession).toBeDefined();
  });

  it('types the answers of the table (compile-time) and names them at run time', () => {
    const info: AnswerOf<typeof API_ENDPOINTS.account.userInfo> = { ...ownUser() } satisfies UserInfoDto;
    const nothing: AnswerOf<typeof API_ENDPOINTS.account.logout> = null;
    expect([info.id, nothing]).toEqual(['7', null]);
    expect(API_ENDPOINTS.account.userInfo.answer.name).toBe('UserInfo');
    expect(API_ENDPOINTS.staff.logout.answer).toBe(NoAnswer);
  });
});

describe('shape descriptions', () => {
  it('refuse, at compile time, a description that does not fit its type', () => {
    interface Pair {
      a: string;
      b: number | null;
    }
    const ok = defineAnswer<Pair>('Pair', s.object({ a: s.string(), b: s.nullable(s.integer()) }));
    // @ts-expect-error b may be null in the type but not in the description
    defineAnswer<Pair>('Pair', s.object({ a: s.string(), b: s.integer() }));
    // @ts-expect-error b is missing from the description
    defineAnswer<Pair>('Pair', s.object({ a: s.string() }));
    // @ts-expect-error c is not in the type
    defineAnswer<Pair>('Pair', s.object({ a: s.string(), b: s.nullable(s.integer()), c: s.boolean() }));
    expect(ok.name).toBe('Pair');
  });

  it('fit real answers and reject misfits', () => {
    expect(shapeProblems(IssuedSessionAnswer.node, session)).toEqual([]);
    expect(shapeProblems(IssuedSessionAnswer.node, { ...session, userId: 7 })).toEqual([
      '$.userId: expected a string',
    ]);
    expect(shapeProblems(IssuedSessionAnswer.node, { token: 'x', userId: '1' })).toEqual([
      '$.expiresAt: missing',
    ]);
    expect(shapeProblems(IssuedSessionAnswer.node, { ...session, extra: 1 })).toEqual([
      '$.extra: not in the shape',
    ]);
    expect(shapeProblems(OwnUserAnswer.node, ownUser())).toEqual([]);
    expect(shapeProblems(OwnUserAnswer.node, { ...ownUser(), completionRate: 0.97 })).toEqual([
      '$.completionRate: expected a string',
    ]);
    expect(shapeProblems(OwnUserAnswer.node, { ...ownUser(), completionRate: '1e-3' })).toEqual([
      '$.completionRate: expected a decimal string',
    ]);
  });

  it('tell the variants of a union apart', () => {
    const success = { status: 'SUCCESS', purpose: 'LOGIN', session };
    const failure = { status: 'FAILURE', purpose: 'BIND', code: '805' };
    expect(shapeProblems(ScanOutcomeAnswer.node, success)).toEqual([]);
    expect(shapeProblems(ScanOutcomeAnswer.node, { ...success, session: null })).toEqual([]);
    expect(shapeProblems(ScanOutcomeAnswer.node, failure)).toEqual([]);
    expect(shapeProblems(ScanOutcomeAnswer.node, { ...failure, purpose: 'OTHER' })).toHaveLength(1);
    const { id: _id, ...noId } = ownUser();
    expect(shapeProblems(UserInfoAnswer.node, noId)[0]).toMatch(/fits no variant/);
  });
});

describe('OpenAPI schemas', () => {
  it('write objects with their required keys, enums, formats and nullable references', () => {
    const components: Record<string, JsonSchema> = {};
    const data = toJsonSchema(ScanOutcomeAnswer.node, components);
    expect(data).toEqual({ $ref: '#/components/schemas/ScanOutcome' });
    const success = components.ScanOutcome?.oneOf?.[0];
    expect(success).toEqual({
      type: 'object',
      required: ['status', 'purpose', 'session'],
      properties: {
        status: { type: 'string', enum: ['SUCCESS'] },
        purpose: { type: 'string', enum: ['LOGIN', 'REGISTER', 'BIND', 'RESET_PASSWORD'] },
        session: { allOf: [{ $ref: '#/components/schemas/IssuedSession' }], nullable: true },
      },
    });
    expect(components.IssuedSession?.properties?.expiresAt).toEqual({ type: 'string', format: 'date-time' });
  });

  it('wrap the answer in the envelope', () => {
    expect(envelopeSchema({ type: 'boolean' })).toMatchObject({
      required: ['code', 'message', 'data'],
      properties: { code: { type: 'string' }, data: { type: 'boolean' } },
    });
  });
});

function ownUser() {
  return {
    id: '7',
    nickname: 'kim',
    creditScore: 100,
    orderCount: 3,
    completionRate: '0.9750',
    certified: false,
    fastTrader: false,
    regionId: null,
    online: true,
    email: 'kim@example.com',
    numerical: 100,
    chainType: 'TRC20' as const,
    usdtAddress: null,
    walletAddress: null,
    kycLevel: 'NONE',
    hasPassword: true,
    hasSecurityPassword: false,
    language: 'en',
    nicknameChangedAt: null,
    createdAt: '2026-11-01T00:00:00.000Z',
  };
}
