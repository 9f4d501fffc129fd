import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { EscrowModule } from '../escrow/escrow.module.js';
import { MerchantsModule } from '../merchants/merchants.module.js';
import { NftsModule } from '../nfts/nfts.module.js';
import { PaymentMethodsModule } from '../payment-methods/payment-methods.module.js';
import { UserAccountsModule } from '../users/user-accounts.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdLifecycleService } from './ad-lifecycle.service.js';
import { AdNftListingsRepository } from './ad-nft-listings.repository.js';
import { AdOrders } from './ad-orders.js';
import { AdQuantity } from './ad-quantity.js';
import { AdRepricingService } from './ad-repricing.service.js';
import { AdsController } from './ads.controller.js';
import { AdsEscrowListener } from './ads-escrow.listener.js';
import { AdsQueryService } from './ads-query.service.js';
import { AdsSearchRepository } from './ads-search.repository.js';
import { AdsSearchService } from './ads-search.service.js';
import { AdsRepository } from './ads.repository.js';
import { CreateAdService } from './create-ad.service.js';

/**
 * Ads (issue 11, ADR 0012): creating, depositing, publishing, online and offline, cancelling and deleting a
 * trader's ads. Owns `ads` and `ad_payment_methods`; reads advertisers through the users module's
 * `advertiser_profiles` view. The orders module registers an `AdOrdersSource` with `AdOrders` (exported);
 * the admin console calls `AdRepricingService` when a pair's reference price moves, and reads the
 * market's ads through `AdsSearchService` (issue 25). Orders take and give back an ad's quantity through
 * `AdQuantity`, in their own transaction.
 */
@Module({
  imports: [
    AuthModule,
    CatalogModule,
    EscrowModule,
    MerchantsModule,
    NftsModule,
    PaymentMethodsModule,
    UserAccountsModule,
    UsersModule,
  ],
  controllers: [AdsController],
  providers: [
    AdLifecycleService,
    AdNftListingsRepository,
    AdOrders,
    AdQuantity,
    AdRepricingService,
    AdsEscrowListener,
    AdsQueryService,
    AdsRepository,
    AdsSearchRepository,
    AdsSearchService,
    CreateAdService,
  ],
  exports: [AdLifecycleService, AdOrders, AdQuantity, AdRepricingService, AdsQueryService, AdsSearchService],
})
export class AdsModule {}
