import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { ChainKind } from '@p2p/chain';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import { RedisService } from '../../core/infra/redis.service.js';
import { runsJobs } from '../../core/jobs/job-workers.js';
import { ChainIndexerService, type IndexRound } from './chain-indexer.service.js';
import { ChainRegistry } from './chain-registry.service.js';
import { LeaderLock } from './leader-lock.js';
import { PayoutSenderService, type SendRound } from './payout-sender.service.js';

export interface WatchRound {
  chain: ChainKind;
  leader: boolean;
  index?: IndexRound;
  send?: SendRound;
}

/** The Redis key holding when the last round on a chain ended (for the console's dashboard). */
const roundKey = (chain: ChainKind) => `chain:lastRound:${chain}`;

/**
 * Watches every configured chain where jobs run (`worker`, `all`): each poll interval, the leader of a
 * chain reads it (ChainIndexerService) and sends and follows its payouts (PayoutSenderService). Rounds of
 * one chain never overlap in a process; the Redis leader lock keeps other processes out.
 */
@Injectable()
export class ChainWatchService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ChainWatchService.name);
  private readonly locks = new Map<ChainKind, LeaderLock>();
  private readonly running = new Map<ChainKind, Promise<WatchRound>>();
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly registry: ChainRegistry,
    private readonly indexer: ChainIndexerService,
    private readonly sender: PayoutSenderService,
    private readonly redis: RedisService,
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

  private lock(chain: ChainKind): LeaderLock {
    let lock = this.locks.get(chain);
    if (!lock) {
      lock = new LeaderLock(
        this.redis.client,
        `chain:leader:${chain}`,
        Math.max(10_000, this.config.chains.pollMs * 10),
      );
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
    if (!(await this.lock(chain).hold())) return { chain, leader: false };
    const index = await this.indexer.round(adapter);
    const send = await this.sender.round(adapter, index.head);
    await this.redis.client.set(roundKey(chain), new Date().toISOString());
    return { chain, leader: true, index, send };
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
