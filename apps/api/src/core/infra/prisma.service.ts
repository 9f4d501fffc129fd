import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { createPrismaClient, type PrismaClient } from '@p2p/db';
import { APP_CONFIG, type AppConfig } from '../config/config.js';

/** The database handle of the API: one Prisma client over a pg pool, closed on shutdown. */
@Injectable()
export class PrismaService implements OnModuleDestroy {
  readonly client: PrismaClient;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.client = createPrismaClient({ url: config.databaseUrl, max: config.databasePoolSize });
  }

  async onModuleDestroy(): Promise<void> {
    await this.client.$disconnect();
  }
}
