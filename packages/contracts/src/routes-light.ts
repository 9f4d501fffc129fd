// `@p2p/contracts/routes`: the API calls' table with each call's method and path only, the path helpers
// and the web's routes, for a browser's first load. The full table (`API_ENDPOINTS` of the package root)
// also holds each answer's shape, which imports DTO classes with their validators (class-validator,
// class-transformer, reflect-metadata): the trader app's start has no use for them, its pages bring
// them when they need them. Same names and keys as the root's table, typed so that `http.call` still
// types each answer; the value is written by the package's build from the full table
// (scripts/emit-light-routes.mjs), so that a call added to routes.ts is here without a second edit.

import type { API_ENDPOINTS as FULL_TABLE } from './routes.js';
import type { LightEndpoints } from './route-paths.js';

export * from './route-paths.js';
export * from './web-routes.js';

/** `API_ENDPOINTS` of routes.ts without the answers' run-time shapes (their types stay). */
export declare const API_ENDPOINTS: LightEndpoints<typeof FULL_TABLE>;
