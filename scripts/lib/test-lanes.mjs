// The tests stage of `npm test` (issue 21): every workspace package's `test` script, two at a time, the
// longest first. Turbo started them in an order of its own (the two Vitest apps first, the API's and the
// browser suites after them), so that the longest suite often started last and ran alone at the end.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const WITH_CPU = path.join(import.meta.dirname, 'with-cpu.mjs');

/** The lane of the Lighthouse budgets (its report is `e2e-budgets`). */
export const BUDGETS = 'e2e budgets';

/**
 * Longest first, from a fresh-clone run on 28 Nov 2026 (minutes, with the others running beside them):
 * the browser journeys 9.5, the API 18 (before its groups), the console 6, the trader app 3; then the
 * packages, each under half a minute. A package missing here runs after these, in path order.
 */
const LONGEST_FIRST = [
  'e2e',
  'apps/api',
  'apps/admin',
  'apps/web',
  'packages/wallet-sim',
  'packages/contracts',
];

/** Workspace folders (relative to the root) whose package.json has a `test` script. */
export function testPackages(root) {
  const folders = ['apps', 'packages', 'infra'].flatMap((top) =>
    fs
      .readdirSync(path.join(root, top), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => `${top}/${d.name}`),
  );
  folders.push('e2e');
  const withTests = folders
    .filter((dir) => {
      const file = path.join(root, dir, 'package.json');
      return fs.existsSync(file) && JSON.parse(fs.readFileSync(file, 'utf8')).scripts?.test;
    })
    .sort();
  const rank = (dir) => {
    const i = LONGEST_FIRST.indexOf(dir);
    return i < 0 ? LONGEST_FIRST.length : i;
  };
  return withTests.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/**
 * Runs `pnpm run test` in each folder, `slots` at a time, each output line prefixed. Resolves with 0 or 1
 * and each package's wall and CPU seconds ({name, seconds, cpuSeconds}), for the stage times.
 */
export async function runTestLanes(root, p, { slots = 2, env = process.env } = {}) {
  const jobs = testPackages(root).map((dir) => ({
    name: dir,
    cmd: p.cmd,
    args: [...p.args, 'run', 'test'],
    cwd: path.join(root, dir),
  }));
  // The trader app's Lighthouse budgets (e2e's test:budgets) after the trader app's own tests: by then the
  // browser journeys are over, and the budgets (about 0.8 of a core for 1.5 min) share the machine with the
  // last small packages only. Each run's CPU slowdown follows the host's benchmark index measured just
  // before it, so a busier host emulates the same phone (e2e/test/lighthouse-run.mjs).
  if (fs.existsSync(path.join(root, 'e2e/package.json'))) {
    const after = jobs.findIndex((job) => job.name === 'apps/web');
    jobs.splice(after < 0 ? jobs.length : after + 1, 0, {
      name: BUDGETS,
      cmd: p.cmd,
      args: [...p.args, 'run', 'test:budgets'],
      cwd: path.join(root, 'e2e'),
    });
  }
  const results = await runInLanes(jobs, slots, env);
  return { code: results.every((r) => r.code === 0) ? 0 : 1, results };
}

/**
 * Runs jobs ({name, cmd, args, cwd?}) `slots` at a time in list order, each output line prefixed with its
 * name; resolves with each job's {name, code, seconds, cpuSeconds} in list order.
 */
export async function runInLanes(jobs, slots, env = process.env) {
  const queue = jobs.map((job, index) => ({ job, index }));
  const results = [];
  const lane = async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      const { job } = next;
      results[next.index] = {
        name: job.name,
        ...(await runPrefixed(job.name, job.cmd, job.args, { cwd: job.cwd, env })),
      };
    }
  };
  await Promise.all(Array.from({ length: slots }, lane));
  return results;
}

/** The job through with-cpu.mjs, which writes its CPU seconds to a scratch file read at its end. */
function runPrefixed(name, cmd, args, options) {
  const started = Date.now();
  const cpuFile = path.join(
    os.tmpdir(),
    `p2p-cpu-${process.pid}-${started}-${Math.random().toString(36).slice(2)}.json`,
  );
  console.log(`--- ${name}: started`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [WITH_CPU, cpuFile, cmd, ...args], {
      ...options,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) process.stdout.write(`${name}: ${line}\n`);
      });
      stream.on('end', () => rest && process.stdout.write(`${name}: ${rest}\n`));
    }
    const done = (code) => {
      const seconds = (Date.now() - started) / 1000;
      let cpuSeconds;
      try {
        cpuSeconds = JSON.parse(fs.readFileSync(cpuFile, 'utf8')).cpuSeconds;
        fs.rmSync(cpuFile, { force: true });
      } catch {
        cpuSeconds = undefined; // no /proc, or the wrapper did not finish
      }
      const cpu = cpuSeconds === undefined ? '' : `, CPU ${cpuSeconds.toFixed(0)} s`;
      console.log(`--- ${name}: ended (exit ${code}) in ${seconds.toFixed(0)} s${cpu}`);
      resolve({ code, seconds, cpuSeconds });
    };
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
    child.on('error', () => done(127));
  });
}
