#!/usr/bin/env node
// `npm start`: installs what is missing, finds PostgreSQL (or starts an embedded one under .data/) and
// Redis, creates, migrates and seeds the database, builds and starts the API, and prints the URLs.
// Ctrl-C stops everything it started.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensurePnpm, pnpm, run } from './lib/pnpm.mjs';
import { ensureDatabase, postgresAnswers, redisAnswers } from './lib/services.mjs';
import { startEmbeddedPostgres } from './lib/embedded-postgres.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, '.data');
const children = [];
const cleanups = [];
let stopping = false;

function log(line) {
  console.log(`[start] ${line}`);
}

async function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  log('stopping ...');
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(
    children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)),
  );
  for (const fn of cleanups.reverse()) await fn().catch(() => {});
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

/**
 * Dev-only secrets, generated once and kept in .data/ (git-ignored; production sets them itself). A key
 * missing from an older file is added.
 */
function devSecrets() {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'dev-secrets.json');
  const current = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  const makers = {
    JWT_SECRET: () => crypto.randomBytes(32).toString('hex'),
    LOGIN_RSA_PRIVATE_KEY: () =>
      crypto
        .generateKeyPairSync('rsa', { modulusLength: 2048 })
        .privateKey.export({ type: 'pkcs8', format: 'pem' })
        .toString(),
    DEV_ADMIN_EMAIL: () => 'admin@p2p.local',
    DEV_ADMIN_PASSWORD: () => crypto.randomBytes(12).toString('base64url'),
  };
  let changed = false;
  for (const [key, make] of Object.entries(makers)) {
    if (!current[key]) {
      current[key] = make();
      changed = true;
    }
  }
  if (changed) fs.writeFileSync(file, JSON.stringify(current, null, 2), { mode: 0o600 });
  return current;
}

async function main() {
  process.chdir(root);
  const p = ensurePnpm(log);
  log('installing dependencies ...');
  if ((await pnpm(p, ['install'])) !== 0) throw new Error('pnpm install failed');

  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  if (!(await redisAnswers(redisUrl))) {
    console.error(
      `[start] Redis does not answer at ${redisUrl}: start one with \`redis-server --daemonize yes\` or \`docker compose up -d redis\`, or set REDIS_URL.`,
    );
    process.exit(1);
  }

  let databaseUrl = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/p2p';
  if (!(await postgresAnswers(databaseUrl))) {
    if (process.env.DATABASE_URL)
      throw new Error(`PostgreSQL does not answer at DATABASE_URL (${databaseUrl})`);
    log('no PostgreSQL answers on 127.0.0.1:5432: starting an embedded one under .data/postgres ...');
    const embedded = await startEmbeddedPostgres(path.join(dataDir, 'postgres'));
    cleanups.push(embedded.stop);
    databaseUrl = embedded.url;
  }
  if (await ensureDatabase(databaseUrl)) log(`created database ${new URL(databaseUrl).pathname.slice(1)}`);

  log('building ...');
  if ((await pnpm(p, ['turbo', 'run', 'build', '--output-logs=errors-only'])) !== 0)
    throw new Error('build failed');

  const secrets = devSecrets();
  const chain = await startChain(env0('CHAIN_PORT', '8545'));
  const smtpPort = env0('SMTP_PORT', '1025');
  const mailWebPort = env0('MAIL_WEB_PORT', '1080');
  startMailCatcher(smtpPort, mailWebPort);
  const env = {
    ...process.env,
    JWT_SECRET: process.env.JWT_SECRET ?? secrets.JWT_SECRET,
    LOGIN_RSA_PRIVATE_KEY: process.env.LOGIN_RSA_PRIVATE_KEY ?? secrets.LOGIN_RSA_PRIVATE_KEY,
    SMTP_URL: process.env.SMTP_URL ?? `smtp://127.0.0.1:${smtpPort}`,
    // The wallet simulator's development issuer (public key material: development only).
    IDENTITY_ISSUERS: process.env.IDENTITY_ISSUERS ?? DEV_IDENTITY_ISSUER,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    // The local chain and the contract addresses and dev escrow wallet its deploy wrote.
    EVM_RPC_URL: process.env.EVM_RPC_URL ?? chain.url,
    CHAIN_FILE: process.env.CHAIN_FILE ?? chain.file,
    NODE_ENV: process.env.NODE_ENV ?? 'development',
    // The API answers on this machine only (it trusts the development KYC issuer above). The browsers
    // reach it through the web apps' dev proxies, which name each browser's own address in X-Forwarded-For
    // (infra/web/dev-proxy.ts): the API believes that header from loopback only, so each browser is
    // counted by its own address instead of all sharing 127.0.0.1 (issue 22).
    HOST: process.env.HOST ?? '127.0.0.1',
    TRUSTED_PROXIES: process.env.TRUSTED_PROXIES ?? '127.0.0.1,::1',
    // Request logs are JSON lines; keep the terminal readable unless asked for more.
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  };
  log('migrating ...');
  if ((await pnpm(p, ['--filter', '@p2p/db', 'run', 'migrate:deploy'], { env })) !== 0)
    throw new Error('migration failed');
  log('seeding reference and demo data ...');
  if ((await pnpm(p, ['--filter', '@p2p/db', 'run', 'seed', '--demo'], { env })) !== 0)
    throw new Error('seed failed');

  const staffEnv = {
    ...env,
    STAFF_EMAIL: secrets.DEV_ADMIN_EMAIL,
    STAFF_PASSWORD: secrets.DEV_ADMIN_PASSWORD,
    STAFF_ROLE: 'ADMIN',
    STAFF_NAME: 'Dev Admin',
  };
  if ((await run(process.execPath, ['apps/api/dist/cli/create-staff.js'], { env: staffEnv })) !== 0) {
    throw new Error('could not create the dev admin');
  }

  const apiPort = env.PORT ?? '3000';
  env.PUBLIC_API_URL ??= `http://127.0.0.1:${apiPort}`;
  env.PUBLIC_WEB_URL ??= `http://127.0.0.1:${env.WEB_PORT ?? '5173'}`;
  const api = spawn(process.execPath, ['apps/api/dist/main.js'], {
    env: { ...env, PORT: apiPort },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(api);
  api.on('exit', (code) => {
    if (!stopping) {
      log(`the API exited (${code}); stopping`);
      void stopAll(code ?? 1);
    }
  });
  await waitForHttp(`http://127.0.0.1:${apiPort}/api/health`);

  const webPort = env.WEB_PORT ?? '5173';
  const adminPort = env.ADMIN_PORT ?? '5174';
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  serveApp('web', webPort, { ...env, API_URL: apiUrl, WEB_PORT: webPort });
  serveApp('admin', adminPort, { ...env, API_URL: apiUrl, ADMIN_PORT: adminPort });
  await Promise.all([
    waitForHttp(`http://127.0.0.1:${webPort}/`),
    waitForHttp(`http://127.0.0.1:${adminPort}/`),
  ]);
  console.log('');
  log('ready:');
  log(`  trader app   http://127.0.0.1:${webPort}/`);
  log(`  admin        http://127.0.0.1:${adminPort}/`);
  log(`  API          http://127.0.0.1:${apiPort}/api`);
  log(`  mail catcher http://127.0.0.1:${mailWebPort}/ (SMTP ${smtpPort})`);
  log(`  API docs     http://127.0.0.1:${apiPort}/api/docs`);
  log(`  health       http://127.0.0.1:${apiPort}/api/health`);
  log(`  database     ${redact(databaseUrl)}`);
  log(`  redis        ${redact(redisUrl)}`);
  log(`  chain        ${chain.url} (chain id 31337, contracts in ${path.relative(root, chain.file)})`);
  log(`  admin login  ${secrets.DEV_ADMIN_EMAIL} / ${secrets.DEV_ADMIN_PASSWORD} (dev only, kept in .data/)`);
  log('Ctrl-C stops everything started here.');
}

const DEV_IDENTITY_ISSUER = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';

function env0(name, fallback) {
  return process.env[name] ?? fallback;
}

/**
 * The local EVM chain (infra/chain): a Hardhat node on CHAIN_PORT with MEC, USDT and the NFT collection
 * deployed and the demo wallets funded; the port's chain file says where (.data/chain.json on 8545,
 * .data/chain-<port>.json on another port, so a second `npm start` on other ports keeps its own). A node
 * already answering there is reused (its devchain process then exits once the file is written).
 */
async function startChain(port) {
  // Built by the step before (the devchain package's dist).
  const { chainFileFor } = await import(
    pathToFileURL(path.join(root, 'infra/chain/dist/chain-file.js')).href
  );
  const file = chainFileFor(dataDir, port);
  const child = spawn(
    process.execPath,
    [path.join(root, 'infra/chain/bin/devchain.mjs'), '--port', port, '--out', file],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    let ready = false;
    child.stdout.on('data', (chunk) => {
      if (ready) return;
      out += chunk.toString();
      const m = /devchain ready (\S+)/.exec(out);
      if (m) {
        ready = true;
        log(`chain ready at ${m[1]}`);
        resolve({ url: m[1], file });
      }
    });
    child.on('exit', (code) => {
      if (!ready)
        reject(new Error(`the chain did not start (${code}): ${out.trim().split('\n').pop() ?? ''}`));
      else if (code !== 0 && !stopping) {
        log(`the chain exited (${code}); stopping`);
        void stopAll(code ?? 1);
      }
    });
  });
}

/** The local mail catcher (maildev): every mail the platform sends, readable on a web page. */
function startMailCatcher(smtpPort, webPort) {
  const bin = path.join(root, 'apps/api/node_modules/maildev/dist/bin/maildev.js');
  const child = spawn(
    process.execPath,
    [bin, '--smtp', smtpPort, '--web', webPort, '--ip', '127.0.0.1', '--web-ip', '127.0.0.1', '--silent'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  children.push(child);
  child.on('exit', (code) => {
    if (!stopping) {
      log(`the mail catcher exited (${code}); stopping`);
      void stopAll(code ?? 1);
    }
  });
}

/** Serves a built Vite app (web or admin) with its /api and /socket.io proxy to the API. */
function serveApp(name, port, env) {
  const cwd = path.join(root, 'apps', name);
  const child = spawn(
    process.execPath,
    [
      path.join(cwd, 'node_modules/vite/bin/vite.js'),
      'preview',
      '--port',
      port,
      '--host',
      '127.0.0.1',
      '--strictPort',
    ],
    { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  children.push(child);
  child.on('exit', (code) => {
    if (!stopping) {
      log(`${name} exited (${code}); stopping`);
      void stopAll(code ?? 1);
    }
  });
}

function redact(url) {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

async function waitForHttp(url, timeoutMs = 60000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}

main().catch((err) => {
  console.error(`[start] ${err.message}`);
  void stopAll(1);
});
