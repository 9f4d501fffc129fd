// Where the tests find PostgreSQL and Redis: TEST_DATABASE_URL / TEST_REDIS_URL when set; else, where a
// Docker engine answers, containers started by testcontainers; else the local services on 127.0.0.1.
import fs from 'node:fs';

export interface ServiceUrls {
  postgresUrl: string;
  redisUrl: string;
  stop(): Promise<void>;
}

const LOCAL_POSTGRES = 'postgresql://postgres@127.0.0.1:5432/postgres';
const LOCAL_REDIS = 'redis://127.0.0.1:6379';

function dockerMayAnswer(): boolean {
  return Boolean(process.env.DOCKER_HOST) || fs.existsSync('/var/run/docker.sock');
}

async function startContainers(): Promise<ServiceUrls | null> {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
  } catch {
    return null; // the socket is there but no engine answers
  }
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
  const { RedisContainer } = await import('@testcontainers/redis');
  const [pg, redis] = await Promise.all([
    new PostgreSqlContainer('postgres:15-alpine').withUsername('postgres').withPassword('postgres').start(),
    new RedisContainer('redis:7-alpine').start(),
  ]);
  const postgresUrl = new URL(pg.getConnectionUri());
  postgresUrl.pathname = '/postgres';
  return {
    postgresUrl: postgresUrl.toString(),
    redisUrl: redis.getConnectionUrl(),
    stop: async () => {
      await Promise.all([pg.stop(), redis.stop()]);
    },
  };
}

export async function resolveServices(): Promise<ServiceUrls> {
  const pgEnv = process.env.TEST_DATABASE_URL;
  const redisEnv = process.env.TEST_REDIS_URL;
  if (!pgEnv && !redisEnv && dockerMayAnswer()) {
    const containers = await startContainers();
    if (containers) return containers;
  }
  return { postgresUrl: pgEnv ?? LOCAL_POSTGRES, redisUrl: redisEnv ?? LOCAL_REDIS, stop: async () => {} };
}
