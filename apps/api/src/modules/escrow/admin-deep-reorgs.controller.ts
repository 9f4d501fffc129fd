import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DeepReorgDecisionDto, type DeepReorgOutcomeDto, IdParamDto, ROUTE_TEMPLATES } from '@p2p/contracts';
import type { Request } from 'express';
import { StaffAreaOnly } from '../staff-auth/staff-areas.js';
import { CurrentStaff, type StaffPrincipal } from '../staff-auth/staff.principal.js';
import { DeepReorgService } from './deep-reorg.service.js';

const routes = ROUTE_TEMPLATES.adminDeepReorgs;

/**
 * A deposit credited and then removed by a reorganisation deeper than the confirmations (issue 29): an
 * administrator (the console's Operations) reverses its credit or releases the hold on it, in the staff
 * audit log. Other staff 403, traders 401.
 */
@ApiTags('admin chain')
@Controller()
export class AdminDeepReorgsController {
  constructor(private readonly reorgs: DeepReorgService) {}

  @Post(routes.reverse)
  @HttpCode(200)
  @StaffAreaOnly('operations')
  @ApiOperation({
    summary:
      "Reverses a held deposit's credit: debits the sender's temporary balance, never below zero (the rest is a shortfall)",
  })
  reverse(
    @CurrentStaff() staff: StaffPrincipal,
    @Param() p: IdParamDto,
    @Body() dto: DeepReorgDecisionDto,
    @Req() req: Request,
  ): Promise<DeepReorgOutcomeDto> {
    return this.reorgs.decide({ staffId: staff.id, ip: req.ip ?? null }, p.id, 'REVERSE', dto);
  }

  @Post(routes.release)
  @HttpCode(200)
  @StaffAreaOnly('operations')
  @ApiOperation({ summary: "Lets a held deposit's credit stand: its hold from withdrawal is lifted" })
  release(
    @CurrentStaff() staff: StaffPrincipal,
    @Param() p: IdParamDto,
    @Body() dto: DeepReorgDecisionDto,
    @Req() req: Request,
  ): Promise<DeepReorgOutcomeDto> {
    return this.reorgs.decide({ staffId: staff.id, ip: req.ip ?? null }, p.id, 'RELEASE', dto);
  }
}
