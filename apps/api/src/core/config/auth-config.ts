// Account and session configuration, validated with the rest of the API's configuration.
import { createPrivateKey } from 'node:crypto';
import { cleanEnv, num, str } from 'envalid';

export interface AuthConfig {
  /** PKCS#8 PEM of the RSA key the login password is encrypted to (RSA-OAEP, SHA-256). */
  loginRsaPrivateKey: string;
  sessionDays: number;
  bcryptCost: number;
  /** Addresses whose KYC attestations are trusted (EIP-55). */
  identityIssuers: string[];
  /** Chain id of the sign-in messages and of the attestations' EIP-712 domain. */
  identityChainId: number;
  /** The sign-in messages' domain (EIP-4361), e.g. p2p.example.com. */
  siweDomain: string;
  /** The scheme a sign-in message may write before its domain (EIP-4361): the API URL's, when the domain is its. */
  siweScheme?: string;
  /** Absolute base URL of this API as the wallet reaches it (for the QR callback). */
  publicApiUrl: string;
  /** Where the trader app is served (links in mails point there). */
  publicWebUrl: string;
  qrTtlSeconds: number;
}

export class AuthConfigError extends Error {}

/**
 * The development KYC issuer of `@p2p/wallet-sim` (Hardhat's account #9: its private key is published).
 * `npm start` trusts it; production refuses it.
 */
export const DEV_IDENTITY_ISSUER = '0xa0ee7a142d267c1f36714e4a8f75612f20a79720';

export function loadAuthConfig(env: Record<string, string | undefined>): AuthConfig {
  const clean = cleanEnv(
    env,
    {
      LOGIN_RSA_PRIVATE_KEY: str({ desc: 'PKCS#8 PEM of the login RSA key (\\n may be escaped)' }),
      SESSION_DAYS: num({ default: 7 }),
      BCRYPT_COST: num({ default: 12 }),
      IDENTITY_ISSUERS: str({ default: '', desc: 'comma-separated addresses of trusted KYC issuers' }),
      IDENTITY_CHAIN_ID: num({ default: 31337 }),
      PUBLIC_API_URL: str({ default: `http://127.0.0.1:${env.PORT ?? '3000'}` }),
      PUBLIC_WEB_URL: str({ default: 'http://127.0.0.1:5173', desc: 'the trader app, for links in mails' }),
      SIWE_DOMAIN: str({ default: '' }),
      QR_TTL_SECONDS: num({ default: 180 }),
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
  const issuers = clean.IDENTITY_ISSUERS.split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const bad = issuers.find((a) => !/^0x[0-9a-fA-F]{40}$/.test(a));
  if (bad) throw new AuthConfigError(`Invalid configuration:\n  IDENTITY_ISSUERS: ${bad} is not an address`);
  if (env.NODE_ENV === 'production' && issuers.some((a) => a.toLowerCase() === DEV_IDENTITY_ISSUER)) {
    throw new AuthConfigError(
      'Invalid configuration:\n  IDENTITY_ISSUERS: the development issuer (its key is public) is refused in production',
    );
  }
  let apiUrl: URL;
  try {
    apiUrl = new URL(clean.PUBLIC_API_URL);
    if (apiUrl.protocol !== 'http:' && apiUrl.protocol !== 'https:') throw new Error('protocol');
  } catch {
    throw new AuthConfigError('Invalid configuration:\n  PUBLIC_API_URL: must be an http(s) URL');
  }
  const webUrl = httpUrl(clean.PUBLIC_WEB_URL, 'PUBLIC_WEB_URL');
  if (clean.QR_TTL_SECONDS < 30 || clean.QR_TTL_SECONDS > 900) {
    throw new AuthConfigError('Invalid configuration:\n  QR_TTL_SECONDS: must be between 30 and 900');
  }
  return {
    loginRsaPrivateKey: pem,
    sessionDays: clean.SESSION_DAYS,
    bcryptCost: clean.BCRYPT_COST,
    identityIssuers: issuers,
    identityChainId: clean.IDENTITY_CHAIN_ID,
    siweDomain: clean.SIWE_DOMAIN || apiUrl.host,
    ...(clean.SIWE_DOMAIN ? {} : { siweScheme: apiUrl.protocol.replace(/:$/, '') }),
    publicApiUrl: apiUrl.origin,
    publicWebUrl: webUrl.origin,
    qrTtlSeconds: clean.QR_TTL_SECONDS,
  };
}

function httpUrl(value: string, name: string): URL {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url;
  } catch {
    // reported below
  }
  throw new AuthConfigError(`Invalid configuration:\n  ${name}: must be an http(s) URL`);
}
