// The Prometheus scrape endpoint (issue 27): a separate small server, never the API's public port. Off
// unless METRICS_PORT is set; on loopback unless METRICS_HOST says otherwise, and then only behind a token.
import { isIP } from 'node:net';
import { isLoopbackHost } from './network.js';

export class MetricsConfigError extends Error {}

export interface MetricsSettings {
  /** METRICS_PORT; null: no metrics server. */
  port: number | null;
  /** METRICS_HOST (default 127.0.0.1). */
  host: string;
  /** METRICS_TOKEN: a scrape must send `Authorization: Bearer <token>`; null: none asked. Never logged. */
  token: string | null;
}

/** The shortest token accepted: a guessable one would make a reachable endpoint public after all. */
export const METRICS_TOKEN_MIN_LENGTH = 24;

function invalid(name: string, why: string): MetricsConfigError {
  return new MetricsConfigError(`Invalid configuration:\n  ${name}: ${why}`);
}

/**
 * METRICS_PORT (1-65535, not the API's own PORT), METRICS_HOST (an IP address) and METRICS_TOKEN (at
 * least 24 characters, no spaces). Rule: a metrics server reachable from other machines needs a token.
 */
export function loadMetricsSettings(
  env: Record<string, string | undefined>,
  apiPort: number,
): MetricsSettings {
  const rawPort = env.METRICS_PORT?.trim() ?? '';
  const host = env.METRICS_HOST?.trim() || '127.0.0.1';
  const rawToken = env.METRICS_TOKEN ?? '';
  let port: number | null = null;
  if (rawPort !== '') {
    port = Number(rawPort);
    if (!/^\d+$/.test(rawPort) || port < 1 || port > 65535) {
      throw invalid('METRICS_PORT', 'must be a port number between 1 and 65535');
    }
    if (port === apiPort)
      throw invalid(
        'METRICS_PORT',
        `must differ from PORT (${apiPort}): metrics are never served on the API's port`,
      );
  }
  if (isIP(host) === 0) throw invalid('METRICS_HOST', `${host} is not an IP address`);
  // The token's value is never part of a message: only what is wrong with it.
  if (rawToken !== '' && (rawToken.length < METRICS_TOKEN_MIN_LENGTH || /\s/.test(rawToken))) {
    throw invalid('METRICS_TOKEN', `must be at least ${METRICS_TOKEN_MIN_LENGTH} characters without spaces`);
  }
  const token = rawToken === '' ? null : rawToken;
  if (port !== null && !isLoopbackHost(host) && token === null) {
    throw invalid(
      'METRICS_HOST',
      `${host} is reachable from other machines: set METRICS_TOKEN (the scraper sends it as a bearer token) or bind to 127.0.0.1`,
    );
  }
  return { port, host, token };
}
