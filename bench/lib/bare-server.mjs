// Starts one HTTP stack of lib/candidate-404.mjs (the bare Node `http` server among them) as a child process
// and answers its URL, its pid and a stop function.
import { spawn } from 'node:child_process';
import path from 'node:path';

export function startBare404() {
  return startCandidate('bare');
}

/** One HTTP stack of lib/candidate-404.mjs (`kind`: bare, express, fastify, nest-express, ...). */
export function startCandidate(kind) {
  return startServer(kind, [path.join(import.meta.dirname, 'candidate-404.mjs'), kind]);
}

async function startServer(name, args) {
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the ${name} server did not start in 10 s`)), 10_000);
    child.stdout.on('data', (data) => {
      const match = /listening (\d+)/.exec(String(data));
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`the ${name} server exited (${code})`)));
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { url: `http://127.0.0.1:${port}/api/bench/no-such-route`, pid: child.pid, stop };
}
