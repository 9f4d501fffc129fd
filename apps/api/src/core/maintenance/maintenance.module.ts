import { type MiddlewareConsumer, Module, type NestModule } from '@nestjs/common';
import { MaintenanceMiddleware } from './maintenance.middleware.js';
import { MaintenanceService } from './maintenance.service.js';

@Module({ providers: [MaintenanceService], exports: [MaintenanceService] })
export class MaintenanceModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(MaintenanceMiddleware).forRoutes('*path');
  }
}
