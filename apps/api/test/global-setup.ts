import { generateKeyPairSync } from 'node:crypto';
import { runGlobalSetup } from '@p2p/db/testing';

/** The run's database and Redis prefix, and one login RSA key for all its files (made here, never committed). */
export default async function setup(globalConfig: { maxWorkers?: number }): Promise<void> {
  await runGlobalSetup(globalConfig);
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  process.env.P2P_TEST_LOGIN_KEY_PEM = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}
