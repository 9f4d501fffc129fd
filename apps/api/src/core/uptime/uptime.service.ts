import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { Clock, type Outage, SystemClock } from '@p2p/domain';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { MaintenanceService } from '../maintenance/maintenance.service.js';
import type { Db, Tx } from '../infra/db/sql.service.js';
import { TransactionRunner } from '../infra/db/transaction-runner.js';
import { UptimeRepository } from './uptime.repository.js';

/**
 * How often a process says it is alive. 5 s (was 15): a silence is noticed three beats in, so a deadline
 * due early in a freeze of the HTTP API is moved instead of fired (issue 22: a 60 s freeze, the deadline
 * fired 20 s into it while a silence counted only after 45 s).
 */
export const BEAT_MS = 5_000;
/** A silence longer than this (three beats) means nobody could reach the API. */
export const DOWN_AFTER_MS = 3 * BEAT_MS;
/** The heartbeat of the processes that serve traders (HTTP and the socket gateway). */
export const HTTP = 'http';
/** The heartbeat of the processes that fire deadlines: the witness that HTTP's silence is real. */
export const WORKER = 'worker';

/**
 * The silence a beat at `now` ends: when the beat before it (`previous`) is more than DOWN_AFTER_MS older,
 * nobody could reach the API from that beat to this one (DOWNTIME); exactly DOWN_AFTER_MS is still up.
 * Null too for the first beat ever, or one older than the last (a late replica).
 */
export function silenceEndedBy(previous: Date | null, now: Date): Outage | null {
  if (previous === null || now.getTime() - previous.getTime() <= DOWN_AFTER_MS) return null;
  return { kind: 'DOWNTIME', start: previous, end: now };
}

/**
 * The silence of the HTTP API still going on at `to`: its last beat more than DOWN_AFTER_MS before `to`,
 * while the worker asking has beaten within DOWN_AFTER_MS (it was running and saw the silence). When both
 * are silent the whole platform was off (a restart, or a test's clock moved on): the first HTTP beat after
 * it records that silence, as before. Null when traders can reach the API.
 */
export function ongoingSilence(httpBeat: Date | null, workerBeat: Date | null, to: Date): Outage | null {
  if (httpBeat === null || workerBeat === null) return null;
  if (to.getTime() - workerBeat.getTime() > DOWN_AFTER_MS) return null;
  if (to.getTime() - httpBeat.getTime() <= DOWN_AFTER_MS) return null;
  return { kind: 'DOWNTIME', start: httpBeat, end: to };
}

/**
 * No one is timed out by the platform's own downtime (issue 12). Every process that serves traders beats
 * every 5 s (`http`), every process that fires deadlines too (`worker`); a process that finds the last beat
 * older than 15 s records the silence as DOWNTIME (from the last beat to now), and each beat during a
 * maintenance window records that window. `between` answers both kinds, and a silence of the HTTP API
 * still going on, which order timers use to move a deadline on (`extendDeadline` in @p2p/domain): a
 * deadline due while the API is frozen and the worker runs is moved past the freeze, not fired.
 */
@Injectable()
export class UptimeService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('UptimeService');
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly repo: UptimeRepository,
    private readonly maintenance: MaintenanceService,
    private readonly runner: TransactionRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // Beats say the machine's API was alive then. A test's FakeClock stands still between the test's moves,
    // so timed beats on it would record those moves as outages in the run's shared database (and move the
    // deadlines of other suites); a test that moves the clock calls beat() itself.
    if (!(this.clock instanceof SystemClock)) return;
    await this.beatRoles();
    this.timer = setInterval(() => {
      this.beatRoles().catch((err: unknown) => this.logger.warn(`heartbeat failed: ${String(err)}`));
    }, BEAT_MS);
    this.timer.unref();
  }

  /** The beats of what this process does: serving traders (`http`), firing deadlines (`worker`). */
  private async beatRoles(): Promise<void> {
    const now = this.clock.now();
    if (this.config.apiRole !== 'worker') await this.beat(now, HTTP);
    if (this.config.apiRole !== 'http') await this.repo.beat(WORKER, now);
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /**
   * One beat at `now` (the clock's time unless given): records a silence since the last beat
   * (`silenceEndedBy`), and the maintenance window running now. `source` names the heartbeat (the
   * processes serving traders share `http`).
   */
  async beat(now = this.clock.now(), source = HTTP): Promise<void> {
    const silence = silenceEndedBy(await this.repo.beat(source, now), now);
    if (silence) {
      await this.repo.record(silence.kind, silence.start, silence.end);
      this.logger.warn(
        `the API was unreachable from ${silence.start.toISOString()} to ${silence.end.toISOString()}`,
      );
    }
    // The window is read from the database, share-locked, in the transaction that records it: an operator's
    // clear (which locks the setting for update, and ends the recorded period then) either waits for this
    // record or is seen here. A window read from the cache just before a clear would set the period's end
    // back to the announced one after the clear had ended it, and move every deadline due until then.
    await this.runner.run(async (tx) => {
      const window = await this.maintenance.sharedWindow(tx);
      if (window && MaintenanceService.isActive(window, now))
        await this.repo.record('MAINTENANCE', new Date(window.start), new Date(window.end), tx);
    });
  }

  /**
   * The periods nobody could act in that overlap [from, to), with the maintenance window in force at `to`
   * even before a beat has recorded it (issue 22: an order was cancelled 3 s into a window that began 3 s
   * before its deadline, the window not yet recorded), and the HTTP API's silence still going on at `to`
   * (`ongoingSilence`; issue 22: the API frozen for 60 s, a deadline fired 20 s into it). `db`: the
   * caller's transaction, if it holds one (a read on the pool from inside it could wait for a connection
   * that only the transactions waiting for it would free).
   */
  async between(from: Date, to: Date, db?: Db): Promise<Outage[]> {
    const outages: Outage[] = (await this.repo.between(from, to, db)).map((r) => ({
      kind: r.kind,
      start: r.startAt,
      end: r.endAt,
    }));
    const [httpBeat, workerBeat] = await this.repo.lastBeats([HTTP, WORKER], db);
    const silence = ongoingSilence(httpBeat ?? null, workerBeat ?? null, to);
    if (silence && silence.start.getTime() < to.getTime() && silence.end.getTime() > from.getTime()) {
      const known = outages.some(
        (o) => o.kind === 'DOWNTIME' && o.start.getTime() === silence.start.getTime(),
      );
      if (!known) outages.push(silence);
    }
    const window = await this.maintenance.active(to);
    if (window) {
      const start = new Date(window.start);
      const known = outages.some((o) => o.kind === 'MAINTENANCE' && o.start.getTime() === start.getTime());
      if (!known && start.getTime() < to.getTime())
        outages.push({ kind: 'MAINTENANCE', start, end: new Date(window.end) });
    }
    return outages;
  }

  /**
   * A maintenance window cleared (or cut short) at `now`: its recorded period ends then, so deadlines move
   * by the time traders were really locked out, not by the announced length (issue 22). A window that had
   * not begun leaves nothing recorded.
   */
  async windowEnded(tx: Tx, window: { start: string; end: string }, now = this.clock.now()): Promise<void> {
    const start = new Date(window.start);
    const end = new Date(Math.min(Date.parse(window.end), now.getTime()));
    await this.repo.endPeriod(tx, 'MAINTENANCE', start, end);
  }
}
