/// <reference types="jest" />
import fs from 'node:fs';
import path from 'node:path';
import type { UserInfoDto } from './dto/user.dto.js';
import type { AnswerOf, LightEndpoint, LightEndpoints } from './route-paths.js';
import { API_ENDPOINTS, API_PREFIX, fillPath, lightRoutes, type EndpointDef } from './routes.js';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
function typeCheck<T extends true>(_ok: T): void {}

const SRC = import.meta.dirname;

/** The run-time imports and re-exports of a source file (`import type` lines left out). */
function runtimeImports(file: string): string[] {
  const text = fs.readFileSync(path.join(SRC, file), 'utf8');
  const found = text.matchAll(/^(?:import|export)(?!\s+type\b)[^;]*?from\s+'([^']+)'/gms);
  return [...found].map((match) => path.posix.join(path.posix.dirname(file), match[1]!));
}

describe('light route table (@p2p/contracts/routes)', () => {
  const light = lightRoutes(API_ENDPOINTS);

  it('has every call of the full table, with its method, path, planned and bytes fields', () => {
    expect(Object.keys(light)).toEqual(Object.keys(API_ENDPOINTS));
    for (const [group, defs] of Object.entries(API_ENDPOINTS)) {
      const lightDefs = light[group as keyof typeof light] as Record<string, object>;
      expect(Object.keys(lightDefs)).toEqual(Object.keys(defs));
      for (const [key, def] of Object.entries(defs as Record<string, EndpointDef>)) {
        const { answer: _answer, ...rest } = def;
        expect(lightDefs[key]).toEqual(rest);
      }
    }
    expect(light.files.read).toEqual({ method: 'GET', path: '/file/:id', bytes: true });
    expect(light.appeals.page).toEqual({ method: 'GET', path: '/c2c/appeal/page' });
  });

  it('holds no answer shape and survives JSON (the build writes it as JSON)', () => {
    for (const defs of Object.values(light)) {
      for (const def of Object.values(defs as Record<string, object>))
        expect(def).not.toHaveProperty('answer');
    }
    expect(JSON.parse(JSON.stringify(light))).toEqual(light);
  });

  it('keeps each answer type for http.call', () => {
    type Light = LightEndpoints<typeof API_ENDPOINTS>;
    typeCheck<Equal<AnswerOf<Light['account']['userInfo']>, UserInfoDto>>(true);
    typeCheck<Equal<AnswerOf<Light['orders']['detail']>, AnswerOf<typeof API_ENDPOINTS.orders.detail>>>(true);
    typeCheck<Equal<AnswerOf<LightEndpoint<{ method: 'GET'; path: '/x' }>>, unknown>>(true);
    const entry: EndpointDef = light.account.userInfo;
    expect(fillPath(entry.path, { userId: 'a b' })).toBe('/user/info/a%20b');
    expect(API_PREFIX).toBe('/api');
  });

  it('imports no answer, DTO or validator at run time (the browser first load)', () => {
    const light = new Set(['route-paths.js', 'web-routes.js', 'socket.js', 'envelope.js']);
    const files = [
      'routes-light.ts',
      'route-paths.ts',
      'web-routes.ts',
      'socket.ts',
      ...fs
        .readdirSync(path.join(SRC, 'client'))
        .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
        .map((name) => `client/${name}`),
    ];
    for (const file of files) {
      for (const target of runtimeImports(file)) {
        expect({ file, target, light: light.has(target) || target.startsWith('client/') }).toEqual({
          file,
          target,
          light: true,
        });
      }
    }
    expect(runtimeImports('client/http.ts')).toContain('route-paths.js');
  });
});
