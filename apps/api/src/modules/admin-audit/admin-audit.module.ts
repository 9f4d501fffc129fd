import { Module } from '@nestjs/common';
import { AuditModule } from '../../core/audit/audit.module.js';
import { StaffAuthModule } from '../staff-auth/staff-auth.module.js';
import { AdminAuditController } from './admin-audit.controller.js';

/**
 * The console's read of the staff audit log (issue 13). core/audit owns `audit_logs` and cannot import
 * the staff sign-in (which writes through it), so the admin-only route lives here. Owns no table.
 */
@Module({
  imports: [AuditModule, StaffAuthModule],
  controllers: [AdminAuditController],
})
export class AdminAuditModule {}
