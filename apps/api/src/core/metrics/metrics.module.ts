import {
  Inject,
  Injectable,
  Logger,
  Module,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type http from 'node:http';
import { AppealsModule } from '../../modules/appeals/appeals.module.js';
import { EscrowModule } from '../../modules/escrow/escrow.module.js';
import { OrdersModule } from '../../modules/orders/orders.module.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { AppGauges } from './app-gauges.js';
import { closeMetricsServer, METRICS_PATH, serveMetrics } from './metrics.server.js';
import { MetricsService } from './metrics.service.js';

/**
 * Runs the metrics server of METRICS_PORT from the app's start (`init` or `listen`: the worker role too)
 * to its close, before the database and Redis handles close.
 */
@Injectable()
export class MetricsServerHost implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(MetricsServerHost.name);
  private server: http.Server | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: MetricsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { port, host, token } = this.config.metrics;
    if (port === null) return;
    this.server = await serveMetrics(this.metrics, { port, host, token });
    // The token itself is never logged: only whether one is asked.
    this.logger.log(
      `metrics on http://${host}:${port}${METRICS_PATH} (${token === null ? 'no token' : 'bearer token required'})`,
    );
  }

  async onModuleDestroy(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await closeMetricsServer(server);
  }
}

/**
 * Prometheus metrics (issue 27): the app's registry and HTTP histogram (`MetricsService`, fed by the
 * middleware app.factory.ts mounts), the gauges read on scrape from their owning modules, and the scrape
 * server on METRICS_PORT. Never a route of the public API.
 */
@Module({
  imports: [EscrowModule, OrdersModule, AppealsModule],
  providers: [MetricsService, AppGauges, MetricsServerHost],
  exports: [MetricsService],
})
export class MetricsModule {}
