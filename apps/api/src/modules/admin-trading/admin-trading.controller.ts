import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AdminTradingAdQueryDto,
  AdminTradingFundQueryDto,
  AdminTradingOrderQueryDto,
  IdParamDto,
  ROUTE_TEMPLATES,
  StaffAdActionDto,
  type AdminTradingAdDto,
  type AdminTradingFundDto,
  type AdminTradingOrderDetailDto,
  type AdminTradingOrderDto,
  type Page,
} from '@p2p/contracts';
import type { Request } from 'express';
import { StaffAreaOnly } from '../staff-auth/staff-areas.js';
import { CurrentStaff, type StaffPrincipal } from '../staff-auth/staff.principal.js';
import { AdminTradingActionsService, type TradingActor } from './admin-trading-actions.service.js';
import { AdminTradingService } from './admin-trading.service.js';

const routes = ROUTE_TEMPLATES.adminTrading;

const actor = (staff: StaffPrincipal, req: Request): TradingActor => ({ staff, ip: req.ip ?? null });

/**
 * The console's Ads & Orders (issue 25), area `trading` of the role table: customer service and
 * administrators; appeal officers 403, traders 401. The market's ads and orders, one order with its
 * timeline, chat and escrow, the funds waiting or failed; an ad taken offline or cancelled with a reason.
 */
@ApiTags('admin ads and orders')
@Controller()
@StaffAreaOnly('trading')
export class AdminTradingController {
  constructor(
    private readonly reads: AdminTradingService,
    private readonly actions: AdminTradingActionsService,
  ) {}

  @Get(routes.ads)
  @ApiOperation({ summary: 'Ads of the market by status, online, pair, side, user and dates, newest first' })
  ads(@Query() q: AdminTradingAdQueryDto): Promise<Page<AdminTradingAdDto>> {
    return this.reads.ads(q);
  }

  @Get(routes.orders)
  @ApiOperation({
    summary: 'Orders by statuses, pair, side, user, dates, amount and chain state, newest first',
  })
  orders(@Query() q: AdminTradingOrderQueryDto): Promise<Page<AdminTradingOrderDto>> {
    return this.reads.orders(q);
  }

  @Get(routes.order)
  @ApiOperation({ summary: 'An order with its timeline, chat, deposits and payouts' })
  order(@Param() p: IdParamDto): Promise<AdminTradingOrderDetailDto> {
    return this.reads.order(p.id);
  }

  @Get(routes.funds)
  @ApiOperation({ summary: 'Deposits and payouts waiting or failed across the market' })
  funds(@Query() q: AdminTradingFundQueryDto): Promise<Page<AdminTradingFundDto>> {
    return this.reads.funds(q);
  }

  @Post(routes.offlineAd)
  @HttpCode(200)
  @ApiOperation({ summary: 'Takes a published ad offline with a reason; the trader is told' })
  offline(
    @CurrentStaff() staff: StaffPrincipal,
    @Param() p: IdParamDto,
    @Body() dto: StaffAdActionDto,
    @Req() req: Request,
  ): Promise<AdminTradingAdDto> {
    return this.actions.offline(actor(staff, req), p.id, dto);
  }

  @Post(routes.cancelAd)
  @HttpCode(200)
  @ApiOperation({ summary: "Cancels an ad by the trader's own rules with a reason; the trader is told" })
  cancel(
    @CurrentStaff() staff: StaffPrincipal,
    @Param() p: IdParamDto,
    @Body() dto: StaffAdActionDto,
    @Req() req: Request,
  ): Promise<AdminTradingAdDto> {
    return this.actions.cancel(actor(staff, req), p.id, dto);
  }
}
