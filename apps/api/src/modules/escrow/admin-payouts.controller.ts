import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  IdParamDto,
  PAYOUT_REQUEUE_ROLES,
  ROUTE_TEMPLATES,
  RequeuePayoutDto,
  type AdminPayoutDto,
} from '@p2p/contracts';
import type { Request } from 'express';
import { StaffAreaOnly } from '../staff-auth/staff-areas.js';
import { CurrentStaff, type StaffPrincipal } from '../staff-auth/staff.principal.js';
import { StaffOnly } from '../staff-auth/staff.guards.js';
import { PayoutRequeueService } from './payout-requeue.service.js';

const routes = ROUTE_TEMPLATES.adminPayouts;

/**
 * An order's payouts on the console (issue 20): the appeal desk's staff read them; administrators alone
 * (`PAYOUT_REQUEUE_ROLES` of @p2p/contracts) re-queue one that failed for good. Other staff 403, traders 401.
 */
@ApiTags('admin payouts')
@Controller()
export class AdminPayoutsController {
  constructor(private readonly requeues: PayoutRequeueService) {}

  @Get(routes.ofOrder)
  @StaffAreaOnly('appeals')
  @ApiOperation({ summary: "An order's payouts: status, last error, transaction hashes" })
  ofOrder(@Param() p: IdParamDto): Promise<AdminPayoutDto[]> {
    return this.requeues.ofOrder(p.id);
  }

  @Post(routes.requeue)
  @HttpCode(200)
  @StaffOnly(...PAYOUT_REQUEUE_ROLES)
  @ApiOperation({
    summary: 'Sends a payout that failed for good again (same payout and ref); its order is pending again',
  })
  requeue(
    @CurrentStaff() staff: StaffPrincipal,
    @Param() p: IdParamDto,
    @Body() dto: RequeuePayoutDto,
    @Req() req: Request,
  ): Promise<AdminPayoutDto> {
    return this.requeues.requeue({ staffId: staff.id, ip: req.ip ?? null }, p.id, dto);
  }
}
