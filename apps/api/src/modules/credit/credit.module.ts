import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { UserAccountsModule } from '../users/user-accounts.module.js';
import { CreditController } from './credit.controller.js';
import { CreditRepository } from './credit.repository.js';
import { CreditService } from './credit.service.js';

/**
 * Credit records (spec §9; ADR 0013): owns `credit_records`; reads the credit settings through the catalog
 * and changes the score through the users module. The orders module applies the cancellation rule here;
 * appeals and customer service apply the other changes through `CreditService.adjust`. `GET /credit/detail/page`
 * answers the caller's own records.
 */
@Module({
  imports: [AuthModule, CatalogModule, UserAccountsModule],
  controllers: [CreditController],
  providers: [CreditRepository, CreditService],
  exports: [CreditService],
})
export class CreditModule {}
