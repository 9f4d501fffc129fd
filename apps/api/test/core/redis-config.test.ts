// Issue 29: REDIS_URL is refused at start with one line naming it (never the driver's stack traces), and
// the default REDIS_PREFIX and the socket channel keep two environments on one Redis apart.
import { readTestEnv } from '@p2p/db/testing';
import { type AppConfig, ConfigError, loadConfig } from '../../src/core/config/config.js';
import {
  defaultRedisPrefix,
  loadRedisSettings,
  RedisConfigError,
} from '../../src/core/config/redis-config.js';
import { bullPrefix } from '../../src/core/jobs/bull-connection.js';
import { loadStartConfig } from '../../src/core/config/start-config.js';
import { socketChannelKey } from '../../src/core/live/redis-io.adapter.js';
import { TEST_LOGIN_PRIVATE_PEM, testConfig } from '../support/harness.js';

describe('core/redis-config', () => {
  /** The error of a configuration step, with its message checked to be the one-setting report. */
  async function refusal(step: () => unknown): Promise<string> {
    let caught: unknown;
    try {
      await step();
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const message = (caught as Error).message;
    // The report of the other settings: a heading and one line per setting, no stack frames.
    const lines = message.split('\n');
    expect(lines[0]).toBe('Invalid configuration:');
    expect(lines.slice(1)).toEqual([expect.stringMatching(/^ {2}REDIS_URL: \S/)]);
    expect(message).not.toMatch(/\bat .+:\d+:\d+/);
    return lines[1]!;
  }

  describe('REDIS_URL (issue 29)', () => {
    it.each([
      ['not a URL', 'not-a-url'],
      ['another scheme', 'http://127.0.0.1:6379'],
      ['a database that is no number', 'redis://127.0.0.1:6379/zero'],
    ])(
      'is refused when it is %s, in one line naming REDIS_URL (issue 29: a wrong REDIS_URL)',
      async (_what, url) => {
        await refusal(() => testConfig({ REDIS_URL: url }));
      },
    );

    it('refuses to start when nothing answers at REDIS_URL, in one line naming it (issue 29: a wrong REDIS_URL)', async () => {
      const started = Date.now();
      const line = await refusal(() =>
        loadStartConfig(configEnv({ REDIS_URL: 'redis://127.0.0.1:1' }), 2000),
      );
      expect(line).toContain('redis://127.0.0.1:1');
      expect(line).toMatch(/ECONNREFUSED/);
      expect(Date.now() - started).toBeLessThan(5000);
    });

    it('refuses to start when the Redis answering has no such database (issue 29: a wrong REDIS_URL)', async () => {
      const url = new URL(readTestEnv().redisUrl);
      url.pathname = '/99999';
      const line = await refusal(() => loadStartConfig(configEnv({ REDIS_URL: url.toString() }), 2000));
      expect(line).toMatch(/DB index is out of range/i);
    });

    it('hides the password of REDIS_URL in the refusal (issue 29)', async () => {
      const line = await refusal(() =>
        loadStartConfig(configEnv({ REDIS_URL: 'redis://user:s3cret-pass@127.0.0.1:1/0' }), 2000),
      );
      expect(line).not.toContain('s3cret-pass');
    });

    it('starts when Redis answers at REDIS_URL (issue 29)', async () => {
      const config = await loadStartConfig(configEnv({}), 2000);
      expect(config.redisUrl).toBe(readTestEnv().redisUrl);
    });
  });

  describe('REDIS_PREFIX and the socket channel per environment (issue 29)', () => {
    it('defaults to the database name, so environments with their own databases share no keys (issue 29: socket rooms per environment)', () => {
      const on = (db: string) =>
        testConfig({ DATABASE_URL: `postgresql://postgres@127.0.0.1:5432/${db}`, REDIS_PREFIX: undefined });
      expect(on('p2p').redisPrefix).toBe('p2p:');
      expect(on('p2p_staging').redisPrefix).toBe('p2p_staging:');
      expect(on('p2p_staging').redisPrefix).not.toBe(on('p2p_production').redisPrefix);
      expect(testConfig({ REDIS_PREFIX: 'mine:' }).redisPrefix).toBe('mine:');
      expect(defaultRedisPrefix('postgresql://h/we%20ird*db')).toBe('we_ird_db:');
      expect(defaultRedisPrefix('postgresql://h')).toBe('p2p:');
    });

    it('names the Redis database in the socket channel, database 0 keeping the channel of earlier releases (issue 29: socket rooms per environment)', () => {
      const key = (url: string) => socketChannelKey({ redisPrefix: 'p2p:', redisUrl: url });
      expect(key('redis://127.0.0.1:6379')).toBe('p2p:socket.io');
      expect(key('redis://127.0.0.1:6379/0')).toBe('p2p:socket.io');
      expect(key('redis://127.0.0.1:6379/1')).toBe('p2p:socket.io@db1');
      expect(key('redis://127.0.0.1:6379/2')).not.toBe(key('redis://127.0.0.1:6379/1'));
    });
  });

  describe('REDIS_CLUSTER_NODES (issue 27: Redis Cluster)', () => {
    const load = (nodes: string, prefix = '', url = 'redis://127.0.0.1:6379') =>
      loadRedisSettings(url, prefix, 'postgresql://h/shop', nodes);

    it('is one Redis server when empty, a cluster of the listed seeds when set', () => {
      expect(load('').cluster).toBeNull();
      expect(load('10.0.0.1:7000, redis-2.internal:7001,[::1]:7002').cluster).toEqual([
        { host: '10.0.0.1', port: 7000 },
        { host: 'redis-2.internal', port: 7001 },
        { host: '::1', port: 7002 },
      ]);
    });

    it('gives the prefix a hash tag by default on a cluster, so the keys of the app share one slot', () => {
      expect(load('').prefix).toBe('shop:');
      expect(load('h:7000').prefix).toBe('{shop}:');
      expect(load('h:7000', '{p2p}:').prefix).toBe('{p2p}:');
      expect(
        bullPrefix({ redisPrefix: '{shop}:', redisCluster: [{ host: 'h', port: 7000 }] } as AppConfig),
      ).toBe('{shop:bull}');
      expect(bullPrefix({ redisPrefix: 'shop:', redisCluster: null } as AppConfig)).toBe('shop:bull');
      expect(
        socketChannelKey({
          redisPrefix: '{shop}:',
          redisUrl: 'redis://h',
          redisCluster: [{ host: 'h', port: 7000 }],
        }),
      ).toBe('shop:socket.io');
    });

    it.each([
      ['h', 'REDIS_CLUSTER_NODES: h is not host:port'],
      ['h:0', 'REDIS_CLUSTER_NODES: h:0 is not host:port'],
      ['h:70000', 'REDIS_CLUSTER_NODES: h:70000 is not host:port'],
      ['h:7000,bad host:1', 'REDIS_CLUSTER_NODES: bad host:1 is not host:port'],
    ])('refuses the seed list %j, naming it', (nodes, message) => {
      expect(() => load(nodes)).toThrow(RedisConfigError);
      expect(() => load(nodes)).toThrow(message);
    });

    it('refuses a prefix without a hash tag on a cluster, and a database other than 0', () => {
      expect(() => load('h:7000', 'p2p:')).toThrow(
        'REDIS_PREFIX: on a Redis Cluster it must hold a hash tag, as {p2p}:',
      );
      expect(() => load('h:7000', '', 'redis://127.0.0.1:6379/2')).toThrow(
        'a Redis Cluster has only database 0',
      );
    });

    it('refuses a bad REDIS_CLUSTER_NODES when the configuration loads, in one line naming it', () => {
      const load = () => loadConfig(configEnv({ REDIS_CLUSTER_NODES: 'nope' }));
      expect(load).toThrow(ConfigError);
      expect(load).toThrow(
        /^Invalid configuration:\n {2}REDIS_CLUSTER_NODES: nope is not host:port \(redis-1:6379,redis-2:6379\)$/,
      );
    });
  });

  /** The environment the test harness configures the API with, plus `overrides`. */
  function configEnv(overrides: Record<string, string>): Record<string, string | undefined> {
    const base = testConfig();
    return {
      NODE_ENV: 'test',
      DATABASE_URL: base.databaseUrl,
      REDIS_URL: base.redisUrl,
      REDIS_PREFIX: base.redisPrefix,
      LOG_LEVEL: 'silent',
      LOGIN_RSA_PRIVATE_KEY: TEST_LOGIN_PRIVATE_PEM,
      JWT_SECRET: base.jwtSecret,
      ...overrides,
    };
  }
});
