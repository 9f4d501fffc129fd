import { Module } from '@nestjs/common';
import { CatalogController } from './catalog.controller.js';
import { CatalogRepository } from './catalog.repository.js';
import { CatalogService } from './catalog.service.js';
import { ReferenceCacheService } from './reference-cache.service.js';
import { SensitiveWordsService } from './sensitive-words.service.js';

@Module({
  controllers: [CatalogController],
  providers: [CatalogRepository, ReferenceCacheService, CatalogService, SensitiveWordsService],
  exports: [CatalogService, SensitiveWordsService, ReferenceCacheService],
})
export class CatalogModule {}
