// When traces are on (issue 27): off by default; on with the standard OTEL_EXPORTER_OTLP_ENDPOINT (or
// OTEL_EXPORTER_OTLP_TRACES_ENDPOINT). Read before anything else loads, so this file imports nothing of
// the app: the instrumented libraries must load after the tracer is in place.

export class TracingConfigError extends Error {
  override readonly name = 'TracingConfigError';
}

export interface TracingConfig {
  /** Where spans go (shown in the start line, never with credentials: a URL with them is refused). */
  endpoint: string;
  /** OTEL_SERVICE_NAME, else `p2p-api-{role}`. */
  serviceName: string;
}

type Env = Record<string, string | undefined>;

function invalid(name: string, why: string): TracingConfigError {
  return new TracingConfigError(`Invalid configuration:\n  ${name}: ${why}`);
}

/**
 * The tracing settings, or null when traces are off: no endpoint, `OTEL_SDK_DISABLED=true`, or
 * `OTEL_TRACES_EXPORTER=none`. The exporter itself reads the other standard variables (headers,
 * timeout, compression); the sampler reads OTEL_TRACES_SAMPLER and its argument.
 */
export function tracingConfig(env: Env): TracingConfig | null {
  if ((env.OTEL_SDK_DISABLED ?? '').trim().toLowerCase() === 'true') return null;
  const exporter = (env.OTEL_TRACES_EXPORTER ?? '').trim().toLowerCase();
  if (exporter === 'none') return null;
  if (exporter !== '' && exporter !== 'otlp') {
    throw invalid('OTEL_TRACES_EXPORTER', `${exporter} is not supported: otlp or none`);
  }
  const name = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT
    ? 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'
    : 'OTEL_EXPORTER_OTLP_ENDPOINT';
  const endpoint = (env[name] ?? '').trim();
  if (endpoint === '') return null;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw invalid(name, 'is not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw invalid(name, 'must be an http or https URL');
  if (url.username || url.password) {
    throw invalid(name, 'must not hold credentials: send them in OTEL_EXPORTER_OTLP_HEADERS');
  }
  const protocol = (env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ?? env.OTEL_EXPORTER_OTLP_PROTOCOL ?? '').trim();
  if (protocol !== '' && protocol !== 'http/json') {
    throw invalid('OTEL_EXPORTER_OTLP_PROTOCOL', `${protocol} is not supported: http/json (OTLP over HTTP)`);
  }
  const role = (env.API_ROLE ?? '').trim() || 'all';
  const serviceName = (env.OTEL_SERVICE_NAME ?? '').trim() || `p2p-api-${role}`;
  return { endpoint: url.origin + url.pathname.replace(/\/$/, ''), serviceName };
}
