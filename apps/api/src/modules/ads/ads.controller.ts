import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CreateAdDto,
  IdParamDto,
  MyAdsQueryDto,
  OnlineQueryDto,
  ROUTE_TEMPLATES,
  type AdDto,
  type AdvertiserOnlineDto,
  type DepositDto,
  type Page,
  type TraderPairsDto,
} from '@p2p/contracts';
import { Authenticated, CurrentUser } from '../auth/user.guards.js';
import type { UserPrincipal } from '../auth/user-jwt.strategy.js';
import { UsersService } from '../users/users.service.js';
import { AdLifecycleService } from './ad-lifecycle.service.js';
import { AdsQueryService } from './ads-query.service.js';
import { CreateAdService } from './create-ad.service.js';

const routes = ROUTE_TEMPLATES.ads;
const account = ROUTE_TEMPLATES.account;

/**
 * The trader's ads (issue 11). The fixed routes (`online`, `pageByUser`) are declared before
 * `GET /c2c/advert/:id`; the market's `GET /c2c/advert/page` is served by the MarketModule, registered
 * first. The ad's side decides which ban applies, so the create rules are checked in the service.
 */
@ApiTags('ads')
@Controller()
export class AdsController {
  constructor(
    private readonly creator: CreateAdService,
    private readonly lifecycle: AdLifecycleService,
    private readonly query: AdsQueryService,
    private readonly users: UsersService,
  ) {}

  @Get(account.onlineState)
  @Authenticated()
  @ApiOperation({ summary: 'Your online state as an advertiser' })
  async online(@CurrentUser() me: UserPrincipal): Promise<AdvertiserOnlineDto> {
    return { online: await this.users.online(me.userId) };
  }

  @Post(account.setOnline)
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: 'Goes online or offline as an advertiser (offline: your ads leave the market)' })
  async setOnline(
    @CurrentUser() me: UserPrincipal,
    @Query() q: OnlineQueryDto,
  ): Promise<AdvertiserOnlineDto> {
    return { online: await this.users.setOnline(me.userId, q.online) };
  }

  @Get(ROUTE_TEMPLATES.common.traderPairs)
  @Authenticated()
  @ApiOperation({
    summary: 'The pairs you may see, order and post: coin pairs and your country’s fiat pairs (issue 24)',
    description:
      'Your country is the region chosen in the personal center. Each pair says whether you may post on it ' +
      '(closedCode 5042: your country has no fiat; 5044: fiat ads need a certified merchant) and whether ' +
      'automatically (USDT only).',
  })
  traderPairs(@CurrentUser() me: UserPrincipal): Promise<TraderPairsDto> {
    return this.query.traderPairs(me.userId);
  }

  @Get(routes.pageByUser)
  @Authenticated()
  @ApiOperation({ summary: 'Your ads, newest first (deleted ones left out); inProgressOnly filters' })
  mine(@CurrentUser() me: UserPrincipal, @Query() q: MyAdsQueryDto): Promise<Page<AdDto>> {
    return this.query.mine(me.userId, q);
  }

  @Post(routes.create)
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: 'Posts an ad: a BUY ad is published at once, a SELL ad waits for its deposit' })
  create(@CurrentUser() me: UserPrincipal, @Body() dto: CreateAdDto): Promise<AdDto> {
    return this.creator.create(me.userId, dto);
  }

  @Post(routes.deposit)
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({
    summary: "Opens (or answers again) your SELL ad's escrow deposit while it is being created",
  })
  deposit(@CurrentUser() me: UserPrincipal, @Param() p: IdParamDto): Promise<DepositDto> {
    return this.lifecycle.deposit(me.userId, p.id);
  }

  @Post(routes.cancel)
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: "Cancels your ad's creation, or revokes it (not while orders are active)" })
  cancel(@CurrentUser() me: UserPrincipal, @Param() p: IdParamDto): Promise<AdDto> {
    return this.lifecycle.cancel(me.userId, p.id);
  }

  @Post(routes.setAdOnline)
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: 'Puts one of your published ads online or offline' })
  setAdOnline(
    @CurrentUser() me: UserPrincipal,
    @Param() p: IdParamDto,
    @Query() q: OnlineQueryDto,
  ): Promise<AdDto> {
    return this.lifecycle.setOnline(me.userId, p.id, q.online);
  }

  @Post(routes.delete)
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: 'Deletes one of your cancelled ads from your list' })
  async remove(@CurrentUser() me: UserPrincipal, @Param() p: IdParamDto): Promise<null> {
    await this.lifecycle.remove(me.userId, p.id);
    return null;
  }

  @Get(routes.detail)
  @Authenticated()
  @ApiOperation({ summary: 'One ad: a published one to anyone signed in, any of your own in full' })
  detail(@CurrentUser() me: UserPrincipal, @Param() p: IdParamDto): Promise<AdDto> {
    return this.query.detail(me.userId, p.id);
  }
}
