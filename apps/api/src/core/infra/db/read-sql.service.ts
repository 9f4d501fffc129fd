import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import postgres from 'postgres';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { type Sql, SqlService } from './sql.service.js';

/**
 * The handle of the reads that may lag the primary by a moment (issue 27): the market, the price history
 * and the staff console's lists. With DATABASE_READ_URL (a streaming replica) it is a pool of its own on
 * that server; without, it is the primary's pool. The money path, every transaction and a trader's own
 * orders (read right after a write) stay on SqlService, the primary.
 */
@Injectable()
export class ReadSqlService implements OnModuleDestroy {
  readonly sql: Sql;
  /** Whether the reads go to a replica (a pool of this service's own). */
  readonly replica: boolean;

  constructor(@Inject(APP_CONFIG) config: AppConfig, primary: SqlService) {
    this.replica = config.databaseReadUrl !== null;
    this.sql =
      config.databaseReadUrl === null
        ? primary.sql
        : (postgres(config.databaseReadUrl, {
            max: config.databasePoolSize,
            idle_timeout: 30,
            connect_timeout: 10,
            onnotice: () => undefined,
            connection: { application_name: `p2p-api-${config.apiRole}-read` },
          }) as Sql);
  }

  async onModuleDestroy(): Promise<void> {
    if (this.replica) await this.sql.end({ timeout: 5 });
  }
}
