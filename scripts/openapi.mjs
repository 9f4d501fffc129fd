#!/usr/bin/env node
// Generates the OpenAPI document from the built API. `--check` fails when docs/openapi.json is stale;
// `--write` updates it. No database is contacted: the document comes from the controllers and DTOs.
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const file = path.join(root, 'docs/openapi.json');
const dist = path.join(root, 'apps/api/dist');

await import(pathToFileURL(path.join(dist, '../node_modules/reflect-metadata/Reflect.js')).href).catch(
  () => import('reflect-metadata'),
);
const { createApp } = await import(pathToFileURL(path.join(dist, 'app.factory.js')).href);
const { loadConfig } = await import(pathToFileURL(path.join(dist, 'core/config/config.js')).href);
const { buildOpenApiDocument } = await import(pathToFileURL(path.join(dist, 'openapi.js')).href);

const app = await createApp(
  loadConfig({
    DATABASE_URL: 'postgresql://openapi@127.0.0.1:1/none',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'openapi-generation-only-0123456789abcdef',
    LOGIN_RSA_PRIVATE_KEY: generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString(),
    NODE_ENV: 'test',
  }),
);
const text = `${JSON.stringify(buildOpenApiDocument(app), null, 2)}\n`;
await app.close();

if (process.argv.includes('--write')) {
  fs.writeFileSync(file, text);
  console.log(`wrote ${path.relative(root, file)}`);
  process.exit(0);
}
const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
if (current !== text) {
  console.log('docs/openapi.json is out of date: run `node scripts/openapi.mjs --write` and commit it.');
  process.exit(1);
}
console.log('docs/openapi.json is up to date');
process.exit(0);
