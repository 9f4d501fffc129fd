#!/usr/bin/env node
// Fails on any circular import inside the apps and packages. Node builds are read from their compiled
// output (so .js specifiers resolve); the Vite apps have no such output and are read from their sources.
import path from 'node:path';
import madge from 'madge';

const root = path.resolve(import.meta.dirname, '..');
const compiled = [
  'packages/contracts/dist',
  'packages/domain/dist',
  'packages/i18n/dist',
  'packages/chain/dist',
  'packages/db/dist',
  'packages/identity/dist',
  'packages/wallet-sim/dist',
  'packages/markdown/dist',
  'apps/api/dist',
  'infra/chain/dist',
];
const viteApps = ['apps/web', 'apps/admin'];

const targets = [
  ...compiled.map((dir) => ({
    name: dir,
    dir: path.join(root, dir),
    options: { fileExtensions: ['js'], excludeRegExp: [/generated\//] },
  })),
  ...viteApps.map((app) => ({
    name: `${app}/src`,
    dir: path.join(root, app, 'src'),
    options: { fileExtensions: ['ts', 'tsx'], tsConfig: path.join(root, app, 'tsconfig.json') },
  })),
];

let found = 0;
for (const target of targets) {
  const result = await madge(target.dir, target.options);
  const files = Object.keys(result.obj()).length;
  // A folder that madge reads as empty (not built, wrong extensions) would pass silently.
  if (files === 0) {
    console.log(`no files read in ${target.name}: build it first`);
    found += 1;
    continue;
  }
  const cycles = result.circular();
  for (const cycle of cycles) console.log(`circular in ${target.name}: ${cycle.join(' -> ')}`);
  found += cycles.length;
}
console.log(found === 0 ? 'no circular imports' : `${found} problem(s) found`);
process.exit(found === 0 ? 0 : 1);
