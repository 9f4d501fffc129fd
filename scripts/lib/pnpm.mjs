// Finds or installs the pinned pnpm, so `npm start` and `npm test` work on a machine with only Node.
import { execFileSync, spawn } from 'node:child_process';

export const PNPM_VERSION = '12.21.0';

function version(cmd, args = []) {
  try {
    return execFileSync(cmd, [...args, '--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

/** @returns {{cmd: string, args: string[]}} how to call the pinned pnpm */
export function ensurePnpm(log = console.log) {
  if (version('pnpm') === PNPM_VERSION) return { cmd: 'pnpm', args: [] };
  log(`Installing pnpm ${PNPM_VERSION} ...`);
  try {
    execFileSync('npm', ['install', '-g', `pnpm@${PNPM_VERSION}`], { stdio: 'ignore' });
    if (version('pnpm') === PNPM_VERSION) return { cmd: 'pnpm', args: [] };
  } catch {
    // no rights for a global install: fall back to npx
  }
  return { cmd: 'npx', args: ['--yes', `pnpm@${PNPM_VERSION}`] };
}

/** Runs a command, streaming its output; resolves with the exit code. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

/** Runs pnpm with the given arguments. */
export function pnpm(p, args, options = {}) {
  return run(p.cmd, [...p.args, ...args], options);
}
