// pgbench select-only on a database of its own: the baseline of what PostgreSQL answers on this machine.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { percentile } from './common.mjs';

function run(cmd, args, env, timeoutMs) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else reject(new Error(`${cmd} ${args.join(' ')} exited ${code}:\n${out}`));
    });
  });
}

/**
 * `pgbench -i -s 1` then `pgbench -S -c <clients> -j 2 -T <seconds>` on `url` (a database made for it).
 * Answers transactions/s and the p50/p99 latency in ms, from pgbench's per-transaction log.
 */
export async function pgbenchSelectOnly(url, { clients = 32, seconds = 8 } = {}) {
  const u = new URL(url);
  const env = {
    PGHOST: u.hostname,
    PGPORT: u.port || '5432',
    PGUSER: decodeURIComponent(u.username || 'postgres'),
    PGPASSWORD: decodeURIComponent(u.password),
    PGDATABASE: u.pathname.slice(1),
  };
  await run('pgbench', ['-i', '-s', '1', '-q'], env, 60_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'p2p-pgbench-'));
  try {
    const out = await run(
      'pgbench',
      [
        '-S',
        '-n',
        '-c',
        String(clients),
        '-j',
        '2',
        '-T',
        String(seconds),
        '-l',
        '--log-prefix',
        path.join(dir, 'tx'),
      ],
      env,
      (seconds + 30) * 1000,
    );
    const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1]);
    const latencies = [];
    for (const file of fs.readdirSync(dir).filter((f) => f.startsWith('tx'))) {
      for (const line of fs.readFileSync(path.join(dir, file), 'utf8').split('\n')) {
        // client_id transaction_no time(us) script_no time_epoch time_us
        const us = Number(line.split(' ')[2]);
        if (Number.isFinite(us)) latencies.push(us / 1000);
      }
    }
    latencies.sort((a, b) => a - b);
    return { rps: tps, p50: percentile(latencies, 50), p99: percentile(latencies, 99), errors: 0 };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** pgbench's connection settings for the database of `url`. */
function pgEnv(url) {
  const u = new URL(url);
  return {
    PGHOST: u.hostname,
    PGPORT: u.port || '5432',
    PGUSER: decodeURIComponent(u.username || 'postgres'),
    PGPASSWORD: decodeURIComponent(u.password),
    PGDATABASE: u.pathname.slice(1),
  };
}

/** `pgbench -i -s <scale> -q` on `url` (a database made for it): the TPC-B tables. */
export async function pgbenchInit(url, { scale = 1 } = {}) {
  await run('pgbench', ['-i', '-s', String(scale), '-q'], pgEnv(url), 300_000);
}

/**
 * One TPC-B run (pgbench's default script: three updates, a select and an insert per transaction) on a
 * database `pgbenchInit` filled: `pgbench -n -c <clients> -j <threads> -T <seconds>`. Answers
 * transactions/s and every transaction's latency in ms (from pgbench's per-transaction log), ascending.
 */
export function pgbenchTpcb(url, { clients = 64, threads = 2, seconds = 15 } = {}) {
  return pgbenchTimed(url, { clients, threads, seconds });
}

/**
 * A timed pgbench run of the default TPC-B script, or of a custom `script` (`-f`, text of the file) sent
 * in `mode` (`-M`: simple, extended or prepared): transactions/s, every latency in ms ascending, failures.
 */
export async function pgbenchTimed(
  url,
  { clients = 64, threads = 2, seconds = 15, script = null, mode = null },
) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'p2p-pgbench-'));
  try {
    const args = ['-n', '-c', String(clients), '-j', String(threads), '-T', String(seconds)];
    if (script !== null) {
      fs.writeFileSync(path.join(dir, 'script.sql'), script);
      args.push('-f', path.join(dir, 'script.sql'));
    }
    if (mode !== null) args.push('-M', mode);
    // The server is shared: when other work holds the connection slots, wait and try again (5 times).
    let out;
    for (let attempt = 1; out === undefined; attempt += 1) {
      try {
        out = await run(
          'pgbench',
          [...args, '-l', '--log-prefix', path.join(dir, 'tx')],
          pgEnv(url),
          (seconds + 60) * 1000,
        );
      } catch (err) {
        if (attempt >= 5 || !/too many clients/.test(err.message)) throw err;
        for (const file of fs.readdirSync(dir)) if (file !== 'script.sql') fs.rmSync(path.join(dir, file));
        await new Promise((r) => setTimeout(r, 3000));
      }
    }
    const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1]);
    const failed = Number(/number of failed transactions: (\d+)/.exec(out)?.[1] ?? 0);
    const latencies = [];
    for (const file of fs.readdirSync(dir).filter((f) => f.startsWith('tx'))) {
      for (const line of fs.readFileSync(path.join(dir, file), 'utf8').split('\n')) {
        const us = Number(line.split(' ')[2]);
        if (Number.isFinite(us)) latencies.push(us / 1000);
      }
    }
    latencies.sort((a, b) => a - b);
    return { tps, latencies, failed };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
