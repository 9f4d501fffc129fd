// The watcher's configuration, validated once at boot.
import { cleanEnv, num, str, url } from 'envalid';

export interface WatcherConfig {
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  /** JSON-RPC endpoint of the EVM chain; none means the EVM watcher stays idle. */
  evmRpcUrl: string | null;
  confirmations: number;
  pollIntervalMs: number;
}

export class WatcherConfigError extends Error {}

export function loadWatcherConfig(env: Record<string, string | undefined>): WatcherConfig {
  const clean = cleanEnv(
    env,
    {
      DATABASE_URL: url(),
      REDIS_URL: url({ default: 'redis://127.0.0.1:6379' }),
      REDIS_PREFIX: str({ default: 'p2p:' }),
      EVM_RPC_URL: str({ default: '' }),
      CHAIN_CONFIRMATIONS: num({ default: 3 }),
      CHAIN_POLL_INTERVAL_MS: num({ default: 1000 }),
    },
    {
      reporter: ({ errors }) => {
        const names = Object.keys(errors);
        if (names.length > 0) {
          throw new WatcherConfigError(
            `Invalid configuration:\n${names.map((n) => `  ${n}: ${(errors as Record<string, Error | undefined>)[n]?.message ?? 'invalid'}`).join('\n')}`,
          );
        }
      },
    },
  );
  if (clean.CHAIN_CONFIRMATIONS < 1) throw new WatcherConfigError('CHAIN_CONFIRMATIONS must be at least 1');
  if (clean.EVM_RPC_URL && !/^(https?|wss?):\/\//.test(clean.EVM_RPC_URL)) {
    throw new WatcherConfigError('EVM_RPC_URL must be an http(s) or ws(s) URL');
  }
  return {
    databaseUrl: clean.DATABASE_URL,
    redisUrl: clean.REDIS_URL,
    redisPrefix: clean.REDIS_PREFIX,
    evmRpcUrl: clean.EVM_RPC_URL || null,
    confirmations: clean.CHAIN_CONFIRMATIONS,
    pollIntervalMs: clean.CHAIN_POLL_INTERVAL_MS,
  };
}
