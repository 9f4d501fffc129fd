import { type MiddlewareConsumer, Module, type NestModule } from '@nestjs/common';
import { MaintenanceMiddleware } from './maintenance.middleware.js';
import { MaintenanceRepository } from './maintenance.repository.js';
import { MaintenanceService } from './maintenance.service.js';

@Module({ providers: [MaintenanceRepository, MaintenanceService], exports: [MaintenanceService] })
export class MaintenanceModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(MaintenanceMiddleware).forRoutes('*path');
  }
}
