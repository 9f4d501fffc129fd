import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { UserAccountsModule } from '../users/user-accounts.module.js';
import { AuthorizeController } from './authorize.controller.js';
import { ChallengesService } from './challenges.service.js';
import { OptionalUserGuard } from './optional-user.guard.js';
import { ResetConfirmationsService } from './reset-confirmations.service.js';
import { ScanController } from './scan.controller.js';
import { ScanService } from './scan.service.js';
import { WalletAccountsService } from './wallet-accounts.service.js';
import { WalletAuthRepository } from './wallet-auth.repository.js';
import { WalletProofService } from './wallet-proof.service.js';

@Module({
  imports: [AuthModule, UserAccountsModule],
  controllers: [ScanController, AuthorizeController],
  providers: [
    WalletAuthRepository,
    ChallengesService,
    ScanService,
    WalletAccountsService,
    WalletProofService,
    OptionalUserGuard,
    ResetConfirmationsService,
  ],
  // ChallengesService and ScanService for the housekeeping sweep (`purgeExpired`).
  exports: [ResetConfirmationsService, ChallengesService, ScanService],
})
export class WalletAuthModule {}
