import { Module } from '@nestjs/common';
import { AdsModule } from '../ads/ads.module.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { PriceRollupService } from './price-rollup.service.js';
import { PriceTicks } from './price-ticks.js';
import { PricesController } from './prices.controller.js';
import { PricesJobs } from './prices.jobs.js';
import { PricesRepository } from './prices.repository.js';
import { PricesService } from './prices.service.js';

/**
 * Prices (issue 14; spec §2, §7, §9): owns `price_ticks` and `price_candles`. Exports `PriceTicks`, which
 * the orders module calls inside an order's completing transaction. The `prices.rollup` job rolls the
 * ticks up into 1h, 4h and 1d candles and moves each pair's reference price (the catalogue's
 * `coin_pairs.reference_price`) to its latest average, repricing the floating ads (AdRepricingService).
 */
@Module({
  imports: [AdsModule, CatalogModule],
  controllers: [PricesController],
  providers: [PriceRollupService, PriceTicks, PricesJobs, PricesRepository, PricesService],
  exports: [PriceTicks, PriceRollupService, PricesService],
})
export class PricesModule {}
