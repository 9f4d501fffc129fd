// Redis Cluster (issue 27): two API processes' worth of apps (one runs the jobs) on a local cluster of three
// masters started by the test (REDIS_CLUSTER_NODES), on this run's database. The app's keys share one slot
// (the prefix's hash tag) so its transactions over several keys stay legal; BullMQ's keys have a tag of
// their own; the socket adapter is the sharded one (SPUBLISH), a channel per room. An order placed through
// one app reaches the maker's socket on the other, and its acceptance deadline, a BullMQ job, fires.
import { readTestEnv } from '@p2p/db/testing';
import type { SocketMessage } from '@p2p/contracts';
import { Cluster, Redis } from 'ioredis';
import type { Socket } from 'socket.io-client';
import request from 'supertest';
import { probeRedisCluster } from '../../src/core/config/redis-config.js';
import { bullPrefix } from '../../src/core/jobs/bull-connection.js';
import { socketChannelKey } from '../../src/core/live/redis-io.adapter.js';
import { authOf, connect, record, socketFor } from '../live/live-client.js';
import { publishedAd, trader } from '../orders/order-fixtures.js';
import { until } from '../support/api-process.js';
import { startTestApi, type TestApi } from '../support/harness.js';
import { hasRedisServer, type LocalRedisCluster, startRedisCluster } from '../support/redis-cluster.js';
import { auth } from '../support/trader-fixtures.js';

const present = hasRedisServer();
const describeCluster = present ? describe : describe.skip;
if (!present)
  console.log('scale/redis-cluster: no redis-server on this machine: the cluster tests are skipped');

describe('scale/redis-cluster', () => {
  describeCluster(
    'the API on a Redis Cluster of three masters, chosen by REDIS_CLUSTER_NODES (issue 27)',
    () => {
      let cluster: LocalRedisCluster;
      let jobs: TestApi;
      let web: TestApi;
      const sockets: Socket[] = [];

      beforeAll(async () => {
        cluster = await startRedisCluster();
        // The run's prefix as a hash tag: {p2p_test_...}:
        const env = {
          REDIS_CLUSTER_NODES: cluster.setting,
          REDIS_PREFIX: `{${readTestEnv().redisPrefix.replace(/:$/, '')}}:`,
          ORDER_ACCEPT_MINUTES: '0.05',
        };
        jobs = await startTestApi({ ...env, API_ROLE: 'all' }, [], { listen: true });
        web = await startTestApi({ ...env, API_ROLE: 'http' }, [], { listen: true });
      }, 120_000);

      afterAll(async () => {
        for (const s of sockets) s.disconnect();
        await web?.close();
        await jobs?.close();
        await cluster?.stop();
      }, 60_000);

      it('starts on the cluster: the start probe passes, and the health check finds Redis up', async () => {
        await expect(probeRedisCluster('redis://127.0.0.1', cluster.nodes, 5000)).resolves.toBeUndefined();
        const res = await request(web.baseUrl).get('/api/health').expect(200);
        expect(res.body.data).toMatchObject({ status: 'ok', checks: { redis: 'up' } });
      });

      it("keeps the app's keys in one slot, so a transaction over several keys works, and the queues' in another", async () => {
        const slot = async (key: string) => Number(await cluster.clients[0]!.call('CLUSTER', 'KEYSLOT', key));
        expect(jobs.redis).toBeInstanceOf(Cluster);
        const prefix = jobs.config.redisPrefix;
        expect(prefix).toMatch(/^\{[^{}]+\}:$/);
        // The staff sessions' and the e-mail codes' counters are MULTIs over two keys: legal in one slot.
        const results = await jobs.redis.multi().set('cluster-a', '1').set('cluster-b', '2').exec();
        expect(results).toEqual([
          [null, 'OK'],
          [null, 'OK'],
        ]);
        expect(await slot(`${prefix}cluster-a`)).toBe(await slot(`${prefix}cluster-b`));
        const queue = bullPrefix(jobs.config);
        expect(queue).toBe(`{${prefix.replace(/[{}]/g, '')}bull}`);
        expect(await slot(`${queue}:order-timers:wait`)).toBe(await slot(`${queue}:mail:meta`));
      });

      it('delivers a room message to a socket on the other app, through the sharded adapter, and fires the deadline job', async () => {
        const ad = await publishedAd(jobs);
        const buyer = await trader(jobs);
        // The maker listens on the web app; the order goes in through the jobs app.
        const maker = await connect(
          socketFor(web, authOf({ userId: String(ad.maker.userId), token: ad.maker.token })),
        );
        sockets.push(maker);
        const heard: SocketMessage[] = record(maker);
        const res = await request(jobs.baseUrl)
          .post('/api/c2c/deal/order')
          .set(auth(buyer.token))
          .send({ adId: ad.id, quantity: '2', unitPrice: '1.5', paymentMethodId: ad.method });
        expect([res.status, res.body.code]).toEqual([200, '200']);
        const id = res.body.data.id as string;
        await until(() => heard.some((m) => m.type === 'NEW_ORDER'), Boolean, 20_000);
        expect(heard.filter((m) => m.type === 'NEW_ORDER')).toHaveLength(1);
        // The acceptance deadline (3 s), a BullMQ job on the cluster, cancels the order; the maker hears it.
        const status = await until(
          async () => (await jobs.prisma.order.findUniqueOrThrow({ where: { id: BigInt(id) } })).status,
          (s) => s === 'CANCELLED',
          30_000,
        );
        expect(status).toBe('CANCELLED');
        await until(() => heard.some((m) => m.type === 'ORDER_STATUS_CHANGE'), Boolean, 20_000);
        expect(heard.some((m) => m.type === 'ORDER_STATUS_CHANGE')).toBe(true);
        // The rooms' channels are shard channels (SSUBSCRIBE), under the prefix without its tag.
        const channels = (
          await Promise.all(
            cluster.clients.map((c) => c.call('PUBSUB', 'SHARDCHANNELS', '*') as Promise<string[]>),
          )
        ).flat();
        const key = socketChannelKey(web.config);
        expect(key).not.toMatch(/[{}]/);
        expect(channels.some((c) => c.startsWith(`${key}#/fiat#`))).toBe(true);
        // The queues' keys are on the cluster, all on the one node of their slot; none on the machine's Redis.
        const queue = bullPrefix(jobs.config);
        const perNode = await Promise.all(cluster.clients.map((c) => c.keys(`${queue}:*`)));
        expect(perNode.filter((keys) => keys.length > 0)).toHaveLength(1);
        expect(perNode.flat()).toEqual(expect.arrayContaining([expect.stringMatching(/:order-timers:/)]));
        const plain = new Redis(readTestEnv().redisUrl);
        try {
          expect(await plain.keys(`${queue}*`)).toEqual([]);
          expect(await plain.keys(`${jobs.config.redisPrefix}*`)).toEqual([]);
        } finally {
          plain.disconnect();
        }
      }, 90_000);

      it('refuses at start a cluster it cannot use (no node answers, a server that is no cluster), naming REDIS_CLUSTER_NODES', async () => {
        await expect(
          probeRedisCluster('redis://127.0.0.1', [{ host: '127.0.0.1', port: 1 }], 2000),
        ).rejects.toThrow(/REDIS_CLUSTER_NODES: cannot use the Redis Cluster at 127\.0\.0\.1:1/);
        // The machine's own Redis is no cluster.
        const plain = new URL(readTestEnv().redisUrl);
        await expect(
          probeRedisCluster(
            'redis://127.0.0.1',
            [{ host: plain.hostname, port: Number(plain.port || 6379) }],
            2000,
          ),
        ).rejects.toThrow(/REDIS_CLUSTER_NODES: cannot use the Redis Cluster/);
      });
    },
  );
});
