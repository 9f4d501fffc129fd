import { Module } from '@nestjs/common';
import { AuthModule } from '../../auth/auth.module.js';
import { CatalogModule } from '../../catalog/catalog.module.js';
import { NftsModule } from '../../nfts/nfts.module.js';
import { UserAccountsModule } from '../../users/user-accounts.module.js';
import { MarketController } from './market.controller.js';
import { MarketRepository } from './market.repository.js';
import { MarketService } from './market.service.js';

/**
 * The order market (issue 11): `GET /c2c/advert/page`. Registered before `AdsModule`, so its fixed route
 * is matched before `GET /c2c/advert/:id`. It only reads: the ads (the ads module writes them), the
 * advertisers through the users module's read model `advertiser_profiles`, the coin pairs, and for NFT
 * ads the albums and their items' cards (the nfts module's `NftTradeService`).
 */
@Module({
  imports: [AuthModule, CatalogModule, NftsModule, UserAccountsModule],
  controllers: [MarketController],
  providers: [MarketRepository, MarketService],
  exports: [MarketService],
})
export class MarketModule {}
