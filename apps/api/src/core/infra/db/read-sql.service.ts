import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import postgres from 'postgres';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { traceSql } from '../../tracing/tracing.js';
import { type Sql, SqlService } from './sql.service.js';

/** How often the replica is probed, and how long a probe may take before the replica counts as down. */
export const REPLICA_PROBE_MS = 2_000;
const PROBE_TIMEOUT_MS = 1_500;

/**
 * The handle of the reads that may lag the primary by a moment (issue 27): the market, the price history
 * and the staff console's lists. With DATABASE_READ_URL (a streaming replica) it is a pool of its own on
 * that server; without, it is the primary's pool. The money path, every transaction and a trader's own
 * orders (read right after a write) stay on SqlService, the primary. A replica that stops answering is
 * left for the primary within one probe (REPLICA_PROBE_MS), and used again once it answers: the market
 * keeps working while the replica is down.
 */
@Injectable()
export class ReadSqlService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('ReadSqlService');
  private readonly primary: Sql;
  private readonly replicaPool: Sql | null;
  private healthy = true;
  private timer: NodeJS.Timeout | null = null;

  constructor(@Inject(APP_CONFIG) config: AppConfig, primary: SqlService) {
    this.primary = primary.sql;
    this.replicaPool =
      config.databaseReadUrl === null
        ? null
        : traceSql(
            postgres(config.databaseReadUrl, {
              max: config.databasePoolSize,
              idle_timeout: 30,
              connect_timeout: 2,
              onnotice: () => undefined,
              connection: { application_name: `p2p-api-${config.apiRole}-read` },
            }) as Sql,
          );
  }

  /** Whether a replica is configured. */
  get replica(): boolean {
    return this.replicaPool !== null;
  }

  /** Whether reads go to the replica now (configured, and answering its probe). */
  get onReplica(): boolean {
    return this.replicaPool !== null && this.healthy;
  }

  /** The pool to read from now: the replica while it answers, else the primary. */
  get sql(): Sql {
    return this.replicaPool !== null && this.healthy ? this.replicaPool : this.primary;
  }

  onApplicationBootstrap(): void {
    if (this.replicaPool === null) return;
    this.timer = setInterval(() => void this.probe(), REPLICA_PROBE_MS);
    this.timer.unref();
  }

  /** One probe of the replica: `select 1` within PROBE_TIMEOUT_MS, else it counts as down. */
  async probe(): Promise<boolean> {
    if (this.replicaPool === null) return false;
    let timeout: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timeout = setTimeout(() => reject(new Error('no answer in time')), PROBE_TIMEOUT_MS);
    });
    let ok: boolean;
    try {
      await Promise.race([this.replicaPool`select 1`, late]);
      ok = true;
    } catch (err) {
      if (this.healthy)
        this.logger.warn(`the read replica does not answer; reading the primary: ${String(err)}`);
      ok = false;
    } finally {
      clearTimeout(timeout);
    }
    if (ok && !this.healthy) this.logger.log('the read replica answers again; reading it');
    this.healthy = ok;
    return ok;
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (this.replicaPool !== null) await this.replicaPool.end({ timeout: 5 });
  }
}
