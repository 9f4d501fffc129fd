import { Module } from '@nestjs/common';
import { CatalogAdminRepository } from './catalog-admin.repository.js';
import { CatalogAdminService } from './catalog-admin.service.js';
import { CatalogController } from './catalog.controller.js';
import { CatalogRepository } from './catalog.repository.js';
import { CatalogService } from './catalog.service.js';
import { CreditSettingsAdminService } from './credit-settings-admin.service.js';
import { CreditSettingsRepository } from './credit-settings.repository.js';
import { FiatRulesService } from './fiat-rules.service.js';
import { OpenFiatTrades } from './open-fiat-trades.js';
import { ReferenceCacheService } from './reference-cache.service.js';
import { SensitiveWordsService } from './sensitive-words.service.js';

/**
 * Reference data; `CatalogAdminService` is the operators' side of it (the staff console's Operations);
 * `FiatRulesService` the countries' fiat rules (issue 24), `OpenFiatTrades` the trading modules' hook.
 */
@Module({
  controllers: [CatalogController],
  providers: [
    CatalogRepository,
    CatalogAdminRepository,
    ReferenceCacheService,
    CatalogService,
    CatalogAdminService,
    CreditSettingsRepository,
    CreditSettingsAdminService,
    FiatRulesService,
    OpenFiatTrades,
    SensitiveWordsService,
  ],
  exports: [
    CatalogService,
    CatalogAdminService,
    CreditSettingsAdminService,
    FiatRulesService,
    OpenFiatTrades,
    SensitiveWordsService,
    ReferenceCacheService,
  ],
})
export class CatalogModule {}
