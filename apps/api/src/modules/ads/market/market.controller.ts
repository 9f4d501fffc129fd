import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdPageQueryDto, ROUTE_TEMPLATES, type AdDto, type Page } from '@p2p/contracts';
import { Authenticated, CurrentUser } from '../../auth/user.guards.js';
import type { UserPrincipal } from '../../auth/user-jwt.strategy.js';
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
      "Only the pairs of the caller's country (issue 24: a fiat pair it does not trade answers 5042). " +
      "Filters: coinPairId, regionId (the advertiser's), paymentKind, certifiedOnly, fastOnly. Sort: sortBy " +
      'PRICE (default) or QUANTITY, sortOrder ASC or DESC (default: SELL ads cheapest first, BUY ads dearest ' +
      'first, by quantity the largest first), ties by id. `total` counts at most 1,000 ads past the page ' +
      'asked for, whatever the filters: below that it is exact, and a total of (pageNo x pageSize + 1000) ' +
      'means "at least that many".',
  })
  page(@Query() query: AdPageQueryDto, @CurrentUser() user: UserPrincipal): Promise<Page<AdDto>> {
    return this.market.page(query, user.userId);
  }
}
