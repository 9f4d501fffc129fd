import { Module } from '@nestjs/common';
import { EmailModule } from '../../modules/email/email.module.js';
import { FilesModule } from '../../modules/files/files.module.js';
import { WalletAuthModule } from '../../modules/wallet-auth/wallet-auth.module.js';
import { ExpiredRowsSweeper } from './expired-rows.sweeper.js';
import { HousekeepingJobs } from './housekeeping.jobs.js';

/**
 * Periodic clean-up of expired rows, run as the repeatable job `housekeeping.sweep`; each table's owner
 * deletes its own rows (their services' `purgeExpired`).
 */
@Module({
  imports: [WalletAuthModule, EmailModule, FilesModule],
  providers: [ExpiredRowsSweeper, HousekeepingJobs],
  exports: [ExpiredRowsSweeper],
})
export class HousekeepingModule {}
