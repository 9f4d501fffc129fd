// The tests stage of `npm test` (issue 21): every workspace package's `test` script, two at a time, the
// longest first. Turbo started them in an order of its own (the two Vitest apps first, the API's and the
// browser suites after them), so that the longest suite often started last and ran alone at the end.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

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

/** Runs `pnpm run test` in each folder, `slots` at a time, each output line prefixed; resolves with 0 or 1. */
export async function runTestLanes(root, p, { slots = 2, env = process.env } = {}) {
  const queue = testPackages(root);
  let failed = 0;
  const lane = async () => {
    for (let dir = queue.shift(); dir !== undefined; dir = queue.shift()) {
      const code = await runPrefixed(dir, p.cmd, [...p.args, 'run', 'test'], {
        cwd: path.join(root, dir),
        env,
      });
      if (code !== 0) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: slots }, lane));
  return failed === 0 ? 0 : 1;
}

function runPrefixed(name, cmd, args, options) {
  const started = Date.now();
  console.log(`--- ${name}: test started`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
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
      console.log(
        `--- ${name}: test ended (exit ${code}) in ${((Date.now() - started) / 1000).toFixed(0)} s`,
      );
      resolve(code);
    };
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
    child.on('error', () => done(127));
  });
}
