// The API's configuration: validated once, at boot. Nothing else reads process.env.
import path from 'node:path';
import { PAYMENT_METHOD_KINDS, type PaymentMethodKind } from '@p2p/contracts';
import { cleanEnv, num, port, str, url } from 'envalid';
import { type AuthConfig, AuthConfigError, loadAuthConfig } from './auth-config.js';
import { ChainConfigError, type ChainSettings, loadChainSettings } from './chain-config.js';
import { loadMetricsSettings, MetricsConfigError, type MetricsSettings } from './metrics-config.js';
import { loadNftSettings, NftConfigError, type NftSettings } from './nft-config.js';
import { loadNetworkSettings, NetworkConfigError, type NetworkSettings } from './network.js';
import type { OrderTimeouts } from '@p2p/domain';
import { loadOrderTimeouts, OrderConfigError } from './order-config.js';
import { loadRedisSettings, RedisConfigError, type RedisNode, type RedisSettings } from './redis-config.js';

export interface AppConfig {
  nodeEnv: 'development' | 'test' | 'production';
  port: number;
  /** Address the HTTP server binds to: 127.0.0.1 unless production (compose sets 0.0.0.0). */
  host: string;
  /**
   * Addresses or CIDR ranges of the reverse proxies whose X-Forwarded-For is believed; empty trusts none,
   * and the client address is then the connection's own.
   */
  trustedProxies: string[];
  /** Whether /api/docs serves the Swagger UI and the JSON document (default: not in production). */
  openApiUi: boolean;
  /** POOL_GUARD=throw: a statement on the pool from inside a runner transaction throws (the API's tests). */
  poolGuard: boolean;
  databaseUrl: string;
  /**
   * DATABASE_READ_URL: a streaming replica for the reads that may lag a moment (the market, price history,
   * the console's lists; core/infra/db/read-sql.service.ts); null: those read the primary too.
   */
  databaseReadUrl: string | null;
  databasePoolSize: number;
  redisUrl: string;
  /** REDIS_PREFIX; by default the database's name and a colon (redis-config.ts). */
  redisPrefix: string;
  /** REDIS_CLUSTER_NODES: the seed nodes of a Redis Cluster, or null for one Redis server (REDIS_URL). */
  redisCluster: RedisNode[] | null;
  corsOrigins: string[];
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  bodyLimit: string;
  /** HMAC secret of session tokens (at least 32 characters). */
  jwtSecret: string;
  staffSessionHours: number;
  /** Calls a client address may make to each sign-in, registration or code route per minute. */
  authThrottlePerMinute: number;
  auth: AuthConfig;
  /** Outgoing mail server, `smtp://user:pass@host:port` (or `smtps://`); never logged. */
  smtpUrl: string;
  /** The From header of the mail the platform sends. */
  mailFrom: string;
  /** How long an emailed verification code stays valid. */
  emailCodeTtlSeconds: number;
  /** Email codes one IP address may request per hour. */
  emailCodeIpHourlyLimit: number;
  /** What this process runs: `http` (API, gateway, outbox relay), `worker` (job handlers), or `all`. */
  apiRole: 'http' | 'worker' | 'all';
  /** The outbox relay's polling fallback when no NOTIFY arrives (milliseconds). */
  outboxPollMs: number;
  /** How often the live gateway re-checks the sessions of its open sockets (milliseconds). */
  liveSessionCheckMs: number;
  /** The chains escrow watches and pays on (keys hidden from JSON and logs). */
  chains: ChainSettings;
  /** The payment-method kinds the platform accepts (others are refused with 5038); default all. */
  paymentMethodKinds: readonly PaymentMethodKind[];
  /** Absolute directory of the uploaded files (UPLOAD_DIR, relative to the working directory). */
  uploadDir: string;
  /** The order windows (ORDER_*_MINUTES; order-config.ts). */
  orderTimeouts: OrderTimeouts;
  /** The NFT metadata fetcher (NFT_*; nft-config.ts). */
  nfts: NftSettings;
  /** The Prometheus scrape server (METRICS_*; metrics-config.ts); its token is hidden from JSON and logs. */
  metrics: MetricsSettings;
}

export const APP_CONFIG = Symbol('APP_CONFIG');

export class ConfigError extends Error {}

/** Validates an environment; throws ConfigError listing every missing or invalid variable. */
export function loadConfig(env: Record<string, string | undefined>): AppConfig {
  const clean = cleanEnv(
    env,
    {
      NODE_ENV: str({ choices: ['development', 'test', 'production'], default: 'development' }),
      PORT: port({ default: 3000 }),
      HOST: str({ default: '', desc: 'bind address; 127.0.0.1 unless production' }),
      TRUSTED_PROXIES: str({ default: '', desc: 'comma-separated addresses or CIDRs of trusted proxies' }),
      OPENAPI_UI: str({ choices: ['', 'true', 'false'], default: '' }),
      DATABASE_URL: url({ desc: 'PostgreSQL connection string' }),
      DATABASE_READ_URL: str({ default: '', desc: 'a streaming replica for lagging reads (optional)' }),
      DATABASE_POOL_SIZE: num({ default: 10 }),
      POOL_GUARD: str({
        choices: ['', 'off', 'throw'],
        default: '',
        desc: 'throw: refuse a statement on the pool from inside a transaction (tests)',
      }),
      REDIS_URL: url({ default: 'redis://127.0.0.1:6379' }),
      REDIS_PREFIX: str({ default: '', desc: 'Redis key prefix; default: the database name and a colon' }),
      REDIS_CLUSTER_NODES: str({
        default: '',
        desc: 'host:port of Redis Cluster seed nodes, comma-separated',
      }),
      CORS_ORIGINS: str({ default: '', desc: 'comma-separated origins allowed to call the API' }),
      LOG_LEVEL: str({
        choices: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
        default: 'info',
      }),
      BODY_LIMIT: str({ default: '1mb' }),
      JWT_SECRET: str({ desc: 'HMAC secret of session tokens, at least 32 characters' }),
      STAFF_SESSION_HOURS: num({ default: 8 }),
      AUTH_THROTTLE_PER_MINUTE: num({ default: 20 }),
      SMTP_URL: url({ default: 'smtp://127.0.0.1:1025', desc: 'outgoing mail server (smtp:// or smtps://)' }),
      MAIL_FROM: str({ default: 'P2P Market <no-reply@p2p.local>' }),
      EMAIL_CODE_TTL_SECONDS: num({ default: 600 }),
      EMAIL_CODE_IP_HOURLY_LIMIT: num({ default: 30 }),
      API_ROLE: str({ choices: ['http', 'worker', 'all'], default: 'all' }),
      OUTBOX_POLL_MS: num({ default: 1000 }),
      LIVE_SESSION_CHECK_MS: num({ default: 15000 }),
      PAYMENT_METHOD_KINDS: str({
        default: '',
        desc: 'comma-separated accepted payment-method kinds; empty: all',
      }),
      UPLOAD_DIR: str({ default: '.data/uploads', desc: 'directory of the uploaded files' }),
    },
    {
      reporter: ({ errors }) => {
        const names = Object.keys(errors);
        if (names.length > 0) {
          const lines = names.map(
            (name) =>
              `  ${name}: ${(errors as Record<string, Error | undefined>)[name]?.message ?? 'invalid'}`,
          );
          throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
        }
      },
    },
  );
  if (!clean.DATABASE_URL.startsWith('postgres')) {
    throw new ConfigError('Invalid configuration:\n  DATABASE_URL: must be a postgresql:// URL');
  }
  if (clean.DATABASE_READ_URL !== '' && !/^postgres(ql)?:\/\/[^\s]+$/.test(clean.DATABASE_READ_URL)) {
    throw new ConfigError('Invalid configuration:\n  DATABASE_READ_URL: must be a postgresql:// URL');
  }
  if (clean.JWT_SECRET.length < 32) {
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: must be at least 32 characters');
  }
  if (clean.STAFF_SESSION_HOURS <= 0 || clean.STAFF_SESSION_HOURS > 24) {
    throw new ConfigError('Invalid configuration:\n  STAFF_SESSION_HOURS: must be between 1 and 24');
  }
  if (!/^smtps?:\/\//.test(clean.SMTP_URL)) {
    throw new ConfigError('Invalid configuration:\n  SMTP_URL: must be an smtp:// or smtps:// URL');
  }
  if (clean.EMAIL_CODE_TTL_SECONDS < 60 || clean.EMAIL_CODE_TTL_SECONDS > 3600) {
    throw new ConfigError('Invalid configuration:\n  EMAIL_CODE_TTL_SECONDS: must be between 60 and 3600');
  }
  if (clean.OUTBOX_POLL_MS < 50 || clean.OUTBOX_POLL_MS > 60_000) {
    throw new ConfigError('Invalid configuration:\n  OUTBOX_POLL_MS: must be between 50 and 60000');
  }
  if (clean.LIVE_SESSION_CHECK_MS < 100 || clean.LIVE_SESSION_CHECK_MS > 300_000) {
    throw new ConfigError('Invalid configuration:\n  LIVE_SESSION_CHECK_MS: must be between 100 and 300000');
  }
  if (clean.EMAIL_CODE_IP_HOURLY_LIMIT < 1) {
    throw new ConfigError('Invalid configuration:\n  EMAIL_CODE_IP_HOURLY_LIMIT: must be at least 1');
  }
  const redis = loadRedisSection(
    clean.REDIS_URL,
    clean.REDIS_PREFIX,
    clean.DATABASE_URL,
    clean.REDIS_CLUSTER_NODES,
  );
  const uploadDir = path.resolve(clean.UPLOAD_DIR);
  if (clean.UPLOAD_DIR.trim() === '' || uploadDir === path.parse(uploadDir).root) {
    throw new ConfigError('Invalid configuration:\n  UPLOAD_DIR: must be a directory below the root');
  }
  const production = clean.NODE_ENV === 'production';
  const auth = loadAuthSection(env);
  const network = loadNetworkSection(
    { host: clean.HOST, trustedProxies: clean.TRUSTED_PROXIES, production },
    auth.identityIssuers,
  );
  return {
    nodeEnv: clean.NODE_ENV as AppConfig['nodeEnv'],
    port: clean.PORT,
    host: network.host,
    trustedProxies: network.trustedProxies,
    openApiUi: clean.OPENAPI_UI === '' ? !production : clean.OPENAPI_UI === 'true',
    poolGuard: clean.POOL_GUARD === 'throw',
    databaseUrl: clean.DATABASE_URL,
    databaseReadUrl: clean.DATABASE_READ_URL === '' ? null : clean.DATABASE_READ_URL,
    databasePoolSize: clean.DATABASE_POOL_SIZE,
    redisUrl: redis.url,
    redisPrefix: redis.prefix,
    redisCluster: redis.cluster,
    corsOrigins: clean.CORS_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    logLevel: clean.LOG_LEVEL as AppConfig['logLevel'],
    bodyLimit: clean.BODY_LIMIT,
    jwtSecret: clean.JWT_SECRET,
    staffSessionHours: clean.STAFF_SESSION_HOURS,
    authThrottlePerMinute: clean.AUTH_THROTTLE_PER_MINUTE,
    auth,
    smtpUrl: clean.SMTP_URL,
    mailFrom: clean.MAIL_FROM,
    emailCodeTtlSeconds: clean.EMAIL_CODE_TTL_SECONDS,
    emailCodeIpHourlyLimit: clean.EMAIL_CODE_IP_HOURLY_LIMIT,
    apiRole: clean.API_ROLE as AppConfig['apiRole'],
    outboxPollMs: clean.OUTBOX_POLL_MS,
    liveSessionCheckMs: clean.LIVE_SESSION_CHECK_MS,
    chains: loadChainsSection(env, production),
    paymentMethodKinds: parsePaymentMethodKinds(clean.PAYMENT_METHOD_KINDS),
    uploadDir,
    orderTimeouts: loadOrderSection(env),
    nfts: loadNftSection(env, production),
    metrics: loadMetricsSection(env, clean.PORT),
  };
}

function loadMetricsSection(env: Record<string, string | undefined>, apiPort: number): MetricsSettings {
  try {
    const settings = loadMetricsSettings(env, apiPort);
    // Like the chains' keys: a logged or serialized configuration never shows the token.
    Object.defineProperty(settings, 'token', { enumerable: false });
    return settings;
  } catch (err) {
    if (err instanceof MetricsConfigError) throw new ConfigError(err.message);
    throw err;
  }
}

function loadNftSection(env: Record<string, string | undefined>, production: boolean): NftSettings {
  try {
    return loadNftSettings(env, production);
  } catch (err) {
    if (err instanceof NftConfigError) throw new ConfigError(err.message);
    throw err;
  }
}

function loadOrderSection(env: Record<string, string | undefined>): OrderTimeouts {
  try {
    return loadOrderTimeouts(env);
  } catch (err) {
    if (err instanceof OrderConfigError) throw new ConfigError(err.message);
    throw err;
  }
}

function loadRedisSection(...args: Parameters<typeof loadRedisSettings>): RedisSettings {
  try {
    return loadRedisSettings(...args);
  } catch (err) {
    if (err instanceof RedisConfigError) throw new ConfigError(err.message);
    throw err;
  }
}

function parsePaymentMethodKinds(raw: string): readonly PaymentMethodKind[] {
  const names = raw
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  if (names.length === 0) return PAYMENT_METHOD_KINDS;
  const unknown = names.filter((k) => !(PAYMENT_METHOD_KINDS as readonly string[]).includes(k));
  if (unknown.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n  PAYMENT_METHOD_KINDS: unknown kind ${unknown.join(', ')} (known: ${PAYMENT_METHOD_KINDS.join(', ')})`,
    );
  }
  return Object.freeze([...new Set(names)] as PaymentMethodKind[]);
}

function loadChainsSection(env: Record<string, string | undefined>, production: boolean): ChainSettings {
  try {
    return loadChainSettings(env, production);
  } catch (err) {
    if (err instanceof ChainConfigError) throw new ConfigError(err.message);
    throw err;
  }
}

function loadAuthSection(env: Record<string, string | undefined>): AuthConfig {
  try {
    return loadAuthConfig(env);
  } catch (err) {
    if (err instanceof AuthConfigError) throw new ConfigError(err.message);
    throw err;
  }
}

function loadNetworkSection(...args: Parameters<typeof loadNetworkSettings>): NetworkSettings {
  try {
    return loadNetworkSettings(...args);
  } catch (err) {
    if (err instanceof NetworkConfigError) throw new ConfigError(err.message);
    throw err;
  }
}
