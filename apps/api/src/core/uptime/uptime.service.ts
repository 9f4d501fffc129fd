import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { type Outage } from '@p2p/domain';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { MaintenanceService } from '../maintenance/maintenance.service.js';
import { UptimeRepository } from './uptime.repository.js';

/** How often a process that serves traders says it is alive. */
export const BEAT_MS = 15_000;
/** A silence longer than this (three beats) means nobody could reach the API. */
export const DOWN_AFTER_MS = 3 * BEAT_MS;
const HTTP = 'http';

/**
 * No one is timed out by the platform's own downtime (issue 12). Every process that serves traders beats
 * every 15 s; a process that finds the last beat older than 45 s records the silence as DOWNTIME (from the
 * last beat to now), and each beat during a maintenance window records that window. `between` answers
 * both kinds, which order timers use to move a deadline on (`extendDeadline` in @p2p/domain).
 */
@Injectable()
export class UptimeService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('UptimeService');
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly repo: UptimeRepository,
    private readonly maintenance: MaintenanceService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.apiRole === 'worker') return;
    await this.beat();
    this.timer = setInterval(() => {
      this.beat().catch((err: unknown) => this.logger.warn(`heartbeat failed: ${String(err)}`));
    }, BEAT_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /**
   * One beat at `now`: records a silence since the last beat, and the maintenance window running now.
   * `source` names the heartbeat (the processes serving traders share `http`).
   */
  async beat(now = new Date(), source = HTTP): Promise<void> {
    const previous = await this.repo.beat(source, now);
    if (previous && now.getTime() - previous.getTime() > DOWN_AFTER_MS) {
      await this.repo.record('DOWNTIME', previous, now);
      this.logger.warn(`the API was unreachable from ${previous.toISOString()} to ${now.toISOString()}`);
    }
    const window = await this.maintenance.active(now);
    if (window) await this.repo.record('MAINTENANCE', new Date(window.start), new Date(window.end));
  }

  /** The periods nobody could act in that overlap [from, to). */
  async between(from: Date, to: Date): Promise<Outage[]> {
    return (await this.repo.between(from, to)).map((r) => ({ kind: r.kind, start: r.startAt, end: r.endAt }));
  }
}
