#!/usr/bin/env node
// `npm test`: installs what is missing, then runs every check and every test of every package against
// real PostgreSQL and Redis, and ends with one line `N passed, N failed`.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensurePnpm, pnpm } from './lib/pnpm.mjs';
import { childrenCpuSeconds } from './lib/cpu.mjs';
import { BUDGETS, runInLanes, runTestLanes } from './lib/test-lanes.mjs';
import { ensureTestServices } from './lib/test-services.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'reports');
const ci = process.env.CI === 'true' || process.env.CI === '1';
const checks = []; // {name, ok}
const stages = []; // {name, seconds, cpuSeconds}: the time of each stage, printed at the end
const parts = []; // {stage, name, seconds, cpuSeconds}: the checks and packages run two at a time
let stage = null; // {name, start, cpu}
let stopServices = async () => {};
/**
 * Budgets of each package's tests (seconds), written down in scripts/test-budgets.json: a package past its
 * budget fails the run, so that slowness is seen when it lands, not when CI's limit is hit. The budget is
 * of the CPU time of the package's processes (what its suites cost), not of wall time: a run beside other
 * work (two busy loops, a loaded CI host) waits longer but costs about the same, and a wall-time budget
 * failed such a run whose tests all passed. Where /proc gives no CPU time, the wall time counts.
 */
const budgets = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'test-budgets.json'), 'utf8'));

/** The browser tests need Debian's Chromium: install it with apt when missing and allowed. */
function ensureChromium() {
  const bin = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (fs.existsSync(bin)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.log(
      `Chromium is missing at ${bin}: install it (apt-get install chromium) for the browser tests.`,
    );
    return;
  }
  step('install chromium (apt)');
  try {
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-wqy-zenhei fonts-thai-tlwg',
      {
        stdio: 'inherit',
      },
    );
  } catch {
    console.log('could not install chromium: the browser tests will fail');
  }
}

function step(title) {
  endStage();
  stage = { name: title, start: Date.now(), cpu: childrenCpuSeconds() };
  console.log(`\n=== ${title}`);
}

function endStage() {
  if (stage) {
    const cpu = childrenCpuSeconds();
    stages.push({
      name: stage.name,
      seconds: (Date.now() - stage.start) / 1000,
      cpuSeconds: cpu === undefined || stage.cpu === undefined ? undefined : cpu - stage.cpu,
    });
  }
  stage = null;
}

async function main() {
  process.chdir(root);
  const p = ensurePnpm();
  step('install');
  const installArgs = ci ? ['install', '--frozen-lockfile'] : ['install'];
  if ((await pnpm(p, installArgs)) !== 0) return finish(1, 'install failed');

  const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const dockerHost = Boolean(process.env.DOCKER_HOST) || fs.existsSync('/var/run/docker.sock');
  if (!dockerHost || process.env.TEST_DATABASE_URL) {
    // Where nothing answers on loopback, an embedded PostgreSQL and a redis-server are started.
    step('services (PostgreSQL, Redis)');
    const services = await ensureTestServices({
      postgresUrl: pgUrl,
      redisUrl,
      dataDir: path.join(root, '.data'),
    });
    if (services.error) return finish(1, services.error);
    stopServices = services.stop;
    process.env.TEST_DATABASE_URL = services.postgresUrl;
    process.env.TEST_REDIS_URL = redisUrl;
  }

  ensureChromium();

  step('generate and build');
  if ((await pnpm(p, ['turbo', 'run', 'build', '--output-logs=errors-only'])) !== 0) {
    return finish(1, 'build failed');
  }

  // The static checks, two at a time (each but tsc uses one core; turbo runs tsc per package): about
  // 3.8 min one after another on this 2-core machine.
  step('static checks (two at a time)');
  const node = (script, ...args) => ({ cmd: process.execPath, args: [script, ...args] });
  const viaPnpm = (...args) => ({ cmd: p.cmd, args: [...p.args, ...args] });
  const checkJobs = [
    {
      name: 'typecheck (tsc --noEmit)',
      ...viaPnpm('turbo', 'run', 'typecheck', '--output-logs=errors-only'),
    },
    { name: 'lint (eslint)', ...viaPnpm('exec', 'eslint', '.', '--max-warnings=0') },
    { name: 'format (prettier)', ...viaPnpm('exec', 'prettier', '--check', '.', '--log-level=warn') },
    { name: 'circular imports', ...node('scripts/circular.mjs') },
    { name: 'prisma migration drift', ...viaPnpm('--filter', '@p2p/db', 'run', 'drift') },
    { name: 'openapi document up to date', ...node('scripts/openapi.mjs', '--check') },
  ];
  for (const r of await runInLanes(checkJobs, 2)) {
    checks.push({ name: r.name, ok: r.code === 0 });
    parts.push({ stage: 'static checks', ...r });
    if (r.code !== 0) console.log(`--- ${r.name} FAILED (exit ${r.code})`);
  }

  fs.rmSync(reports, { recursive: true, force: true });
  fs.mkdirSync(reports, { recursive: true });
  step('tests');
  // Two at a time: three (29 Nov) made the stage no shorter (10m 37 against 10m 31) and the API's suite
  // longer (8m 16 against 5m 58), as the stage's processes and PostgreSQL already kept both cores busy.
  const tests = await runTestLanes(root, p, {
    slots: 2,
    env: { ...process.env, TEST_REPORT_DIR: reports },
  });
  parts.push(...tests.results.map((r) => ({ stage: 'tests', ...r })));
  return finish(tests.code);
}

/** Our Jest reporter writes {name, passed, failed}; Vitest's json reporter writes Jest-like totals. */
function readReport(file) {
  const r = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (typeof r.passed === 'number') return r;
  const failedSuites = (r.testResults ?? []).filter(
    (t) => t.status === 'failed' && (t.assertionResults ?? []).length === 0,
  ).length;
  const results = r.testResults ?? [];
  const ends = results.map((t) => t.endTime ?? 0);
  return {
    name: path.basename(file, '.json'),
    seconds: results.length > 0 && r.startTime ? (Math.max(...ends) - r.startTime) / 1000 : undefined,
    suites: results.map((t) => ({
      file: path.relative(root, t.name),
      seconds: ((t.endTime ?? 0) - (t.startTime ?? 0)) / 1000,
    })),
    failures: results.flatMap((t) =>
      (t.assertionResults ?? [])
        .filter((a) => a.status === 'failed')
        .map((a) => ({
          file: path.relative(root, t.name),
          test: a.fullName ?? a.title,
          message: String((a.failureMessages ?? [])[0] ?? '')
            .split('\n')
            .slice(0, 3)
            .join(' | ')
            .slice(0, 600),
        })),
    ),
    passed: r.numPassedTests ?? 0,
    failed: (r.numFailedTests ?? 0) + failedSuites,
    skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
  };
}

/**
 * The CPU seconds of a package's test processes (`apps-admin` is the lane `apps/admin`; `e2e-budgets` the
 * lane of the Lighthouse budgets), or undefined where /proc gave none.
 */
function cpuOfPackage(name) {
  const lane = name === 'e2e-budgets' ? BUDGETS : name.replace('-', '/');
  return parts.find((x) => x.stage === 'tests' && x.name === lane)?.cpuSeconds;
}

/** Seconds as `12m 05s` or `7.3s`. */
const took = (s) => {
  if (s < 60) return `${s.toFixed(1)}s`;
  const whole = Math.round(s); // 119.6 s is 2m 00s, never 1m 60s
  return `${Math.floor(whole / 60)}m ${String(whole % 60).padStart(2, '0')}s`;
};

async function finish(code, reason) {
  endStage();
  await stopServices();
  if (reason) console.error(`\n${reason}`);
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const suites = [];
  const overBudget = [];
  const failures = [];
  if (fs.existsSync(reports)) {
    for (const file of fs.readdirSync(reports).filter((f) => f.endsWith('.json'))) {
      const r = readReport(path.join(reports, file));
      passed += r.passed;
      failed += r.failed;
      skipped += r.skipped ?? 0;
      suites.push(...(r.suites ?? []));
      failures.push(...(r.failures ?? []));
      const budget = budgets[r.name];
      const cpu = cpuOfPackage(r.name);
      const cost = cpu ?? r.seconds;
      const time = r.seconds === undefined ? '' : ` in ${took(r.seconds)}`;
      const cpuText = cpu === undefined ? '' : `, CPU ${took(cpu)}`;
      const limit =
        budget === undefined ? '' : ` (budget ${took(budget)} of ${cpu === undefined ? 'time' : 'CPU'})`;
      console.log(`  ${r.name}: ${r.passed} passed, ${r.failed} failed${time}${cpuText}${limit}`);
      if (budget !== undefined && cost !== undefined && cost > budget) {
        overBudget.push({ ...r, cost, of: cpu === undefined ? 'time' : 'CPU time' });
      }
    }
  }
  for (const c of checks) {
    if (c.ok) passed += 1;
    else failed += 1;
    console.log(`  ${c.name}: ${c.ok ? 'ok' : 'FAILED'}`);
  }
  // CPU: of the processes each stage ran (2 cores: up to twice the wall time).
  const cpuOf = (s) => (s.cpuSeconds === undefined ? '' : ` (CPU ${took(s.cpuSeconds)})`);
  console.log('\nstages (wall time, and CPU time of their processes):');
  for (const s of stages) {
    console.log(`  ${s.name}: ${took(s.seconds)}${cpuOf(s)}`);
    for (const part of parts.filter((x) => s.name.startsWith(x.stage)))
      console.log(`    ${part.name}: ${took(part.seconds)}${cpuOf(part)}`);
  }
  console.log('\nslowest suites:');
  for (const s of suites.sort((a, b) => b.seconds - a.seconds).slice(0, 10))
    console.log(`  ${took(s.seconds).padStart(8)}  ${s.file}`);
  for (const r of overBudget) {
    console.log(
      `  ${r.name}: its tests took ${took(r.cost)} of ${r.of}, past the budget of ${took(budgets[r.name])} (scripts/test-budgets.json)`,
    );
    failed += 1;
  }
  if (failures.length > 0) {
    console.log('\nfailed tests:');
    for (const f of failures.slice(0, 20)) console.log(`  ${f.file}: ${f.test}\n    ${f.message}`);
  }
  if (code !== 0 && failed === 0) failed = 1; // a crash that no report counted
  console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  process.exit(failed > 0 || code !== 0 ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  finish(1);
});
