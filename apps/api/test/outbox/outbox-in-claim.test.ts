// Consumers whose effect is database rows run inside the relay's claiming transaction (issue 20, defect 7):
// their rows and the outbox row's publication commit together or not at all. Before, each opened a
// transaction of its own: a relay that died after the consumer committed and before the mark delivered
// the row again (a second effect), and with a small pool the claim held the connection the consumer
// waited for (a timeout, the row put aside while the consumer's transaction later committed anyway).
import { randomBytes } from 'node:crypto';
import { SystemClock } from '@p2p/domain';
import { type Sql, SqlService } from '../../src/core/infra/db/sql.service.js';
import { TransactionRunner } from '../../src/core/infra/db/transaction-runner.js';
import { OutboxConsumers } from '../../src/core/outbox/outbox-consumers.js';
import { OutboxRelayService } from '../../src/core/outbox/outbox-relay.service.js';
import { OutboxRelay, type OutboxRelayOptions } from '../../src/core/outbox/outbox.relay.js';
import { OutboxRepository } from '../../src/core/outbox/outbox.repository.js';
import type { EscrowOutboxPayload } from '../../src/core/outbox/outbox.types.js';
import { EscrowEvents } from '../../src/modules/escrow/escrow-events.js';
import { releaseRef } from '../../src/modules/orders/order-effects.js';
import { startTestApi, type TestApi } from '../support/harness.js';

describe('outbox/outbox-in-claim', () => {
  /** A consumer may take this long; the pool test's drain must end well before it. */
  const CONSUMER_TIMEOUT_MS = 2000;

  let api: TestApi;
  let sql: Sql;
  /** A table of this test only: one row per effect the probe listener committed (dropped at the end). */
  const effects = `outbox_effect_probe_${randomBytes(4).toString('hex')}`;
  /**
   * The probe listener acts on escrow events whose purpose is this (the other events are not its own). By
   * the event's refId it writes one row ('write'), writes one and fails ('fail'), or writes one, then
   * waits for `release` and tries a second ('stuck').
   */
  const PROBE = 'effect-probe';
  let release: () => void = () => undefined;
  /** What the stuck listener's late statement met (the name of its error, or 'sent'). */
  let lateStatement: Promise<string> = Promise.resolve('none');

  beforeAll(async () => {
    // One connection in the money path's pool: the claim holds it for the whole batch.
    api = await startTestApi({ DATABASE_POOL_SIZE: '1', API_ROLE: 'http' });
    // The test drives its own relays (with its own hooks); the process's relay stays out of the way.
    await api.app.get(OutboxRelayService).onModuleDestroy();
    sql = api.app.get(SqlService).sql;
    await sql`create table ${sql(effects)} (outbox_id bigint not null)`;
    // Not idempotent on purpose: each delivery that commits adds a row.
    api.app.get(EscrowEvents).listen({
      name: 'effect-probe',
      handle: async (tx, event, outboxId) => {
        if (event.purpose !== PROBE) return;
        await tx`insert into ${tx(effects)} (outbox_id) values (${outboxId})`;
        if (event.refId === 'fail') throw new Error(`probe refuses row ${outboxId}`);
        if (event.refId !== 'stuck') return;
        const gate = new Promise<void>((resolve) => (release = resolve));
        let told!: (what: string) => void;
        lateStatement = new Promise((resolve) => (told = resolve));
        await gate;
        try {
          await tx`insert into ${tx(effects)} (outbox_id) values (${outboxId})`;
          told('sent');
        } catch (err) {
          told((err as Error).name);
          throw err;
        }
      },
    });
  });
  afterAll(async () => {
    await sql`drop table if exists ${sql(effects)}`;
    await api.close();
  });

  /** A relay over the process's pool and consumers, driven by the test. */
  function relay(options: Partial<OutboxRelayOptions> = {}): OutboxRelay {
    const consumers = new OutboxConsumers();
    for (const c of api.app.get(OutboxConsumers).all) consumers.register(c);
    return new OutboxRelay(
      {
        runner: api.app.get(TransactionRunner),
        repository: api.app.get(OutboxRepository),
        consumers,
        clock: new SystemClock(),
      },
      { pollMs: 60_000, listen: false, consumerTimeoutMs: CONSUMER_TIMEOUT_MS, ...options },
    );
  }

  /** Appends escrow event rows (committed, in one transaction) and answers their ids. */
  async function escrowRows(...payloads: EscrowOutboxPayload[]): Promise<string[]> {
    const rows = payloads.map((payload, n) => ({
      aggregate: 'test',
      aggregateId: String(n),
      type: 'escrow' as const,
      payload,
    }));
    return api.app.get(TransactionRunner).run((tx) => api.app.get(OutboxRepository).append(tx, rows));
  }

  /** A probe event: the listener writes ('write'), writes and fails ('fail') or overruns ('stuck'). */
  const probe = (refId: 'write' | 'fail' | 'stuck'): EscrowOutboxPayload => ({
    event: 'DEPOSIT_COMPLETED',
    purpose: PROBE,
    refId,
  });

  const rowState = async (id: string) =>
    (
      await sql<{ attempts: number; published: boolean }[]>`
      select attempts, published_at is not null as published from outbox where id = ${id}`
    )[0]!;

  /** How many rows the probe listener's committed transactions wrote for the outbox row. */
  const effectsOf = async (id: string) =>
    (await sql<{ n: number }[]>`select count(*)::int as n from ${sql(effects)} where outbox_id = ${id}`)[0]!
      .n;

  describe('outbox consumers inside the claiming transaction', () => {
    it('applies a database effect once when the relay died after the hand-off and before the mark (issue 20, defect 7: outbox consumers run inside the claiming transaction)', async () => {
      const [id] = await escrowRows(probe('write'));
      const crashing = relay({
        beforeMark: async () => {
          throw new Error('the process died between hand-off and mark');
        },
      });
      await expect(crashing.relayBatch()).rejects.toThrow('the process died');
      expect((await rowState(id!)).published).toBe(false);

      // The restarted process's relay delivers the row again: the effect exists once.
      await relay().drain();
      expect(await rowState(id!)).toEqual({ attempts: 0, published: true });
      expect(await effectsOf(id!)).toBe(1);
    });

    it("undoes a failing consumer's writes of its own row only, and puts that row aside (issue 20, defect 7: each row's database consumers run in a savepoint of the claim)", async () => {
      const [ok, failing, after] = await escrowRows(probe('write'), probe('fail'), probe('write'));
      await relay().relayBatch();
      expect(await rowState(failing!)).toEqual({ attempts: 1, published: false });
      expect(await effectsOf(failing!)).toBe(0);
      for (const id of [ok!, after!]) {
        expect(await rowState(id)).toEqual({ attempts: 0, published: true });
        expect(await effectsOf(id)).toBe(1);
      }
      await sql`delete from outbox where id = ${failing!}`;
    });

    it('rolls the batch back when a consumer overruns its time, puts its row aside, and refuses its late statements (issue 20, defect 7: a consumer in the claim that overruns commits nothing)', async () => {
      const [stuck, other] = await escrowRows(probe('stuck'), probe('write'));
      const started = Date.now();
      await relay({ consumerTimeoutMs: 300 }).relayBatch();
      expect(Date.now() - started).toBeLessThan(CONSUMER_TIMEOUT_MS);
      // Nothing of the batch committed; the stuck row alone is put aside, the other is due again at once.
      expect(await rowState(stuck!)).toEqual({ attempts: 1, published: false });
      expect(await rowState(other!)).toEqual({ attempts: 0, published: false });
      expect(await effectsOf(stuck!)).toBe(0);
      expect(await effectsOf(other!)).toBe(0);

      // The consumer wakes up after the batch ended: its next statement is refused, nothing is written.
      release();
      expect(await lateStatement).toBe('TransactionEndedError');
      expect(await effectsOf(stuck!)).toBe(0);
      await sql`delete from outbox where id = ${stuck!}`;
      await relay().drain();
      expect(await rowState(other!)).toEqual({ attempts: 0, published: true });
      expect(await effectsOf(other!)).toBe(1);
    });

    it('completes an order from an escrow event with a pool of one connection, without waiting for a second (issue 20, defect 7: outbox consumers run inside the claiming transaction)', async () => {
      const buyer = await api.factories.newUser();
      const seller = await api.factories.newUser();
      const order = await api.factories.newOrder(buyer.id, seller.id, { status: 'PENDING_CHAIN_CONFIRM' });
      const [id] = await escrowRows({
        event: 'PAYOUT_CONFIRMED',
        payoutId: '0',
        payoutKind: 'RELEASE',
        payoutRef: releaseRef(String(order.id)),
      });

      const started = Date.now();
      await relay().drain();
      expect(Date.now() - started).toBeLessThan(CONSUMER_TIMEOUT_MS);
      expect(await rowState(id!)).toEqual({ attempts: 0, published: true });
      const after = await api.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
      expect(after.status).toBe('COMPLETED');
    });
  });
});
