import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CoinListQueryDto, DictQueryDto, IdParamDto, WordValidDto } from '@p2p/contracts';
import type { Request } from 'express';
import { requestLanguage } from '../../core/common/language.js';
import { CatalogService } from './catalog.service.js';
import { SensitiveWordsService } from './sensitive-words.service.js';

@ApiTags('reference data')
@Controller()
export class CatalogController {
  constructor(
    private readonly catalog: CatalogService,
    private readonly words: SensitiveWordsService,
  ) {}

  @Post('common/word/valid')
  @HttpCode(200)
  @ApiOperation({ summary: 'Whether a text is free of sensitive or banned words' })
  async wordValid(@Body() dto: WordValidDto) {
    return { valid: await this.words.isClean(dto.word) };
  }

  @Get('common/coin')
  @ApiOperation({ summary: 'Coins (MEC, USDT) with their asset scale and chains; pageSize up to 100' })
  coins(@Query() q: CoinListQueryDto) {
    return this.catalog.coins(q.pageNo, q.pageSize);
  }

  @Get('c2c/coin/config/list')
  @ApiOperation({ summary: 'Tradable coin pairs with their price and quantity bounds; pageSize up to 100' })
  coinPairs(@Query() q: CoinListQueryDto) {
    return this.catalog.coinPairs(q.pageNo, q.pageSize);
  }

  @Get('common/country/all')
  @ApiOperation({ summary: 'Countries and regions (3-letter code, abb2, name, coordinates)' })
  countries() {
    return this.catalog.countries();
  }

  @Get('common/dict')
  @ApiOperation({ summary: 'Dictionary entries in the language of the `language` header' })
  dict(@Query() q: DictQueryDto, @Req() req: Request) {
    return this.catalog.dict(requestLanguage(req), q.type);
  }

  @Get('common/credit/setting')
  @ApiOperation({ summary: 'Credit rules; the first entry deducts the cancellation penalty' })
  creditSettings() {
    return this.catalog.creditSettings();
  }

  @Get('document/config/:id')
  @ApiOperation({ summary: 'A help article or legal page in the caller language (English fallback)' })
  document(@Param() p: IdParamDto, @Req() req: Request) {
    return this.catalog.document(p.id, requestLanguage(req));
  }
}
