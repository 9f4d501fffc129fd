import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { ChainKind } from '@p2p/chain';
import { Clock } from '@p2p/domain';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import { RedisService } from '../../core/infra/redis.service.js';
import { runsJobs } from '../../core/jobs/job-workers.js';
import { ChainIndexerService, type IndexRound } from './chain-indexer.service.js';
import { ChainRegistry } from './chain-registry.service.js';
import { ChainWriterLock, WriterLostError } from './chain-writer-lock.js';
import { type DrainRound, EscrowDrainService } from './escrow-drain.service.js';
import { PayoutSenderService, type SendRound } from './payout-sender.service.js';

export interface WatchRound {
  chain: ChainKind;
  leader: boolean;
  index?: IndexRound;
  drain?: DrainRound;
  send?: SendRound;
}

/** The Redis key holding when the last round on a chain ended (for the console's dashboard). */
const roundKey = (chain: ChainKind) => `chain:lastRound:${chain}`;

/**
 * Watches every configured chain where jobs run (`worker`, `all`): each poll interval, the leader of a
 * chain reads it (ChainIndexerService), drains any escrow address a key rotation retired
 * (EscrowDrainService), and sends and follows its payouts (PayoutSenderService). Rounds of
 * one chain never overlap in a process; the chain's writer role (a PostgreSQL advisory lock held on a
 * connection of its own while this process leads, ChainWriterLock) keeps other processes out, and a
 * process that loses it stops writing at once (issue 20).
 */
@Injectable()
export class ChainWatchService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ChainWatchService.name);
  private readonly locks = new Map<ChainKind, ChainWriterLock>();
  private readonly running = new Map<ChainKind, Promise<WatchRound>>();
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly registry: ChainRegistry,
    private readonly indexer: ChainIndexerService,
    private readonly sender: PayoutSenderService,
    private readonly drainer: EscrowDrainService,
    private readonly redis: RedisService,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    if (!runsJobs(this.config.apiRole) || this.registry.configured().length === 0) return;
    if (!this.config.chains.watchLoop) return; // the caller drives rounds (tests, benches)
    this.schedule();
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      void Promise.all(
        this.registry.configured().map((chain) =>
          this.round(chain).catch((err: Error) => {
            this.logger.error(`watching ${chain}: ${err.message}`);
          }),
        ),
      ).finally(() => this.schedule());
    }, this.config.chains.pollMs);
  }

  /** This process's writer role on `chain` (held or not). */
  writer(chain: ChainKind): ChainWriterLock {
    let lock = this.locks.get(chain);
    if (!lock) {
      lock = new ChainWriterLock(this.config.databaseUrl, chain, `${this.config.apiRole} pid ${process.pid}`);
      this.locks.set(chain, lock);
    }
    return lock;
  }

  /** One round on `chain` (a round already running is joined, not doubled). */
  round(chain: ChainKind): Promise<WatchRound> {
    const current = this.running.get(chain);
    if (current) return current;
    const next = this.doRound(chain).finally(() => this.running.delete(chain));
    this.running.set(chain, next);
    return next;
  }

  private async doRound(chain: ChainKind): Promise<WatchRound> {
    const adapter = this.registry.adapter(chain);
    if (!adapter || this.stopped) return { chain, leader: false };
    const writer = this.writer(chain);
    if (!(await writer.hold())) return { chain, leader: false };
    try {
      const index = await this.indexer.round(adapter);
      // A key rotation's retired addresses drain first; payouts wait until nothing is left to move.
      const drain = await this.drainer.round(adapter, writer);
      const send = await this.sender.round(adapter, index.head, writer, drain.draining);
      await this.redis.client.set(roundKey(chain), this.clock.now().toISOString());
      return { chain, leader: true, index, drain, send };
    } catch (err) {
      if (!(err instanceof WriterLostError)) throw err;
      this.logger.warn(`${err.message}: the round stops, another process leads`);
      return { chain, leader: false };
    }
  }

  /** When the last round on `chain` ended (by whichever process led it), or null when none was seen. */
  async lastRoundAt(chain: ChainKind): Promise<Date | null> {
    const at = await this.redis.client.get(roundKey(chain));
    const date = at ? new Date(at) : null;
    return date && !Number.isNaN(date.getTime()) ? date : null;
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await Promise.allSettled([...this.running.values()]);
    await Promise.allSettled([...this.locks.values()].map((l) => l.release()));
  }
}
