import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { Clock } from '@p2p/domain';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { TransactionRunner } from '../infra/db/transaction-runner.js';
import { OutboxConsumers } from './outbox-consumers.js';
import { OutboxRelay } from './outbox.relay.js';
import { OutboxRepository } from './outbox.repository.js';

/** Published rows are kept this long (for support and audit), then purged. */
export const OUTBOX_KEPT_DAYS = 7;
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Runs the outbox relay in the processes that serve HTTP (`API_ROLE` http or all) from bootstrap to
 * shutdown, and purges old published rows once an hour.
 */
@Injectable()
export class OutboxRelayService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(OutboxRelayService.name);
  private relay: OutboxRelay | null = null;
  private purgeTimer: NodeJS.Timeout | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly runner: TransactionRunner,
    private readonly repository: OutboxRepository,
    private readonly consumers: OutboxConsumers,
    private readonly clock: Clock,
  ) {}

  get isRunning(): boolean {
    return this.relay?.isRunning ?? false;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.apiRole === 'worker') return;
    this.relay = new OutboxRelay(
      { runner: this.runner, repository: this.repository, consumers: this.consumers, clock: this.clock },
      { pollMs: this.config.outboxPollMs },
    );
    await this.relay.start();
    this.purgeTimer = setInterval(() => void this.purge(), PURGE_INTERVAL_MS);
    this.purgeTimer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.purgeTimer) clearInterval(this.purgeTimer);
    this.purgeTimer = null;
    await this.relay?.stop();
  }

  /** Relays what is due now (for tests and tools); the timer and NOTIFY do it otherwise. */
  async drain(): Promise<number> {
    return this.relay ? this.relay.drain() : 0;
  }

  private async purge(): Promise<void> {
    try {
      const count = await this.repository.purgePublished(OUTBOX_KEPT_DAYS);
      if (count > 0) this.logger.log(`purged ${count} published outbox rows`);
    } catch (err) {
      this.logger.error(`outbox purge failed: ${(err as Error).message}`);
    }
  }
}
