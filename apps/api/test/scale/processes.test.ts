// Many processes (issue 27): two API processes (API_ROLE=http) and two workers (API_ROLE=worker), the built
// API (dist/main.js) as operators run it, on one PostgreSQL, one Redis and the local chain. Orders are
// placed through both APIs with each party's socket on a different one: every socket message reaches the
// right sockets once (two relays, the Redis adapter between the gateways), every deadline fires once (two
// workers' BullMQ workers and sweeps), and one worker sends on the chain (the writer lock), the other
// taking over when it dies. The traders and ads are made by an in-process app whose relay is stopped, so
// only the four processes relay, run jobs and watch the chain.
import fs from 'node:fs';
import type { SocketMessage } from '@p2p/contracts';
import type { Socket } from 'socket.io-client';
import request from 'supertest';
import { OutboxRelayService } from '../../src/core/outbox/outbox-relay.service.js';
import { authOf, connect, record, socketFor } from '../live/live-client.js';
import { type OrderTrader, publishedAd, type PublishedAd, trader } from '../orders/order-fixtures.js';
import { ApiProcess, MAIN, processEnvironment, until } from '../support/api-process.js';
import { startTestApi, type TestApi } from '../support/harness.js';
import { freePort } from '../support/ports.js';
import { auth } from '../support/trader-fixtures.js';

const built = fs.existsSync(MAIN);
const describeBuilt = built ? describe : describe.skip;
if (!built) console.log(`scale/processes: no ${MAIN.pathname}: build the API first (npm test builds it)`);

describe('scale/processes', () => {
  describeBuilt('two API and two worker processes on one PostgreSQL and Redis (issue 27)', () => {
    let fixtures: TestApi;
    let chainDir: string;
    const apis: ApiProcess[] = [];
    const workers: ApiProcess[] = [];
    const urls: string[] = [];

    beforeAll(async () => {
      // The fixtures' app writes the traders and ads; its relay is stopped: only the processes relay.
      fixtures = await startTestApi({ API_ROLE: 'http' });
      await fixtures.app.get(OutboxRelayService).onModuleDestroy();
      const processes = await processEnvironment(fixtures);
      chainDir = processes.chainDir;
      // A seller who does not accept loses the order after 3 s: the deadline the workers race for.
      const env = { ...processes.env, ORDER_ACCEPT_MINUTES: '0.05' };
      for (const n of [1, 2]) {
        const port = await freePort();
        urls.push(`http://127.0.0.1:${port}`);
        apis.push(new ApiProcess(`api-${n}`, { ...env, API_ROLE: 'http', PORT: String(port) }));
        workers.push(
          new ApiProcess(`worker-${n}`, { ...env, API_ROLE: 'worker', PORT: String(await freePort()) }),
        );
      }
      for (const p of [...apis, ...workers]) await p.start();
    }, 300_000);

    afterAll(async () => {
      for (const p of [...apis, ...workers]) await p.stop();
      await fixtures?.close();
      if (chainDir) fs.rmSync(chainDir, { recursive: true, force: true });
    }, 120_000);

    const place = (url: string, t: OrderTrader, ad: PublishedAd) =>
      request(url)
        .post('/api/c2c/deal/order')
        .set(auth(t.token))
        .send({ adId: ad.id, quantity: '2', unitPrice: '1.5', paymentMethodId: ad.method });

    const socketOn = (url: string, t: OrderTrader) =>
      connect(socketFor({ baseUrl: url } as TestApi, authOf({ userId: String(t.userId), token: t.token })));

    it('delivers every order message once to the right sockets and fires every deadline once, orders placed through both APIs', async () => {
      const ORDERS = 4;
      const cases: Array<{
        ad: PublishedAd;
        buyer: OrderTrader;
        place: string;
        makerOn: string;
        buyerOn: string;
      }> = [];
      for (let i = 0; i < ORDERS; i++) {
        cases.push({
          ad: await publishedAd(fixtures),
          buyer: await trader(fixtures),
          // The order goes in through one API, the maker listens on the other, the buyer on either.
          place: urls[i % 2]!,
          makerOn: urls[(i + 1) % 2]!,
          buyerOn: urls[Math.floor(i / 2) % 2]!,
        });
      }
      const sockets: Socket[] = [];
      const seen: Array<{ maker: SocketMessage[]; buyer: SocketMessage[] }> = [];
      // Why a socket closed, if it did (it does not reconnect): a failure then says so.
      const closed = new Map<Socket, string>();
      for (const c of cases) {
        const maker = await socketOn(c.makerOn, c.ad.maker);
        const buyer = await socketOn(c.buyerOn, c.buyer);
        for (const s of [maker, buyer]) s.on('disconnect', (reason) => closed.set(s, reason));
        sockets.push(maker, buyer);
        seen.push({ maker: record(maker), buyer: record(buyer) });
      }
      try {
        const ids: string[] = [];
        for (const c of cases) {
          const res = await place(c.place, c.buyer, c.ad);
          expect([res.status, res.body.code]).toEqual([200, '200']);
          ids.push(res.body.data.id as string);
        }
        // Each order is cancelled by its acceptance deadline (3 s): both parties hear it.
        const told = (i: number) =>
          [seen[i]!.maker, seen[i]!.buyer].every((list) =>
            list.some((m) => m.type === 'ORDER_STATUS_CHANGE'),
          );
        const allTold = await until(
          () => cases.every((_, i) => told(i)),
          (all) => all,
          60_000,
        );
        if (!allTold) {
          // What each side heard and where each order stands, printed by the failure below.
          const heard = ids.map((id, i) => ({
            id,
            maker: seen[i]!.maker.map((m) => m.type),
            buyer: seen[i]!.buyer.map((m) => m.type),
          }));
          const orders = await fixtures.prisma.order.findMany({
            where: { id: { in: ids.map(BigInt) } },
            select: { id: true, status: true },
          });
          // Which sockets closed and why, and each process's state and last lines (LOG_LEVEL=warn).
          const sides = sockets.map((s, k) => `${k % 2 === 0 ? 'maker' : 'buyer'} ${Math.floor(k / 2) + 1}`);
          expect({
            allTold,
            heard,
            orders: orders.map((o) => [String(o.id), o.status]),
            closed: [...closed.entries()].map(([s, reason]) => `${sides[sockets.indexOf(s)]}: ${reason}`),
            processes: [...apis, ...workers].map((p) => p.describe()),
          }).toEqual({ allTold: true });
        }
        expect([...closed.values()]).toEqual([]);
        // A quiet second after the last message: a second relay or a second deadline would show now.
        await new Promise((resolve) => setTimeout(resolve, 1500));
        for (const [i, id] of ids.entries()) {
          const forOrder = (list: (typeof seen)[number]['maker']) =>
            list
              .filter((m) => JSON.parse(m.message).orderId === id)
              .map((m) => `${m.type} ${JSON.parse(m.message).status}`);
          expect([id, forOrder(seen[i]!.maker)]).toEqual([
            id,
            ['NEW_ORDER WAIT_SELLER_ACCEPT', 'ORDER_STATUS_CHANGE CANCELLED'],
          ]);
          expect([id, forOrder(seen[i]!.buyer)]).toEqual([id, ['ORDER_STATUS_CHANGE CANCELLED']]);
          // Nobody else's socket heard of this order.
          for (const [j, other] of seen.entries())
            if (j !== i) expect([forOrder(other.maker), forOrder(other.buyer)]).toEqual([[], []]);
          // The timeline holds the deadline's move once.
          const events = (
            await request(urls[0]!)
              .get(`/api/c2c/deal/order/${id}/events`)
              .set(auth(cases[i]!.buyer.token))
              .expect(200)
          ).body.data as Array<{ action: string; toStatus: string }>;
          expect(events.filter((e) => e.toStatus === 'CANCELLED')).toHaveLength(1);
        }
      } finally {
        for (const s of sockets) s.disconnect();
      }
    }, 180_000);

    it('keeps one chain sender: one worker holds the writer role of the chain, the other takes it when that one dies', async () => {
      /** The pids (in the holders' names) of the sessions holding the EVM writer lock in this database. */
      const holders = async (): Promise<string[]> => {
        const rows = await fixtures.prisma.$queryRaw<Array<{ holder: string }>>`
          select coalesce(a.application_name, '') as holder
          from pg_locks l join pg_stat_activity a on a.pid = l.pid
          where l.locktype = 'advisory' and l.granted and l.classid = ${0x50325057}::oid
            and l.objid = 1 and l.database = (select oid from pg_database where datname = current_database())`;
        return rows.map((r) => r.holder);
      };
      const held = await until(holders, (h) => h.length === 1, 30_000);
      expect(held).toEqual(['p2p-writer-ERC20']);
      /** The worker named by the chain's writer row (`worker pid <pid>`), if one of ours. */
      const writer = async () => {
        const rows = await fixtures.prisma.$queryRaw<Array<{ holder: string }>>`
          select holder from chain_writers where chain = 'ERC20'`;
        return workers.find((w) => rows[0]?.holder === `worker pid ${w.pid}`);
      };
      const leader = await until(writer, (w) => w !== undefined, 30_000);
      expect(leader).toBeDefined();
      await leader!.kill9();
      const successor = await until(writer, (w) => w !== undefined && w !== leader, 60_000);
      expect(successor?.name).toBe(workers.find((w) => w !== leader)!.name);
      expect(await until(holders, (h) => h.length === 1, 30_000)).toEqual(['p2p-writer-ERC20']);
    }, 180_000);
  });
});
