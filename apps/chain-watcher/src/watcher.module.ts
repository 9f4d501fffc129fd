import { type DynamicModule, Inject, Injectable, Module, type OnModuleDestroy } from '@nestjs/common';
import { createPrismaClient, type PrismaClient } from '@p2p/db';
import type { WatcherConfig } from './config.js';

export const WATCHER_CONFIG = Symbol('WATCHER_CONFIG');

@Injectable()
export class WatcherDb implements OnModuleDestroy {
  readonly client: PrismaClient;
  constructor(@Inject(WATCHER_CONFIG) config: WatcherConfig) {
    this.client = createPrismaClient({ url: config.databaseUrl, max: 4 });
  }
  async onModuleDestroy(): Promise<void> {
    await this.client.$disconnect();
  }
}

/** The chain watcher's root module; the escrow work adds the indexer and the payout sender here. */
@Module({})
export class WatcherModule {
  static forRoot(config: WatcherConfig): DynamicModule {
    return {
      module: WatcherModule,
      providers: [{ provide: WATCHER_CONFIG, useValue: config }, WatcherDb],
      exports: [WatcherDb],
    };
  }
}
