import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { Clock, SystemClock } from '@p2p/domain';
import { APP_FILTER, APP_INTERCEPTOR } from '@nestjs/core';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import type { Options as RequestLogOptions } from 'pino-http';
import { AdsModule } from './modules/ads/ads.module.js';
import { MarketModule } from './modules/ads/market/market.module.js';
import { AdminAuditModule } from './modules/admin-audit/admin-audit.module.js';
import { AdminOpsModule } from './modules/admin-ops/admin-ops.module.js';
import { AdminSupportModule } from './modules/admin-support/admin-support.module.js';
import { AdminTradingModule } from './modules/admin-trading/admin-trading.module.js';
import { AdminSettingsModule } from './modules/admin-settings/admin-settings.module.js';
import { AdminStaffModule } from './modules/admin-staff/admin-staff.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { CatalogModule } from './modules/catalog/catalog.module.js';
import { ErrorFilter } from './core/common/error.filter.js';
import { EnvelopeInterceptor } from './core/common/envelope.interceptor.js';
import { correlationId } from './core/common/correlation.js';
import { EmailModule } from './modules/email/email.module.js';
import { EscrowModule } from './modules/escrow/escrow.module.js';
import { OrdersModule } from './modules/orders/orders.module.js';
import { ChatModule } from './modules/chat/chat.module.js';
import { AppealsModule } from './modules/appeals/appeals.module.js';
import { MerchantsModule } from './modules/merchants/merchants.module.js';
import { PricesModule } from './modules/prices/prices.module.js';
import { FilesModule } from './modules/files/files.module.js';
import { NftsModule } from './modules/nfts/nfts.module.js';
import { APP_CONFIG, type AppConfig } from './core/config/config.js';
import { HealthModule } from './core/health/health.module.js';
import { InfraModule } from './core/infra/infra.module.js';
import { OutboxModule } from './core/outbox/outbox.module.js';
import { MaintenanceModule } from './core/maintenance/maintenance.module.js';
import { PasswordAuthModule } from './modules/password-auth/password-auth.module.js';
import { PaymentMethodsModule } from './modules/payment-methods/payment-methods.module.js';
import { SliderModule } from './modules/slider/slider.module.js';
import { StaffAuthModule } from './modules/staff-auth/staff-auth.module.js';
import { ThrottleModule } from './core/throttle/throttle.module.js';
import { UsersModule } from './modules/users/users.module.js';
import { WalletAuthModule } from './modules/wallet-auth/wallet-auth.module.js';
import { HousekeepingModule } from './core/housekeeping/housekeeping.module.js';
import { UptimeModule } from './core/uptime/uptime.module.js';
import { LiveModule } from './core/live/live.module.js';
import { JobsModule } from './core/jobs/jobs.module.js';
import { QueueDashboardModule } from './core/jobs/queue-dashboard.module.js';
import { MetricsModule } from './core/metrics/metrics.module.js';
import { redactRequest } from './core/common/log-redaction.js';
import { TracingShutdown } from './core/tracing/trace-http.js';

@Module({})
export class AppModule {
  /**
   * `extraModules`: only for tests that mount probe controllers; `logStream`: only for tests that read the
   * log (else it goes to stdout); `clock`: only for tests that move time (else the machine's clock).
   */
  static forRoot(
    config: AppConfig,
    extraModules: Type[] = [],
    logStream?: DestinationStream,
    clock: Clock = new SystemClock(),
  ): DynamicModule {
    const pinoHttp: RequestLogOptions = {
      level: config.logLevel,
      genReqId: correlationId,
      redact: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-device-id"]',
        'res.headers["set-cookie"]',
      ],
      // The device id and every secret-bearing field (security codes, passwords, codes, tokens: issue
      // 22) are masked in the URL, the query, the parameters and any body.
      serializers: { req: redactRequest },
      customProps: (req) => ({ correlationId: req.id }),
    };
    return {
      module: AppModule,
      global: true,
      imports: [
        LoggerModule.forRoot({ pinoHttp: logStream ? [pinoHttp, logStream] : pinoHttp }),
        InfraModule,
        OutboxModule,
        ThrottleModule,
        MaintenanceModule,
        HealthModule,
        CatalogModule,
        StaffAuthModule,
        AdminOpsModule,
        AdminAuditModule,
        AdminSupportModule,
        AdminTradingModule,
        AdminSettingsModule,
        AdminStaffModule,
        AuthModule,
        PasswordAuthModule,
        UsersModule,
        WalletAuthModule,
        SliderModule,
        EmailModule,
        EscrowModule,
        PaymentMethodsModule,
        FilesModule,
        // The market's fixed route before the ads' `GET /c2c/advert/:id`.
        MarketModule,
        AdsModule,
        OrdersModule,
        ChatModule,
        AppealsModule,
        MerchantsModule,
        PricesModule,
        NftsModule,
        JobsModule.forRoot(config),
        HousekeepingModule,
        UptimeModule,
        // Prometheus metrics, served on METRICS_PORT by every role (never on the API's port).
        MetricsModule,
        // The queue dashboard is served where HTTP is.
        ...(config.apiRole === 'worker' ? [] : [QueueDashboardModule]),
        // The live gateway runs where HTTP is served.
        ...(config.apiRole === 'worker' ? [] : [LiveModule]),
        ...extraModules,
      ],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        // The one source of "now" (issue 21): every service and job asks it, never `new Date()`.
        { provide: Clock, useValue: clock },
        { provide: APP_FILTER, useClass: ErrorFilter },
        { provide: APP_INTERCEPTOR, useClass: EnvelopeInterceptor },
        TracingShutdown,
      ],
      exports: [APP_CONFIG, Clock],
    };
  }
}
