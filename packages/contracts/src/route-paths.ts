// What a client needs of an API call at run time: its method and its path template. The table of every
// call with its answer (`API_ENDPOINTS` of routes.ts) imports the answers' shapes and, through them, DTO
// classes with their validators; the browser's first load has no use for those. This module imports
// nothing at run time: `@p2p/contracts/routes` (routes-light.ts) and the client's `http.call` use it.

import type { AnyAnswer, TypeOf } from './answers/shape.js';

export const API_PREFIX = '/api';

export type HttpMethod = 'GET' | 'POST';

/**
 * The later parts of the product whose calls are listed but not served yet. A call marked `planned`
 * names the part that will serve it; the API's route test allows it to be missing until then.
 */
export const PLANNED_PARTS = [
  'ads',
  'orders',
  'appeals',
  'escrow',
  'prices',
  'chat',
  'files',
  'credit',
] as const;
export type PlannedPart = (typeof PLANNED_PARTS)[number];

export interface EndpointDef {
  readonly method: HttpMethod;
  /** Nest-style template relative to `API_PREFIX`, e.g. `/user/info/:userId`. */
  readonly path: string;
  /** What the success envelope's `data` holds (a typed description; `NoAnswer` for `null`). */
  readonly answer?: AnyAnswer;
  /** Not served yet: the part that will serve it (its answer comes with that part). */
  readonly planned?: PlannedPart;
  /**
   * The call answers raw bytes with their own Content-Type (an uploaded image), not the envelope; its
   * refusals are still the envelope with a catalogue code.
   */
  readonly bytes?: true;
}

declare const ANSWER: unique symbol;

/**
 * An endpoint of the light table (`@p2p/contracts/routes`): at run time its method and path (and
 * `planned`, `bytes`); its answer is kept as a type only, under a key no code can read, for `AnswerOf`.
 */
export type LightEndpoint<E> = { readonly [K in Exclude<keyof E, 'answer'>]: E[K] } & (E extends {
  readonly answer: infer A;
}
  ? { readonly [ANSWER]: A }
  : unknown);

/** A table of endpoints by group without their answers' run-time shapes. */
export type LightEndpoints<T> = {
  readonly [G in keyof T]: { readonly [K in keyof T[G]]: LightEndpoint<T[G][K]> };
};

/** The answer type of an endpoint: `AnswerOf<typeof API_ENDPOINTS.account.userInfo>` is `UserInfoDto`. */
export type AnswerOf<E> = E extends { readonly answer: infer A }
  ? TypeOf<A>
  : E extends { readonly [ANSWER]: infer A }
    ? TypeOf<A>
    : unknown;

/** The `:param` names of a template: `PathParamNames<'/a/:x/b/:y'>` is `'x' | 'y'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path parameters of an endpoint, by name. */
export type PathParams<E extends EndpointDef> = {
  readonly [K in PathParamNames<E['path']>]: string | number;
};

/** Fills a template's `:param` placeholders, URL-encoding each value. */
export function fillPath(template: string, params: Record<string, string | number>): string {
  return template.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The table without the answers' shapes: each endpoint's fields but `answer`. The package's build writes
 * `@p2p/contracts/routes` from `lightRoutes(API_ENDPOINTS)` (scripts/emit-light-routes.mjs).
 */
export function lightRoutes<T extends Readonly<Record<string, Readonly<Record<string, EndpointDef>>>>>(
  table: T,
): LightEndpoints<T> {
  const out: Record<string, Record<string, Omit<EndpointDef, 'answer'>>> = {};
  for (const [group, defs] of Object.entries(table)) {
    const light: Record<string, Omit<EndpointDef, 'answer'>> = {};
    for (const [key, def] of Object.entries(defs)) {
      const { answer: _answer, ...rest } = def;
      light[key] = rest;
    }
    out[group] = light;
  }
  return out as LightEndpoints<T>;
}
