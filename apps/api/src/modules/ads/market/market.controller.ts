import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdPageQueryDto, ROUTE_TEMPLATES, type AdDto, type Page } from '@p2p/contracts';
import { Authenticated } from '../../auth/user.guards.js';
import { MarketService } from './market.service.js';

@ApiTags('ads')
@Controller()
export class MarketController {
  constructor(private readonly market: MarketService) {}

  @Get(ROUTE_TEMPLATES.ads.page)
  @Authenticated()
  @ApiOperation({
    summary: 'The order market: online ads with quantity left of online, unbanned advertisers',
    description:
      "Filters: coinPairId, regionId (the advertiser's), paymentKind, certifiedOnly, fastOnly. Sort: sortBy " +
      'PRICE (default) or QUANTITY, sortOrder ASC or DESC (default: SELL ads cheapest first, BUY ads dearest ' +
      'first, by quantity the largest first), ties by id. `total` is exact when the advertiser is filtered ' +
      '(regionId, certifiedOnly, fastOnly); otherwise it counts at most 1,000 ads past the page asked for, so ' +
      'a total of (pageNo x pageSize + 1000) means "at least that many".',
  })
  page(@Query() query: AdPageQueryDto): Promise<Page<AdDto>> {
    return this.market.page(query);
  }
}
