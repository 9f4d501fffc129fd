// Starts lib/bare-404.mjs as a child process and answers its URL and a stop function.
import { spawn } from 'node:child_process';
import path from 'node:path';

export async function startBare404() {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'bare-404.mjs')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the bare 404 server did not start in 10 s')), 10_000);
    child.stdout.on('data', (data) => {
      const match = /listening (\d+)/.exec(String(data));
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`the bare 404 server exited (${code})`)));
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { url: `http://127.0.0.1:${port}/api/bench/no-such-route`, stop };
}
