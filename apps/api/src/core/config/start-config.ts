import { type AppConfig, ConfigError, loadConfig } from './config.js';
import { probeRedis, probeRedisCluster, RedisConfigError } from './redis-config.js';

/**
 * The configuration of a process that is starting: validated (`loadConfig`), then Redis asked once for
 * an answer (or the cluster of REDIS_CLUSTER_NODES), so that a wrong or unreachable REDIS_URL ends the start with one line naming the setting
 * instead of the driver's stack traces. Throws ConfigError.
 */
export async function loadStartConfig(
  env: Record<string, string | undefined>,
  redisTimeoutMs = 5000,
): Promise<AppConfig> {
  const config = loadConfig(env);
  try {
    if (config.redisCluster === null) await probeRedis(config.redisUrl, redisTimeoutMs);
    else await probeRedisCluster(config.redisUrl, config.redisCluster, redisTimeoutMs);
  } catch (err) {
    if (err instanceof RedisConfigError) throw new ConfigError(err.message);
    throw err;
  }
  return config;
}
