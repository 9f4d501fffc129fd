import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { AuthorizeController } from './authorize.controller.js';
import { ChallengesService } from './challenges.service.js';
import { OptionalUserGuard } from './optional-user.guard.js';
import { ResetConfirmationsService } from './reset-confirmations.service.js';
import { ScanController } from './scan.controller.js';
import { ScanService } from './scan.service.js';
import { WalletAccountsService } from './wallet-accounts.service.js';
import { WalletProofService } from './wallet-proof.service.js';

@Module({
  imports: [AuthModule],
  controllers: [ScanController, AuthorizeController],
  providers: [
    ChallengesService,
    ScanService,
    WalletAccountsService,
    WalletProofService,
    OptionalUserGuard,
    ResetConfirmationsService,
  ],
  exports: [ResetConfirmationsService],
})
export class WalletAuthModule {}
