import { Module } from '@nestjs/common';
import { AuditModule } from '../../core/audit/audit.module.js';
import { MaintenanceModule } from '../../core/maintenance/maintenance.module.js';
import { AdsModule } from '../ads/ads.module.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { StaffAuthModule } from '../staff-auth/staff-auth.module.js';
import { AdminOpsController } from './admin-ops.controller.js';
import { OpsCatalogService } from './ops-catalog.service.js';
import { OpsMaintenanceService } from './ops-maintenance.service.js';
import { UptimeModule } from '../../core/uptime/uptime.module.js';

/**
 * The staff console's Operations (issue 13): the maintenance window (core/maintenance owns the setting),
 * coins, pairs, countries, dictionary and documents (the catalog module owns those tables; floating ads
 * are repriced by the ads module). Owns no table; every change is audited in the change's transaction.
 */
@Module({
  imports: [AuditModule, MaintenanceModule, UptimeModule, CatalogModule, AdsModule, StaffAuthModule],
  controllers: [AdminOpsController],
  providers: [OpsMaintenanceService, OpsCatalogService],
})
export class AdminOpsModule {}
