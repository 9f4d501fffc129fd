// Test helpers for the account flows: the same steps a browser takes (slider, encrypted password).
import { constants, publicEncrypt } from 'node:crypto';
import { TEST_LOGIN_KEY } from './harness.js';

/** RSA-OAEP (SHA-256) to the test login key, base64: what the web app does with WebCrypto. */
export function encryptPassword(password: string): string {
  return publicEncrypt(
    { key: TEST_LOGIN_KEY.publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(password, 'utf8'),
  ).toString('base64');
}
