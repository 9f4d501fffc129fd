import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import postgres from 'postgres';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { traceSql } from '../../tracing/tracing.js';
import { guardPool } from './pool-guard.js';

/**
 * The money path's database handle: postgres.js with explicit SQL in tagged templates (every value is
 * bound). Numerics and bigints come back as strings and stay so (never a float); timestamps as Dates.
 * Prisma keeps the schema, the migrations and the simple reads and writes of the other modules.
 */
export type Sql = postgres.Sql<Record<string, never>>;
/** A transaction handle of the runner. */
export type Tx = postgres.TransactionSql<Record<string, never>>;
/** What a repository method accepts: the pool (a single statement) or a runner's transaction. */
export type Db = Sql | Tx;

@Injectable()
export class SqlService implements OnModuleDestroy {
  readonly sql: Sql;
  /** Whether a statement on the pool from inside a runner transaction is refused (POOL_GUARD=throw). */
  readonly guarded: boolean;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.guarded = config.poolGuard;
    this.sql = guardPool(
      traceSql(
        postgres(config.databaseUrl, {
          max: config.databasePoolSize,
          idle_timeout: 30,
          connect_timeout: 10,
          // Notices (e.g. "relation already exists") are not errors; keep them out of the logs.
          onnotice: () => undefined,
          connection: { application_name: `p2p-api-${config.apiRole}` },
        }) as Sql,
      ),
      config.poolGuard,
    );
  }

  async onModuleDestroy(): Promise<void> {
    await this.sql.end({ timeout: 5 });
  }
}
