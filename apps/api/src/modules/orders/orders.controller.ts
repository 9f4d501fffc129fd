import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  IdParamDto,
  OrderIdQueryDto,
  OrderPageQueryDto,
  OrderSecurityBodyDto,
  OrderSecurityQueryDto,
  PlaceOrderDto,
  QuickTradeDto,
  ROUTE_TEMPLATES,
  type CancelTimesDto,
  type OrderDto,
  type OrderEventDto,
  type Page,
} from '@p2p/contracts';
import { Authenticated, CurrentUser } from '../auth/user.guards.js';
import type { UserPrincipal } from '../auth/user-jwt.strategy.js';
import { CreditService } from '../credit/credit.service.js';
import { OrderActionsService } from './order-actions.service.js';
import { OrdersQueryService } from './orders-query.service.js';
import { PlaceOrderService } from './place-order.service.js';
import { QuickTradeService } from './quick-trade.service.js';

const routes = ROUTE_TEMPLATES.orders;

/**
 * Orders (issue 12; spec §7). Fixed routes before `GET /c2c/deal/order/:id`. Only the order's two parties
 * see or act on it: another trader's id answers 5002. The side of an order follows from the ad, so the
 * bans and trading readiness are checked in the services.
 */
@ApiTags('orders')
@Controller()
export class OrdersController {
  constructor(
    private readonly placer: PlaceOrderService,
    private readonly quick: QuickTradeService,
    private readonly actions: OrderActionsService,
    private readonly query: OrdersQueryService,
    private readonly credit: CreditService,
  ) {}

  @Post(routes.create)
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({
    summary: 'Places an order on an ad at the price shown (5024 with the new price if it moved)',
  })
  place(@CurrentUser() me: UserPrincipal, @Body() dto: PlaceOrderDto): Promise<OrderDto> {
    return this.placer.place(me.userId, dto);
  }

  @Post(routes.quickTrade)
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: 'Quick trade: the best-priced eligible ad for a side, pair and amount, ordered' })
  quickTrade(@CurrentUser() me: UserPrincipal, @Body() dto: QuickTradeDto): Promise<OrderDto> {
    return this.quick.trade(me.userId, dto);
  }

  @Get(ROUTE_TEMPLATES.account.cancelTimes)
  @Authenticated()
  @ApiOperation({ summary: "Today's free cancellations left (then the credit settings' deduct)" })
  cancelTimes(@CurrentUser() me: UserPrincipal): Promise<CancelTimesDto> {
    return this.credit.cancelTimes(me.userId);
  }

  @Get(routes.page)
  @Authenticated()
  @ApiOperation({ summary: 'Your orders, newest first: finish=true the finished ones, else the others' })
  page(@CurrentUser() me: UserPrincipal, @Query() q: OrderPageQueryDto): Promise<Page<OrderDto>> {
    return this.query.page(me.userId, q);
  }

  @Post(routes.updateRead)
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: 'Marks one of your orders read' })
  async updateRead(@CurrentUser() me: UserPrincipal, @Query() q: OrderIdQueryDto): Promise<null> {
    await this.actions.markRead(me.userId, q.id);
    return null;
  }

  @Post(routes.cancel)
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: 'Cancels your order (the maker declines it while it waits for acceptance)' })
  cancel(
    @CurrentUser() me: UserPrincipal,
    @Param() p: IdParamDto,
    @Query() q: OrderSecurityQueryDto,
  ): Promise<OrderDto> {
    return this.actions.cancel(me.userId, p.id, q);
  }

  @Post(routes.take)
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: 'Accepts an order waiting for you' })
  take(@CurrentUser() me: UserPrincipal, @Param() p: IdParamDto): Promise<OrderDto> {
    return this.actions.take(me.userId, p.id);
  }

  @Post(routes.pay)
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: '"I have paid" (the buyer)' })
  pay(@CurrentUser() me: UserPrincipal, @Param() p: IdParamDto): Promise<OrderDto> {
    return this.actions.pay(me.userId, p.id);
  }

  @Post(routes.confirm)
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({
    summary:
      '"I have received" with your security password (body securityCode; the query\'s is still read): the coin is released',
  })
  confirm(
    @CurrentUser() me: UserPrincipal,
    @Param() p: IdParamDto,
    @Query() q: OrderSecurityQueryDto,
    @Body() body: OrderSecurityBodyDto,
  ): Promise<OrderDto> {
    return this.actions.confirm(me.userId, p.id, body?.securityCode ?? q.securityCode, me.jti);
  }

  @Post(routes.recover)
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: 'Resumes your order under appeal' })
  recover(@CurrentUser() me: UserPrincipal, @Param() p: IdParamDto): Promise<OrderDto> {
    return this.actions.recover(me.userId, p.id);
  }

  @Get(routes.events)
  @Authenticated()
  @ApiOperation({ summary: "The order's timeline as a hash chain (verify it with verifyChain)" })
  events(@CurrentUser() me: UserPrincipal, @Param() p: IdParamDto): Promise<OrderEventDto[]> {
    return this.query.timeline(me.userId, p.id);
  }

  @Get(routes.detail)
  @Authenticated()
  @ApiOperation({ summary: 'One of your orders, with the actions you may take now' })
  detail(@CurrentUser() me: UserPrincipal, @Param() p: IdParamDto): Promise<OrderDto> {
    return this.query.detail(me.userId, p.id);
  }
}
