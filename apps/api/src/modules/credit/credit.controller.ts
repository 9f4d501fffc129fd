import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CreditRecordPageQueryDto, ROUTE_TEMPLATES, type CreditRecordDto, type Page } from '@p2p/contracts';
import { Authenticated, CurrentUser } from '../auth/user.guards.js';
import type { UserPrincipal } from '../auth/user-jwt.strategy.js';
import { CreditService } from './credit.service.js';

/** The credit record (issue 14; spec §2 /reputationScore, §7, §9): only the caller's own changes. */
@ApiTags('credit')
@Controller()
export class CreditController {
  constructor(private readonly credit: CreditService) {}

  @Get(ROUTE_TEMPLATES.common.creditDetailPage)
  @Authenticated()
  @ApiOperation({
    summary: 'Your credit changes, newest first: cancellations, lost or malicious appeals, staff adjustments',
  })
  records(
    @CurrentUser() me: UserPrincipal,
    @Query() q: CreditRecordPageQueryDto,
  ): Promise<Page<CreditRecordDto>> {
    return this.credit.records(me.userId, q);
  }
}
