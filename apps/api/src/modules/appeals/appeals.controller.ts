import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AddAppealEvidenceDto,
  AppealPageQueryDto,
  CancelAppealDto,
  CreateAppealDto,
  IdParamDto,
  ROUTE_TEMPLATES,
  type AppealDto,
  type Page,
} from '@p2p/contracts';
import { Authenticated, CurrentUser } from '../auth/user.guards.js';
import type { UserPrincipal } from '../auth/user-jwt.strategy.js';
import { AppealsService } from './appeals.service.js';

const routes = ROUTE_TEMPLATES.appeals;

/**
 * Appeals of the order's parties (issue 13; spec §7). The fixed `/c2c/appeal/page` is declared before
 * `/c2c/appeal/:id`. Anyone but the order's parties is answered as a missing order (5002) or appeal (5001).
 */
@ApiTags('appeals')
@Controller()
export class AppealsController {
  constructor(private readonly appeals: AppealsService) {}

  @Post(routes.create)
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: 'Appeals an order: it is locked (IN_APPEAL, timers paused) until decided' })
  create(@CurrentUser() me: UserPrincipal, @Body() dto: CreateAppealDto): Promise<AppealDto> {
    return this.appeals.create(me.userId, dto);
  }

  @Get(routes.page)
  @Authenticated()
  @ApiOperation({ summary: 'Your appeal records (filed by you or on your orders), newest first' })
  page(@CurrentUser() me: UserPrincipal, @Query() q: AppealPageQueryDto): Promise<Page<AppealDto>> {
    return this.appeals.page(me.userId, q);
  }

  @Post(routes.addEvidence)
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: 'Adds evidence images to an open appeal (either party of the order)' })
  addEvidence(
    @CurrentUser() me: UserPrincipal,
    @Param() params: IdParamDto,
    @Body() dto: AddAppealEvidenceDto,
  ): Promise<AppealDto> {
    return this.appeals.addEvidence(me.userId, params.id, dto);
  }

  @Post(routes.cancel)
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: 'Withdraws your appeal: the order resumes with a fresh deadline' })
  cancel(
    @CurrentUser() me: UserPrincipal,
    @Param() params: IdParamDto,
    @Body() dto: CancelAppealDto,
  ): Promise<AppealDto> {
    return this.appeals.withdraw(me.userId, params.id, dto);
  }
}
