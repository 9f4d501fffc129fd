import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { readTestEnv, runGlobalSetup } from '@p2p/db/testing';
import { deployDevContracts, startDevChain, writeChainFile } from '@p2p/devchain';
import { freePort, ROOT, start, vitePreview, waitFor } from './servers.mjs';

const CHILDREN = Symbol.for('p2p.e2eChildren');
const CHAIN = Symbol.for('p2p.e2eChain');

export default async function globalSetup() {
  fs.mkdirSync(path.join(ROOT, 'artifacts/screenshots'), { recursive: true });
  await runGlobalSetup();
  const env = readTestEnv();
  const ports = new Set();
  while (ports.size < 5) ports.add(await freePort()); // five different ones
  const [apiPort, webPort, adminPort, smtpPort, mailWebPort] = [...ports];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const children = [];
  globalThis[CHILDREN] = children;

  // The local chain the API's escrow watches (deposits, withdrawals): a Hardhat node on a free port with
  // the MEC, USDT and NFT contracts deployed and the demo wallets funded.
  const chain = await startDevChain({ port: 0 });
  globalThis[CHAIN] = chain;
  const chainFile = path.join(ROOT, 'artifacts', `e2e-chain-${process.pid}.json`);
  writeChainFile(await deployDevContracts(chain.url), chainFile);

  const apiEnv = {
    NODE_ENV: 'test',
    PORT: String(apiPort),
    DATABASE_URL: env.databaseUrl,
    REDIS_URL: env.redisUrl,
    REDIS_PREFIX: env.redisPrefix,
    JWT_SECRET: `e2e-${env.redisPrefix}-0123456789abcdef0123456789`,
    LOG_LEVEL: 'warn',
    // The development identity issuer of @p2p/wallet-sim (public key material, tests only).
    IDENTITY_ISSUERS: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
    PUBLIC_API_URL: apiUrl,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    // Escrow on the local chain: credited after 2 confirmations, the chain read every 200 ms.
    EVM_RPC_URL: chain.url,
    CHAIN_FILE: chainFile,
    CHAIN_CONFIRMATIONS: '2',
    CHAIN_POLL_MS: '200',
    // A decided appeal runs 15 s after the decision (fractions of a minute allowed; appeals.test waits on it).
    // 6 s was once shorter than the console's answer to the decision on a loaded machine: the case was
    // already executed when it was read again, so the pending execution was never shown.
    ORDER_APPEAL_EXECUTION_MINUTES: '0.25',
    // Every journey's traders call from the loopback address: one client to the sign-in and profile
    // limiter (20 a minute by default), which three traders readied in one journey and the next journey's
    // two reached (429). The limit itself is tested in the API's suite (core/throttle.test.ts).
    AUTH_THROTTLE_PER_MINUTE: '200',
    LOGIN_RSA_PRIVATE_KEY: generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString(),
  };
  const maildev = path.join(ROOT, 'apps/api/node_modules/maildev/dist/bin/maildev.js');
  children.push(
    start(
      'maildev',
      [
        maildev,
        '--smtp',
        String(smtpPort),
        '--web',
        String(mailWebPort),
        '--ip',
        '127.0.0.1',
        '--web-ip',
        '127.0.0.1',
      ],
      ROOT,
      {},
    ),
  );
  await waitFor(`http://127.0.0.1:${mailWebPort}/api/healthz`);
  children.push(start('api', ['apps/api/dist/main.js'], ROOT, apiEnv));
  children.push(vitePreview('web', webPort, apiUrl, { WEB_PORT: String(webPort) }));
  const hasAdmin = fs.existsSync(path.join(ROOT, 'apps/admin/dist/index.html'));
  if (hasAdmin) children.push(vitePreview('admin', adminPort, apiUrl, { ADMIN_PORT: String(adminPort) }));

  await waitFor(`${apiUrl}/api/health`);
  await waitFor(`http://127.0.0.1:${webPort}/`);
  if (hasAdmin) await waitFor(`http://127.0.0.1:${adminPort}/`);

  process.env.E2E_API_URL = apiUrl;
  process.env.E2E_CHAIN_URL = chain.url;
  process.env.E2E_CHAIN_FILE = chainFile;
  process.env.E2E_MAIL_URL = `http://127.0.0.1:${mailWebPort}`;
  process.env.E2E_API_ENV = JSON.stringify(apiEnv);
  process.env.E2E_WEB_URL = `http://127.0.0.1:${webPort}`;
  process.env.E2E_ADMIN_URL = hasAdmin ? `http://127.0.0.1:${adminPort}` : '';
}
