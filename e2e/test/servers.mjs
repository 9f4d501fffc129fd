// Starts the built API, trader app and admin console on free loopback ports for the browser tests.
import { spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

function tryListen(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A loopback port nothing listens on, picked below the kernel's ephemeral range (32768–60999): a port
 * from listen(0) can be taken by the local side of any outgoing connection (a parallel suite's Postgres
 * or browser) before the server started here listens on it, as the API tests once found (EADDRINUSE).
 */
export async function freePort() {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = randomInt(20_000, 32_000);
    if (await tryListen(port)) return port;
  }
  throw new Error('no free loopback port between 20000 and 32000 after 50 tries');
}

export async function waitFor(url, timeoutMs = 60000) {
  const until = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = String(err);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s (${last})`);
}

export function start(name, args, cwd, env) {
  const log = fs.createWriteStream(path.join(ROOT, 'artifacts', `${name}.log`));
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  return child;
}

export function vitePreview(app, port, apiUrl, env) {
  const cwd = path.join(ROOT, 'apps', app);
  const vite = path.join(cwd, 'node_modules/vite/bin/vite.js');
  // E2E_WEB_DIST serves another build of the trader app (to measure a build before and after a change).
  const outDir = app === 'web' && process.env.E2E_WEB_DIST ? ['--outDir', process.env.E2E_WEB_DIST] : [];
  const args = [vite, 'preview', '--port', String(port), '--host', '127.0.0.1', '--strictPort', ...outDir];
  return start(app, args, cwd, {
    API_URL: apiUrl,
    ...env,
  });
}
