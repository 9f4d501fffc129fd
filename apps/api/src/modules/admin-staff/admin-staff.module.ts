import { Module } from '@nestjs/common';
import { AuditModule } from '../../core/audit/audit.module.js';
import { StaffAuthModule } from '../staff-auth/staff-auth.module.js';
import { AdminStaffController } from './admin-staff.controller.js';
import { AdminStaffService } from './admin-staff.service.js';

/**
 * Staff management in the console (issue 25): administrators create staff accounts, change roles,
 * deactivate and activate them and reset their second factor. Owns no table: staff_users is staff-auth's
 * (through StaffAccountsService); every change is audited in its transaction.
 */
@Module({
  imports: [AuditModule, StaffAuthModule],
  controllers: [AdminStaffController],
  providers: [AdminStaffService],
})
export class AdminStaffModule {}
