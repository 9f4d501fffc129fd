#!/usr/bin/env node
// The money simulation's long run (issue 20): the API suite's simulation (apps/api/test/sim) run through
// Jest with many more operations and the faults of the long run (reorganisations at the confirmation
// depth beside those below it). Prints the figures: operations, faults injected, invariant checks,
// violations (each with its seed, step and what broke). Exits 1 when any violation was found.
//
//   node bench/sim.mjs                      # SIM_OPS=5000, SIM_FAULTS=1, a seed from the clock
//   SIM_SEED=1234 SIM_OPS=800 node bench/sim.mjs    # replays seed 1234 for 800 operations
//
// Needs PostgreSQL and Redis on 127.0.0.1 (TEST_DATABASE_URL, TEST_REDIS_URL as for the API's tests) and
// the local chain package (@p2p/devchain) built, as the API's chain tests do. With SIM_FAULTS=1 the API
// and its packages are built first (`pnpm --filter "@p2p/api..." run build`; SIM_BUILD=0 skips it) for
// the real worker process that the run kills with SIGKILL (SIM_PROCESS=0 leaves it out).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiDir = path.join(root, 'apps', 'api');
const reportFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'p2p-sim-')), 'report.json');
const env = {
  ...process.env,
  SIM_OPS: process.env.SIM_OPS ?? '5000',
  SIM_FAULTS: process.env.SIM_FAULTS ?? '1',
  SIM_SEED: process.env.SIM_SEED ?? String(Date.now() % 2 ** 31),
  SIM_REPORT: reportFile,
  TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres',
  TEST_REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
};
console.log(`money simulation: SIM_SEED=${env.SIM_SEED} SIM_OPS=${env.SIM_OPS} SIM_FAULTS=${env.SIM_FAULTS}`);

if (env.SIM_FAULTS === '1' && env.SIM_PROCESS !== '0' && env.SIM_BUILD !== '0') {
  console.log('building the API for the worker process (pnpm --filter "@p2p/api..." run build)');
  const built = spawnSync('pnpm', ['--filter', '@p2p/api...', 'run', 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  // tsc writes its output even when it reports type errors (someone's edit in progress elsewhere).
  if (built.status !== 0) console.warn('the build reported errors; the run uses what it wrote');
}

const jest = path.join(root, 'node_modules', 'jest', 'bin', 'jest.js');
const child = spawn(
  process.execPath,
  [
    '--experimental-vm-modules',
    jest,
    '--runInBand',
    '--silent=false',
    // The simulation only (the file's planted-theft test belongs to the suite).
    '-t',
    'keeps custody provable',
    'test/sim/money-sim.test.ts',
  ],
  { cwd: apiDir, env, stdio: 'inherit' },
);
const code = await new Promise((resolve) => child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))));

if (!fs.existsSync(reportFile)) {
  console.error(`the simulation wrote no report (jest exited ${code}); replay with SIM_SEED=${env.SIM_SEED}`);
  process.exit(1);
}
const r = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
fs.rmSync(path.dirname(reportFile), { recursive: true, force: true });
const sum = (o) => Object.values(o).reduce((a, b) => a + b, 0);
console.log('\nmoney simulation figures');
console.log(
  `  seed                ${r.seed} (replay: SIM_SEED=${r.seed} SIM_OPS=${r.steps} SIM_FAULTS=${env.SIM_FAULTS})`,
);
console.log(`  operations          ${r.steps} in ${r.seconds} s`);
for (const [k, v] of Object.entries(r.ops).sort((a, b) => b[1] - a[1]))
  console.log(`    ${k.padEnd(26)} ${v}`);
console.log(`  faults injected     ${sum(r.faults)}`);
for (const [k, v] of Object.entries(r.faults)) console.log(`    ${k.padEnd(40)} ${v}`);
console.log(`  watcher rounds      ${JSON.stringify(r.rounds ?? {})}`);
console.log(`  invariant checks    ${r.checks}`);
console.log(
  `  violations          ${r.violations.length} (the same one failing again later: ${r.recurrences ?? 0})`,
);
for (const v of r.violations) console.log(`    step ${v.step} (${v.op}) ${v.invariant}: ${v.detail}`);
console.log(`  outcomes            ${JSON.stringify(r.outcomes)}`);
process.exit(r.violations.length > 0 || code !== 0 ? 1 : 0);
