// Network settings of the API's configuration: the bind address and the trusted reverse proxies.
import { isIP } from 'node:net';
import { DEV_IDENTITY_ISSUER } from './auth-config.js';

export class NetworkConfigError extends Error {}

export interface NetworkSettings {
  host: string;
  trustedProxies: string[];
}

function invalid(name: string, why: string): NetworkConfigError {
  return new NetworkConfigError(`Invalid configuration:\n  ${name}: ${why}`);
}

/** Whether only this machine can reach an address (127.0.0.0/8 or ::1). */
export function isLoopbackHost(host: string): boolean {
  return host === '::1' || /^127\./.test(host);
}

/** An address or a CIDR range (`10.0.0.0/8`, `fd00::/8`), in the form Express's `trust proxy` takes. */
function proxyEntry(entry: string): string {
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined)
    throw invalid('TRUSTED_PROXIES', `${entry} is not an address or CIDR`);
  if (prefix !== undefined) {
    const bits = Number(prefix);
    if (!/^\d{1,3}$/.test(prefix) || bits > (family === 4 ? 32 : 128)) {
      throw invalid('TRUSTED_PROXIES', `${entry} has an invalid prefix length`);
    }
  }
  return entry;
}

/**
 * HOST (default 127.0.0.1, or 0.0.0.0 in production) and TRUSTED_PROXIES (comma-separated, default none).
 * Rule: an API that trusts the development KYC issuer (whose key is public) listens on loopback only.
 */
export function loadNetworkSettings(
  env: { host: string; trustedProxies: string; production: boolean },
  identityIssuers: string[],
): NetworkSettings {
  const host = env.host || (env.production ? '0.0.0.0' : '127.0.0.1');
  if (isIP(host) === 0) throw invalid('HOST', `${host} is not an IP address`);
  if (!isLoopbackHost(host) && identityIssuers.some((a) => a.toLowerCase() === DEV_IDENTITY_ISSUER)) {
    throw invalid(
      'HOST',
      `${host} is reachable from other machines while the development KYC issuer (its key is public) is trusted: bind to 127.0.0.1 or remove it from IDENTITY_ISSUERS`,
    );
  }
  const trustedProxies = env.trustedProxies
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)
    .map(proxyEntry);
  return { host, trustedProxies };
}
