// Account and session configuration, validated with the rest of the API's configuration.
import { createPrivateKey } from 'node:crypto';
import { cleanEnv, num, str } from 'envalid';

export interface AuthConfig {
  /** PKCS#8 PEM of the RSA key the login password is encrypted to (RSA-OAEP, SHA-256). */
  loginRsaPrivateKey: string;
  sessionDays: number;
  bcryptCost: number;
}

export class AuthConfigError extends Error {}

export function loadAuthConfig(env: Record<string, string | undefined>): AuthConfig {
  const clean = cleanEnv(
    env,
    {
      LOGIN_RSA_PRIVATE_KEY: str({ desc: 'PKCS#8 PEM of the login RSA key (\\n may be escaped)' }),
      SESSION_DAYS: num({ default: 7 }),
      BCRYPT_COST: num({ default: 12 }),
    },
    {
      reporter: ({ errors }) => {
        const names = Object.keys(errors);
        if (names.length > 0)
          throw new AuthConfigError(`Invalid configuration:\n  ${names.join(': required\n  ')}: required`);
      },
    },
  );
  const pem = clean.LOGIN_RSA_PRIVATE_KEY.replace(/\\n/g, '\n');
  let key;
  try {
    key = createPrivateKey(pem);
  } catch {
    throw new AuthConfigError('Invalid configuration:\n  LOGIN_RSA_PRIVATE_KEY: not a PEM private key');
  }
  if (key.asymmetricKeyType !== 'rsa' || (key.asymmetricKeyDetails?.modulusLength ?? 0) < 2048) {
    throw new AuthConfigError(
      'Invalid configuration:\n  LOGIN_RSA_PRIVATE_KEY: must be an RSA key of 2048 bits or more',
    );
  }
  if (clean.SESSION_DAYS < 1 || clean.SESSION_DAYS > 30) {
    throw new AuthConfigError('Invalid configuration:\n  SESSION_DAYS: must be between 1 and 30');
  }
  if (clean.BCRYPT_COST < 4 || clean.BCRYPT_COST > 15) {
    throw new AuthConfigError('Invalid configuration:\n  BCRYPT_COST: must be between 4 and 15');
  }
  return { loginRsaPrivateKey: pem, sessionDays: clean.SESSION_DAYS, bcryptCost: clean.BCRYPT_COST };
}
