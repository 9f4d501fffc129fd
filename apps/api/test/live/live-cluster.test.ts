import { randomInt } from 'node:crypto';
import { SocketMessageType, type SocketMessage } from '@p2p/contracts';
import type { Socket } from 'socket.io-client';
import { TransactionRunner } from '../../src/core/infra/db/transaction-runner.js';
import { LiveNotifier } from '../../src/core/live/live-notifier.js';
import { OutboxConsumers } from '../../src/core/outbox/outbox-consumers.js';
import { OutboxRepository } from '../../src/core/outbox/outbox.repository.js';
import type { OutboxRow } from '../../src/core/outbox/outbox.types.js';
import { startTestApi, type TestApi } from '../support/harness.js';
import { authOf, connect, newTrader, nextMessage, record, sleep, socketFor } from './live-client.js';

describe('live/live-cluster', () => {
  describe('live gateway across processes, and the live outbox consumer', () => {
    // Two API instances on the same database and Redis prefix, as two replicas behind a load balancer.
    let a: TestApi;
    let b: TestApi;
    const sockets: Socket[] = [];
    const open = (s: Socket) => (sockets.push(s), s);

    beforeAll(async () => {
      a = await startTestApi({}, [], { listen: true });
      b = await startTestApi({}, [], { listen: true });
    });
    afterEach(() => {
      for (const s of sockets.splice(0)) s.disconnect();
    });
    afterAll(async () => {
      await b.app.close();
      await a.close();
    });

    const tagged = (tag: string) => (m: SocketMessage) => m.message.includes(tag);

    it("delivers each process's room messages to the other's sockets", async () => {
      const t = await newTrader(a);
      const onA = await connect(open(socketFor(a, authOf(t))));
      const onB = await connect(open(socketFor(b, authOf(t))));
      const fromB = nextMessage(onA, tagged('from-b'));
      const fromBLocal = nextMessage(onB, tagged('from-b'));
      b.app
        .get(LiveNotifier)
        .deliver([`user:${t.userId}`], { type: SocketMessageType.TALK, message: 'from-b' });
      await expect(fromB).resolves.toEqual({ type: 'TALK', message: 'from-b' });
      await expect(fromBLocal).resolves.toEqual({ type: 'TALK', message: 'from-b' });
      const fromA = nextMessage(onB, tagged('from-a'));
      a.app
        .get(LiveNotifier)
        .deliver([`user:${t.userId}`], { type: SocketMessageType.TALK, message: 'from-a' });
      await expect(fromA).resolves.toEqual({ type: 'TALK', message: 'from-a' });
    });

    it('delivers a live outbox row once even when it is consumed twice, on two processes', async () => {
      const t = await newTrader(a);
      const socket = await connect(open(socketFor(a, authOf(t))));
      const seen = record(socket);
      const message = {
        type: SocketMessageType.NEW_ORDER,
        message: JSON.stringify({ orderId: '77', tag: 'once-1' }),
      };
      const row: OutboxRow<'live'> = {
        // An id no real row has yet: the relay of this run never hands it over.
        id: String(9_000_000_000 + randomInt(1e6)),
        aggregate: 'order',
        aggregateId: '77',
        type: 'live',
        payload: { rooms: [`user:${t.userId}`], message },
        attempts: 0,
        createdAt: new Date(),
      };
      const [onA] = a.app.get(OutboxConsumers).for(row);
      const [onB] = b.app.get(OutboxConsumers).for(row);
      expect(onA?.name).toBe('live');
      expect(onB?.name).toBe('live');
      await onA!.consume(row);
      await onA!.consume(row);
      await onB!.consume(row);
      // a window in which a duplicate delivery would arrive
      await sleep(300);
      expect(seen.filter(tagged('once-1'))).toEqual([message]);
    });

    it('drops a malformed live row without sending anything', async () => {
      const t = await newTrader(a);
      const socket = await connect(open(socketFor(a, authOf(t))));
      const seen = record(socket);
      const row = {
        id: String(9_100_000_000 + randomInt(1e6)),
        aggregate: 'order',
        aggregateId: '1',
        type: 'live',
        payload: { rooms: [`user:${t.userId}`, 'everyone'], message: { type: 'TALK', message: 'bad' } },
        attempts: 0,
        createdAt: new Date(),
      } as OutboxRow<'live'>;
      const [consumer] = a.app.get(OutboxConsumers).for(row);
      await expect(consumer!.consume(row)).resolves.toBeUndefined();
      // a window in which a message to the wrong room would arrive
      await sleep(200);
      expect(seen).toHaveLength(0);
    });

    it('a committed live outbox row reaches the client through the relay', async () => {
      const t = await newTrader(a);
      const socket = await connect(open(socketFor(b, authOf(t))));
      const seen = record(socket);
      const text = JSON.stringify({ orderId: '88', tag: 'relayed-1' });
      const arrived = nextMessage(socket, tagged('relayed-1'), 5000);
      await a.app.get(TransactionRunner).run((tx) =>
        a.app.get(OutboxRepository).append(tx, [
          {
            aggregate: 'order',
            aggregateId: '88',
            type: 'live',
            payload: {
              rooms: [`user:${t.userId}`],
              message: { type: SocketMessageType.NEW_ORDER, message: text },
            },
          },
        ]),
      );
      await expect(arrived).resolves.toEqual({ type: 'NEW_ORDER', message: text });
      // Both processes run a relay; the row is still shown once.
      await sleep(300);
      expect(seen.filter(tagged('relayed-1'))).toHaveLength(1);
    });

    it('a worker process (API_ROLE=worker) serves no socket and registers no live consumer', async () => {
      const worker = await startTestApi({ API_ROLE: 'worker' }, [], { listen: true });
      try {
        const t = await newTrader(worker);
        const refused = await connect(open(socketFor(worker, authOf(t)))).then(
          () => 'connected',
          () => 'refused',
        );
        expect(refused).toBe('refused');
        expect(worker.app.get(OutboxConsumers).all.map((c) => c.name)).not.toContain('live');
      } finally {
        await worker.app.close();
      }
    });
  });
});
