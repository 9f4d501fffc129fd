// After `tsc`: writes dist/routes-light.js (`@p2p/contracts/routes`) with the value of its
// `API_ENDPOINTS`, the full table of dist/routes.js without the answers' shapes (src/routes-light.ts).
import fs from 'node:fs';
import { API_ENDPOINTS, lightRoutes } from '../dist/index.js';

const target = new URL('../dist/routes-light.js', import.meta.url);
const table = JSON.stringify(lightRoutes(API_ENDPOINTS), null, 2);
fs.writeFileSync(
  target,
  [
    '// Written by scripts/emit-light-routes.mjs from API_ENDPOINTS of routes.js (see src/routes-light.ts).',
    "export * from './route-paths.js';",
    "export * from './web-routes.js';",
    '',
    `export const API_ENDPOINTS = ${table};`,
    '',
  ].join('\n'),
);
