import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ApproveMerchantDto,
  IdParamDto,
  MerchantApplicationQueryDto,
  MerchantDecisionDto,
  ROUTE_TEMPLATES,
  UpdateMerchantThresholdsDto,
  type MerchantApplicationDto,
  type MerchantCaseDto,
  type MerchantThresholdsDto,
  type Page,
} from '@p2p/contracts';
import type { Request } from 'express';
import { StaffAreaOnly } from '../staff-auth/staff-areas.js';
import { CurrentStaff, type StaffPrincipal } from '../staff-auth/staff.principal.js';
import { type MerchantActor, MerchantReviewService } from './merchant-review.service.js';
import { MerchantThresholdsAdmin } from './merchant-thresholds-admin.js';

const routes = ROUTE_TEMPLATES.adminMerchants;
const ops = ROUTE_TEMPLATES.adminOps;

const actor = (staff: StaffPrincipal, req: Request): MerchantActor => ({ staff, ip: req.ip ?? null });

/**
 * Merchant certification in the console (issue 24): customer service and admins review applications
 * (area `users`); administrators set the thresholds (area `config`, with the Operations reference data).
 * Every change is in the staff audit log.
 */
@ApiTags('admin merchant certification')
@Controller()
export class AdminMerchantsController {
  constructor(
    private readonly review: MerchantReviewService,
    private readonly thresholds: MerchantThresholdsAdmin,
  ) {}

  @Get(routes.list)
  @StaffAreaOnly('users')
  @ApiOperation({ summary: 'Merchant applications, newest first (one status, or all)' })
  list(@Query() q: MerchantApplicationQueryDto): Promise<Page<MerchantApplicationDto>> {
    return this.review.list(q);
  }

  @Get(routes.detail)
  @StaffAreaOnly('users')
  @ApiOperation({ summary: "An application with the trader's figures, KYC, guarantee and compensations" })
  detail(@Param() p: IdParamDto): Promise<MerchantCaseDto> {
    return this.review.case(p.id);
  }

  @Post(routes.approve)
  @HttpCode(200)
  @StaffAreaOnly('users')
  @ApiOperation({ summary: 'Approves an application whose guarantee is held: the trader is certified' })
  approve(
    @CurrentStaff() staff: StaffPrincipal,
    @Param() p: IdParamDto,
    @Body() dto: ApproveMerchantDto,
    @Req() req: Request,
  ): Promise<MerchantCaseDto> {
    return this.review.approve(actor(staff, req), p.id, dto);
  }

  @Post(routes.refuse)
  @HttpCode(200)
  @StaffAreaOnly('users')
  @ApiOperation({ summary: 'Refuses an application with a reason; the guarantee goes back' })
  refuse(
    @CurrentStaff() staff: StaffPrincipal,
    @Param() p: IdParamDto,
    @Body() dto: MerchantDecisionDto,
    @Req() req: Request,
  ): Promise<MerchantCaseDto> {
    return this.review.refuse(actor(staff, req), p.id, dto);
  }

  @Post(routes.revoke)
  @HttpCode(200)
  @StaffAreaOnly('users')
  @ApiOperation({ summary: 'Revokes a merchant with a reason: fiat ads offline, open orders go on' })
  revoke(
    @CurrentStaff() staff: StaffPrincipal,
    @Param() p: IdParamDto,
    @Body() dto: MerchantDecisionDto,
    @Req() req: Request,
  ): Promise<MerchantCaseDto> {
    return this.review.revoke(actor(staff, req), p.id, dto);
  }

  @Get(ops.merchantThresholds)
  @StaffAreaOnly('config')
  @ApiOperation({ summary: 'What a merchant application needs' })
  currentThresholds(): Promise<MerchantThresholdsDto> {
    return this.thresholds.current();
  }

  @Post(ops.setMerchantThresholds)
  @HttpCode(200)
  @StaffAreaOnly('config')
  @ApiOperation({ summary: 'Sets what a merchant application needs (audited with the values before)' })
  setThresholds(
    @CurrentStaff() staff: StaffPrincipal,
    @Body() dto: UpdateMerchantThresholdsDto,
    @Req() req: Request,
  ): Promise<MerchantThresholdsDto> {
    return this.thresholds.set(actor(staff, req), dto);
  }
}
