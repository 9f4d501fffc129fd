import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  HandOverAppealDto,
  IdParamDto,
  NextAppealQueryDto,
  ROUTE_TEMPLATES,
  type AdminAppealClaimDto,
  type AdminAppealNextDto,
  type AppealDeciderDto,
} from '@p2p/contracts';
import type { Request } from 'express';
import { StaffOnly } from '../staff-auth/staff.guards.js';
import { CurrentStaff, type StaffPrincipal } from '../staff-auth/staff.principal.js';
import { AppealClaimsService } from './appeal-claims.service.js';
import { DECIDING_ROLES } from './appeal-desk.service.js';

const routes = ROUTE_TEMPLATES.adminAppeals;

/**
 * Case work on the appeal desk (issue 25): appeal officers and admins claim, release and hand over cases
 * and ask for their next one; customer service reads the holders on the queue and the case only (403
 * here); a trader's token is refused (401). Registered before AdminAppealsController so that `next` and
 * `deciders` are not read as a case id.
 */
@ApiTags('admin appeals')
@Controller()
export class AdminAppealClaimsController {
  constructor(private readonly claims: AppealClaimsService) {}

  @Get(routes.next)
  @StaffOnly(...DECIDING_ROLES)
  @ApiOperation({ summary: "The caller's next case: their own first, else the first unclaimed by due time" })
  next(@CurrentStaff() staff: StaffPrincipal, @Query() q: NextAppealQueryDto): Promise<AdminAppealNextDto> {
    return this.claims.next(staff, q.after);
  }

  @Get(routes.deciders)
  @StaffOnly(...DECIDING_ROLES)
  @ApiOperation({ summary: 'The active appeal officers and admins a case can be handed to' })
  deciders(): Promise<AppealDeciderDto[]> {
    return this.claims.deciders();
  }

  @Post(routes.claim)
  @HttpCode(200)
  @StaffOnly(...DECIDING_ROLES)
  @ApiOperation({ summary: 'Claims an open case; held by another answers 5065 naming them' })
  claim(
    @CurrentStaff() staff: StaffPrincipal,
    @Param() params: IdParamDto,
    @Req() req: Request,
  ): Promise<AdminAppealClaimDto> {
    return this.claims.claim({ staff, ip: req.ip ?? null }, params.id);
  }

  @Post(routes.release)
  @HttpCode(200)
  @StaffOnly(...DECIDING_ROLES)
  @ApiOperation({ summary: 'The holder (or an admin) releases the case to the unclaimed queue' })
  release(
    @CurrentStaff() staff: StaffPrincipal,
    @Param() params: IdParamDto,
    @Req() req: Request,
  ): Promise<AdminAppealClaimDto> {
    return this.claims.release({ staff, ip: req.ip ?? null }, params.id);
  }

  @Post(routes.handover)
  @HttpCode(200)
  @StaffOnly(...DECIDING_ROLES)
  @ApiOperation({ summary: 'The holder (or an admin) hands the case to another active officer or admin' })
  handover(
    @CurrentStaff() staff: StaffPrincipal,
    @Param() params: IdParamDto,
    @Body() dto: HandOverAppealDto,
    @Req() req: Request,
  ): Promise<AdminAppealClaimDto> {
    return this.claims.handover({ staff, ip: req.ip ?? null }, params.id, dto);
  }
}
