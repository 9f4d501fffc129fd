import { Injectable } from '@nestjs/common';
import type { OpsMaintenanceDto, SetMaintenanceDto } from '@p2p/contracts';
import { Clock } from '@p2p/domain';
import { AuditService } from '../../core/audit/audit.service.js';
import { AppException } from '../../core/common/app-exception.js';
import { TransactionRunner } from '../../core/infra/db/transaction-runner.js';
import { type MaintenanceWindow, MaintenanceService } from '../../core/maintenance/maintenance.service.js';
import { UptimeService } from '../../core/uptime/uptime.service.js';
import type { StaffPrincipal } from '../staff-auth/staff.principal.js';
import { auditJson } from './admin-ops-views.js';

export const MAINTENANCE_TARGET = 'setting:maintenance';

function view(window: MaintenanceWindow | null, now: Date): OpsMaintenanceDto {
  return { window, active: MaintenanceService.isActive(window, now) };
}

/**
 * The maintenance window of spec §4, as operators set it: stored in the maintenance setting (core's
 * MaintenanceService owns it) with its audit row in one transaction, then every API process is told, so
 * the 401 with [start, end] begins (or ends) at once everywhere.
 */
@Injectable()
export class OpsMaintenanceService {
  constructor(
    private readonly maintenance: MaintenanceService,
    private readonly runner: TransactionRunner,
    private readonly audit: AuditService,
    private readonly uptime: UptimeService,
    private readonly clock: Clock,
  ) {}

  async current(): Promise<OpsMaintenanceDto> {
    return view(await this.maintenance.window(), this.clock.now());
  }

  /** The end must follow the start (5032) and lie ahead (400 on `end`). */
  async set(staff: StaffPrincipal, dto: SetMaintenanceDto, ip: string | null): Promise<OpsMaintenanceDto> {
    const start = Date.parse(dto.start);
    const end = Date.parse(dto.end);
    if (Number.isNaN(start) || Number.isNaN(end)) {
      throw new AppException('BAD_REQUEST', [{ field: 'start', messages: ['validation.required'] }]);
    }
    if (end <= start) throw new AppException('MIN_EXCEEDS_MAX');
    if (end <= this.clock.nowMs()) {
      throw new AppException('BAD_REQUEST', [{ field: 'end', messages: ['validation.required'] }]);
    }
    const window = { start: new Date(start).toISOString(), end: new Date(end).toISOString() };
    await this.runner.run(async (tx) => {
      const before = await this.maintenance.lockedWindow(tx);
      await this.maintenance.saveWindow(tx, window);
      await this.audit.record(
        {
          staffId: staff.id,
          action: 'OPS_MAINTENANCE_SET',
          target: MAINTENANCE_TARGET,
          data: { before: auditJson(before), after: auditJson(window) },
          ip,
        },
        tx,
      );
    });
    await this.maintenance.notifyChanged();
    return view(window, this.clock.now());
  }

  /** Removes the window (nothing to record when none is stored). */
  async clear(staff: StaffPrincipal, ip: string | null): Promise<OpsMaintenanceDto> {
    const cleared = await this.runner.run(async (tx) => {
      const before = await this.maintenance.lockedWindow(tx);
      if (!before) return false;
      await this.maintenance.clearWindow(tx);
      // Cleared early: the lock-out recorded for order deadlines ends now (issue 22).
      await this.uptime.windowEnded(tx, before);
      await this.audit.record(
        {
          staffId: staff.id,
          action: 'OPS_MAINTENANCE_CLEAR',
          target: MAINTENANCE_TARGET,
          data: { before: auditJson(before), after: null },
          ip,
        },
        tx,
      );
      return true;
    });
    if (cleared) await this.maintenance.notifyChanged();
    return view(null, this.clock.now());
  }
}
