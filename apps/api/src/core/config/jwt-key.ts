import { createSecretKey, type KeyObject } from 'node:crypto';
import type { AppConfig } from './config.js';

const keys = new WeakMap<AppConfig, KeyObject>();

/**
 * The HS256 key of session tokens as a KeyObject, made once per configuration. Given a string,
 * jsonwebtoken 9 first tries to read it as a public key on every check (createPublicKey, ~0.6 ms and
 * about a fifth of the API's CPU under load) before treating it as a secret. jsonwebtoken accepts a
 * KeyObject; the types of passport-jwt and @nestjs/jwt still say `string | Buffer`, hence the cast.
 */
export function jwtKey(config: AppConfig): Buffer {
  let key = keys.get(config);
  if (!key) {
    key = createSecretKey(Buffer.from(config.jwtSecret, 'utf8'));
    keys.set(config, key);
  }
  return key as unknown as Buffer;
}
