import { Module } from '@nestjs/common';
import { CatalogController } from './catalog.controller.js';
import { CatalogService } from './catalog.service.js';
import { SensitiveWordsService } from './sensitive-words.service.js';

@Module({
  controllers: [CatalogController],
  providers: [CatalogService, SensitiveWordsService],
  exports: [CatalogService, SensitiveWordsService],
})
export class CatalogModule {}
