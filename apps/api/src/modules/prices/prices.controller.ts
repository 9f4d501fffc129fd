import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  LatestPricesQueryDto,
  PriceHistoryQueryDto,
  ROUTE_TEMPLATES,
  type LatestPriceDto,
  type Page,
  type PriceHistoryDto,
} from '@p2p/contracts';
import { PricesService } from './prices.service.js';

/** Latest prices and price history (issue 14): public market data, like the coin pairs. */
@ApiTags('prices')
@Controller()
export class PricesController {
  constructor(private readonly prices: PricesService) {}

  @Get(ROUTE_TEMPLATES.common.latestPrices)
  @ApiOperation({
    summary:
      'Latest price per coin pair: 24h high, low, volume, turnover, average, and the rise or fall against the average price at 00:00 UTC',
  })
  latest(@Query() q: LatestPricesQueryDto): Promise<Page<LatestPriceDto>> {
    return this.prices.latestPage(q);
  }

  @Get(ROUTE_TEMPLATES.prices.history)
  @ApiOperation({ summary: "A pair's candles over 7D, 30D, 3M, 6M or 1Y (1h, 4h or 1d buckets, UTC)" })
  history(@Query() q: PriceHistoryQueryDto): Promise<PriceHistoryDto> {
    return this.prices.history(q);
  }
}
