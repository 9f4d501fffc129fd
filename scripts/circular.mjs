#!/usr/bin/env node
// Fails on any circular import inside the apps and packages (compiled output, so .js specifiers resolve).
import path from 'node:path';
import madge from 'madge';

const root = path.resolve(import.meta.dirname, '..');
const targets = [
  'packages/contracts/dist',
  'packages/domain/dist',
  'packages/i18n/dist',
  'packages/chain/dist',
  'packages/db/dist',
  'apps/api/dist',
  'apps/chain-watcher/dist',
];

let found = 0;
for (const target of targets) {
  const result = await madge(path.join(root, target), {
    fileExtensions: ['js'],
    excludeRegExp: [/generated\//],
  });
  const cycles = result.circular();
  for (const cycle of cycles) console.log(`circular in ${target}: ${cycle.join(' -> ')}`);
  found += cycles.length;
}
console.log(found === 0 ? 'no circular imports' : `${found} circular import(s)`);
process.exit(found === 0 ? 0 : 1);
