import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROUTE_TEMPLATES, type DepositDto, type MerchantStandingDto } from '@p2p/contracts';
import { Authenticated, CurrentUser } from '../auth/user.guards.js';
import type { UserPrincipal } from '../auth/user-jwt.strategy.js';
import { MerchantApplicationsService } from './merchant-applications.service.js';

const routes = ROUTE_TEMPLATES.merchant;

/** Merchant certification from the personal center (issue 24): the caller's own application only. */
@ApiTags('merchant certification')
@Controller()
export class MerchantsController {
  constructor(private readonly applications: MerchantApplicationsService) {}

  @Get(routes.standing)
  @Authenticated()
  @ApiOperation({ summary: 'The thresholds, your figures and your latest merchant application' })
  standing(@CurrentUser() me: UserPrincipal): Promise<MerchantStandingDto> {
    return this.applications.standing(me.userId);
  }

  @Post(routes.apply)
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: 'Applies for merchant certification (4001, 5049-5052 when a rule is unmet)' })
  apply(@CurrentUser() me: UserPrincipal): Promise<MerchantStandingDto> {
    return this.applications.apply(me.userId);
  }

  @Post(routes.deposit)
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: 'Opens the guarantee deposit in MEC (the first, or a top-up)' })
  deposit(@CurrentUser() me: UserPrincipal): Promise<DepositDto> {
    return this.applications.deposit(me.userId);
  }

  @Post(routes.giveUp)
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: 'Gives certification up; the guarantee comes back (5007 while orders are open)' })
  giveUp(@CurrentUser() me: UserPrincipal): Promise<MerchantStandingDto> {
    return this.applications.giveUp(me.userId);
  }
}
