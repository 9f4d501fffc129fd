import { Inject, Injectable } from '@nestjs/common';
import type { ChainKind } from '@p2p/chain';
import { CHAIN_LAG_WARN_BLOCKS, type ChainWatchDto, type ChainWatchLineDto } from '@p2p/contracts';
import { Clock } from '@p2p/domain';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import { withTimeout } from '../../core/common/with-timeout.js';
import { ChainIndexRepository } from './chain-index.repository.js';
import { ChainRegistry } from './chain-registry.service.js';
import { ChainWatchService } from './chain-watch.service.js';

/** A chain read that does not answer in this time counts as unreadable (the dashboard must not hang). */
const HEAD_TIMEOUT_MS = 3_000;

/**
 * The chain watcher's lag for the console's dashboard (issue 13, Operations): per configured chain, the
 * node's head, the watcher's cursor (`chain_cursors`, through this module's repository), the lag in blocks
 * and the time since its last round. A chain is late past `CHAIN_LAG_WARN_BLOCKS` blocks, when no round
 * ran for ten poll intervals (at least a minute), or when its node cannot be read.
 */
@Injectable()
export class ChainLagService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly registry: ChainRegistry,
    private readonly index: ChainIndexRepository,
    private readonly watch: ChainWatchService,
    private readonly clock: Clock,
  ) {}

  get warnRoundSeconds(): number {
    return Math.max(60, Math.ceil((this.config.chains.pollMs * 10) / 1000));
  }

  async state(now = this.clock.now()): Promise<ChainWatchDto> {
    const chains = await Promise.all(this.registry.configured().map((chain) => this.line(chain, now)));
    return {
      readAt: now.toISOString(),
      warnLagBlocks: CHAIN_LAG_WARN_BLOCKS,
      warnRoundSeconds: this.warnRoundSeconds,
      chains,
    };
  }

  private async line(chain: ChainKind, now: Date): Promise<ChainWatchLineDto> {
    const adapter = this.registry.adapter(chain);
    const [head, cursor, lastRound] = await Promise.all([
      adapter
        ? withTimeout(adapter.head(), HEAD_TIMEOUT_MS).then(
            (h) => h.number,
            () => null,
          )
        : null,
      this.index.cursor(chain),
      this.watch.lastRoundAt(chain),
    ]);
    const cursorBlock = cursor?.blockNumber ?? null;
    const lag = head !== null && cursorBlock !== null ? (head > cursorBlock ? head - cursorBlock : 0n) : null;
    const secondsSinceRound =
      lastRound === null ? null : Math.max(0, Math.floor((now.getTime() - lastRound.getTime()) / 1000));
    const late =
      lag === null ||
      lag > BigInt(CHAIN_LAG_WARN_BLOCKS) ||
      secondsSinceRound === null ||
      secondsSinceRound > this.warnRoundSeconds;
    return {
      chain,
      headBlock: head === null ? null : String(head),
      cursorBlock: cursorBlock === null ? null : String(cursorBlock),
      lagBlocks: lag === null ? null : String(lag),
      lastRoundAt: lastRound?.toISOString() ?? null,
      secondsSinceRound,
      late,
    };
  }
}
