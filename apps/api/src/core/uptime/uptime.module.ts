import { Module } from '@nestjs/common';
import { MaintenanceModule } from '../maintenance/maintenance.module.js';
import { UptimeRepository } from './uptime.repository.js';
import { UptimeService } from './uptime.service.js';

/** Heartbeats and the periods nobody could act in (maintenance windows, outages), for order timers. */
@Module({
  imports: [MaintenanceModule],
  providers: [UptimeRepository, UptimeService],
  exports: [UptimeService],
})
export class UptimeModule {}
