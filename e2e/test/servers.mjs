// Starts the built API, trader app and admin console on free loopback ports for the browser tests.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
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
