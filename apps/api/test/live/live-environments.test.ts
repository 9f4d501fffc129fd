// Issue 29: two environments (staging and production, say) on one Redis server, each on its own Redis
// database and with the default key prefix. Keys are separate per database, but pub/sub is not: the
// socket adapter's channels must still keep each environment's room messages to its own sockets.
import { SocketMessageType, type SocketMessage } from '@p2p/contracts';
import { readTestEnv } from '@p2p/db/testing';
import type { Socket } from 'socket.io-client';
import { LiveNotifier } from '../../src/core/live/live-notifier.js';
import { startTestApi, type TestApi } from '../support/harness.js';
import { authOf, connect, newTrader, nextMessage, record, sleep, socketFor } from './live-client.js';

describe('live/live-environments', () => {
  /** The test Redis with another database number. */
  function onDatabase(db: number): string {
    const url = new URL(readTestEnv().redisUrl);
    url.pathname = `/${db}`;
    return url.toString();
  }

  describe('two environments on one Redis, on different database numbers (issue 29)', () => {
    let staging: TestApi;
    let production: TestApi;
    const sockets: Socket[] = [];
    const open = (s: Socket) => (sockets.push(s), s);
    const tagged = (tag: string) => (m: SocketMessage) => m.message.includes(tag);

    beforeAll(async () => {
      // No REDIS_PREFIX: each takes the default. Both use this run's database, so the defaults agree and
      // only the Redis database number tells the environments apart; the same trader exists in both, as
      // user ids of two environments do (both count from 1).
      staging = await startTestApi({ REDIS_URL: onDatabase(1), REDIS_PREFIX: undefined }, [], {
        listen: true,
      });
      production = await startTestApi({ REDIS_URL: onDatabase(2), REDIS_PREFIX: undefined }, [], {
        listen: true,
      });
    });
    afterEach(() => {
      for (const s of sockets.splice(0)) s.disconnect();
    });
    afterAll(async () => {
      await production?.close();
      await staging?.close();
    });

    it("delivers an environment's NEW_ORDER and TALK to user:<id> only to its own sockets (issue 29: socket rooms per environment)", async () => {
      expect(staging.config.redisPrefix).toBe(production.config.redisPrefix);
      const t = await newTrader(staging);
      const onStaging = await connect(open(socketFor(staging, authOf(t))));
      const onProduction = await connect(open(socketFor(production, authOf(t))));
      const seenStaging = record(onStaging);
      const seenProduction = record(onProduction);

      const room = [`user:${t.userId}`];
      const order = {
        type: SocketMessageType.NEW_ORDER,
        message: JSON.stringify({ orderId: '1', tag: 'stg-1' }),
      };
      const talk = { type: SocketMessageType.TALK, message: 'prod-talk-1' };
      const orderArrived = nextMessage(onStaging, tagged('stg-1'));
      const talkArrived = nextMessage(onProduction, tagged('prod-talk-1'));
      staging.app.get(LiveNotifier).deliver(room, order);
      production.app.get(LiveNotifier).deliver(room, talk);
      // Each environment's own socket gets its message: the messages were sent.
      await expect(orderArrived).resolves.toEqual(order);
      await expect(talkArrived).resolves.toEqual(talk);

      // a window in which a message leaking to the other environment would arrive
      await sleep(300);
      expect(seenProduction.filter(tagged('stg-1'))).toEqual([]);
      expect(seenStaging.filter(tagged('prod-talk-1'))).toEqual([]);
    });
  });
});
