import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CoinListQueryDto,
  DictQueryDto,
  DocumentListQueryDto,
  IdParamDto,
  ROUTE_TEMPLATES,
  WordValidDto,
  type CoinDto,
  type CoinPairDto,
  type CountryDto,
  type CreditSettingDto,
  type DictEntryDto,
  type DocumentDto,
  type DocumentSummaryDto,
  type Page,
  type WordValidity,
} from '@p2p/contracts';
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

  @Post(ROUTE_TEMPLATES.common.wordValid)
  @HttpCode(200)
  @ApiOperation({ summary: 'Whether a text is free of sensitive or banned words' })
  async wordValid(@Body() dto: WordValidDto): Promise<WordValidity> {
    return { valid: await this.words.isClean(dto.word) };
  }

  @Get(ROUTE_TEMPLATES.common.coins)
  @ApiOperation({ summary: 'Coins (MEC, USDT) with their asset scale and chains; pageSize up to 100' })
  coins(@Query() q: CoinListQueryDto): Promise<Page<CoinDto>> {
    return this.catalog.coins(q.pageNo, q.pageSize);
  }

  @Get(ROUTE_TEMPLATES.common.coinPairs)
  @ApiOperation({ summary: 'Tradable coin pairs with their price and quantity bounds; pageSize up to 100' })
  coinPairs(@Query() q: CoinListQueryDto): Promise<Page<CoinPairDto>> {
    return this.catalog.coinPairs(q.pageNo, q.pageSize);
  }

  @Get(ROUTE_TEMPLATES.common.countries)
  @ApiOperation({ summary: 'Countries and regions (3-letter code, abb2, name, coordinates)' })
  countries(): Promise<CountryDto[]> {
    return this.catalog.countries();
  }

  @Get(ROUTE_TEMPLATES.common.dict)
  @ApiOperation({ summary: 'Dictionary entries in the language of the `language` header' })
  dict(@Query() q: DictQueryDto, @Req() req: Request): Promise<DictEntryDto[]> {
    return this.catalog.dict(requestLanguage(req), q.type);
  }

  @Get(ROUTE_TEMPLATES.common.creditSetting)
  @ApiOperation({ summary: 'Credit rules; the first entry deducts the cancellation penalty' })
  creditSettings(): Promise<CreditSettingDto[]> {
    return this.catalog.creditSettings();
  }

  @Get(ROUTE_TEMPLATES.common.documents)
  @ApiOperation({
    summary:
      'Enabled documents of a kind (default HELP) by their order, titled in the caller language (English fallback)',
  })
  documents(@Query() q: DocumentListQueryDto, @Req() req: Request): Promise<DocumentSummaryDto[]> {
    return this.catalog.documentList(q.kind, requestLanguage(req));
  }

  @Get(ROUTE_TEMPLATES.common.document)
  @ApiOperation({ summary: 'A help article or legal page in the caller language (English fallback)' })
  document(@Param() p: IdParamDto, @Req() req: Request): Promise<DocumentDto> {
    return this.catalog.document(p.id, requestLanguage(req));
  }
}
