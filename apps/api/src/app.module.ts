import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR } from '@nestjs/core';
import { LoggerModule } from 'nestjs-pino';
import { AuthModule } from './auth/auth.module.js';
import { CatalogModule } from './catalog/catalog.module.js';
import { ErrorFilter } from './common/error.filter.js';
import { EnvelopeInterceptor } from './common/envelope.interceptor.js';
import { correlationId } from './common/correlation.js';
import { EmailModule } from './email/email.module.js';
import { APP_CONFIG, type AppConfig } from './config/config.js';
import { HealthModule } from './health/health.module.js';
import { InfraModule } from './infra/infra.module.js';
import { MaintenanceModule } from './maintenance/maintenance.module.js';
import { PasswordAuthModule } from './password-auth/password-auth.module.js';
import { SliderModule } from './slider/slider.module.js';
import { StaffAuthModule } from './staff-auth/staff-auth.module.js';
import { ThrottleModule } from './throttle/throttle.module.js';
import { UsersModule } from './users/users.module.js';
import { WalletAuthModule } from './wallet-auth/wallet-auth.module.js';
import { HousekeepingModule } from './housekeeping/housekeeping.module.js';
import { redactRequest } from './common/log-redaction.js';

@Module({})
export class AppModule {
  /** `extraModules`: only for tests that mount probe controllers. */
  static forRoot(config: AppConfig, extraModules: Type[] = []): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.logLevel,
            genReqId: correlationId,
            redact: [
              'req.headers.authorization',
              'req.headers.cookie',
              'req.headers["x-device-id"]',
              'res.headers["set-cookie"]',
            ],
            // The device id is the secret that ties a QR code's outcome to its page: never logged.
            serializers: { req: redactRequest },
            customProps: (req) => ({ correlationId: req.id }),
          },
        }),
        InfraModule,
        ThrottleModule,
        MaintenanceModule,
        HealthModule,
        CatalogModule,
        StaffAuthModule,
        AuthModule,
        PasswordAuthModule,
        UsersModule,
        WalletAuthModule,
        SliderModule,
        EmailModule,
        HousekeepingModule,
        ...extraModules,
      ],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: APP_FILTER, useClass: ErrorFilter },
        { provide: APP_INTERCEPTOR, useClass: EnvelopeInterceptor },
      ],
      exports: [APP_CONFIG],
    };
  }
}
