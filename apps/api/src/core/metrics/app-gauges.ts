import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { Clock } from '@p2p/domain';
import { AppealDeskService } from '../../modules/appeals/appeal-desk.service.js';
import { ChainLagService } from '../../modules/escrow/chain-lag.service.js';
import { FundSearchService } from '../../modules/escrow/fund-search.service.js';
import { ReservesService } from '../../modules/escrow/reserves.service.js';
import { OrderDesk } from '../../modules/orders/order-desk.js';
import { JOB_COUNT_STATES, JobsService } from '../jobs/jobs.service.js';
import { LiveGateway } from '../live/live.gateway.js';
import { OutboxRepository } from '../outbox/outbox.repository.js';
import { P2P_METRICS as M } from './metric-names.js';
import { MetricsService } from './metrics.service.js';

/**
 * The proof of reserves reads every token's balance on chain: it is read at most this often per process,
 * and waited for at most RESERVES_TIMEOUT_MS (a slow node leaves the reserve gauges empty for that scrape).
 */
const RESERVES_FRESH_MS = 30_000;
const RESERVES_TIMEOUT_MS = 8_000;

/** Seconds from `at` to `now`; 0 when there is nothing (no row waits, so nothing is old). */
function ageSeconds(now: Date, at: Date | null): number {
  return at === null ? 0 : Math.max(0, (now.getTime() - at.getTime()) / 1000);
}

/**
 * The app's gauges (issue 27), set on each scrape from the module that owns the data, through its own
 * service or repository (DESIGN §1): nothing here queries a table. Every replica reports the same
 * database-wide values (alert on `max`), except the sockets, which are this process's own. A source that
 * fails leaves its gauges empty (NaN for one without labels, never a false 0) and counts in
 * `p2p_metrics_source_failures_total{source}`.
 *
 * Amounts (the reserves' differences) are floats for monitoring only: no money is ever computed from them.
 */
@Injectable()
export class AppGauges implements OnModuleInit {
  constructor(
    private readonly metrics: MetricsService,
    private readonly outbox: OutboxRepository,
    private readonly jobs: JobsService,
    private readonly chainLag: ChainLagService,
    private readonly funds: FundSearchService,
    private readonly reserves: ReservesService,
    private readonly orders: OrderDesk,
    private readonly appeals: AppealDeskService,
    private readonly moduleRef: ModuleRef,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.outboxGauges();
    this.queueGauges();
    this.socketGauges();
    this.chainGauges();
    this.payoutGauges();
    this.reserveGauges();
    this.orderGauges();
    this.appealGauges();
  }

  private outboxGauges(): void {
    const backlog = this.metrics.source('outbox', () => this.outbox.backlog());
    this.metrics.gauge(M.outboxUnpublished, 'Outbox rows not yet published', [], async (g) => {
      const b = await backlog.get();
      if (b === null) g.set(NaN);
      else g.set(b.unpublished);
    });
    this.metrics.gauge(
      M.outboxOldestAge,
      'Age in seconds of the oldest unpublished outbox row (0: none waits)',
      [],
      async (g) => {
        const b = await backlog.get();
        if (b === null) g.set(NaN);
        else g.set(ageSeconds(this.clock.now(), b.oldestCreatedAt));
      },
    );
  }

  private queueGauges(): void {
    const counts = this.metrics.source('queues', () => this.jobs.jobCounts());
    this.metrics.gauge(
      M.queueJobs,
      'BullMQ jobs per queue and state (waiting, active, delayed, failed)',
      ['queue', 'state'],
      async (g) => {
        const queues = await counts.get();
        g.reset();
        for (const { queue, counts: c } of queues ?? []) {
          for (const state of JOB_COUNT_STATES) g.set({ queue, state }, c[state]);
        }
      },
    );
  }

  /** The live gateway runs only where HTTP is served (API_ROLE http or all); a worker reports none. */
  private socketGauges(): void {
    let gateway: LiveGateway | null;
    try {
      gateway = this.moduleRef.get(LiveGateway, { strict: false });
    } catch {
      gateway = null;
    }
    this.metrics.gauge(M.socketsConnected, 'Sockets open on this process (socket.io /fiat)', [], (g) => {
      g.set(gateway?.connectedCount() ?? 0);
      return Promise.resolve();
    });
  }

  private chainGauges(): void {
    const state = this.metrics.source('chains', () => this.chainLag.state());
    this.metrics.gauge(
      M.chainLag,
      "Blocks between a chain's head and the watcher's cursor (absent: the node cannot be read)",
      ['chain'],
      async (g) => {
        const s = await state.get();
        g.reset();
        for (const line of s?.chains ?? []) {
          if (line.lagBlocks !== null) g.set({ chain: line.chain }, Number(line.lagBlocks));
        }
      },
    );
    this.metrics.gauge(
      M.chainLate,
      'Whether the chain watcher is late (1): too far behind, no round for too long, or the node unreadable',
      ['chain'],
      async (g) => {
        const s = await state.get();
        g.reset();
        for (const line of s?.chains ?? []) g.set({ chain: line.chain }, line.late ? 1 : 0);
      },
    );
  }

  private payoutGauges(): void {
    const backlog = this.metrics.source('payouts', () => this.funds.payoutBacklog());
    this.metrics.gauge(
      M.payouts,
      'Payouts queued, sent (not yet confirmed) and failed',
      ['state'],
      async (g) => {
        const b = await backlog.get();
        g.reset();
        if (b === null) return;
        for (const [state, n] of Object.entries(b.counts)) g.set({ state }, n);
      },
    );
    this.metrics.gauge(
      M.payoutsOldestPendingAge,
      'Age in seconds of the oldest payout queued or sent and not yet confirmed (0: none)',
      [],
      async (g) => {
        const b = await backlog.get();
        if (b === null) g.set(NaN);
        else g.set(ageSeconds(this.clock.now(), b.oldestPendingAt));
      },
    );
  }

  private reserveGauges(): void {
    const reserves = this.metrics.source('reserves', () => this.reserves.read(), {
      freshMs: RESERVES_FRESH_MS,
      timeoutMs: RESERVES_TIMEOUT_MS,
    });
    this.metrics.gauge(
      M.reservesDifference,
      'Escrow balance on chain minus what the books owe from it, per chain and token (monitoring only)',
      ['chain', 'token'],
      async (g) => {
        const r = await reserves.get();
        g.reset();
        for (const line of r?.lines ?? [])
          g.set({ chain: line.chain, token: line.token }, Number(line.difference));
      },
    );
    this.metrics.gauge(
      M.reservesUnreadable,
      'Tokens whose escrow balance could not be read on chain (1 each)',
      ['chain', 'token'],
      async (g) => {
        const r = await reserves.get();
        g.reset();
        for (const u of r?.unreadable ?? []) g.set({ chain: u.chain, token: u.token }, 1);
      },
    );
  }

  private orderGauges(): void {
    const counts = this.metrics.source('orders', () => this.orders.activeCounts());
    this.metrics.gauge(M.orders, 'Orders in each status that is not final', ['status'], async (g) => {
      const c = await counts.get();
      g.reset();
      for (const [status, n] of c ?? []) g.set({ status }, n);
    });
  }

  private appealGauges(): void {
    const stats = this.metrics.source('appeals', () => this.appeals.openStats(this.clock.now()));
    const fill = (
      name: string,
      help: string,
      pick: (s: { open: number; oldestAgeSeconds: number; overdue: number }) => number,
    ) =>
      this.metrics.gauge(name, help, [], async (g) => {
        const s = await stats.get();
        if (s === null) g.set(NaN);
        else g.set(pick(s));
      });
    fill(M.appealsOpen, 'Appeals not yet decided', (s) => s.open);
    fill(
      M.appealsOpenOldestAge,
      'Age in seconds of the oldest undecided appeal (0: none)',
      (s) => s.oldestAgeSeconds,
    );
    fill(M.appealsOverdue, 'Undecided appeals past their service-level due time', (s) => s.overdue);
  }
}
