import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AdjustCreditDto,
  BanUserDto,
  CreditRecordPageQueryDto,
  FundRecordQueryDto,
  IdParamDto,
  LiftBanDto,
  MyAdsQueryDto,
  OrderPageQueryDto,
  ROUTE_TEMPLATES,
  SetCertifiedDto,
  SupportBanParamDto,
  SupportUserSearchDto,
  type AdDto,
  type BalanceDto,
  type FundRecordDto,
  type OrderDto,
  type Page,
  type SupportCreditRecordDto,
  type SupportUserDto,
  type SupportUserSummaryDto,
} from '@p2p/contracts';
import type { Request } from 'express';
import { StaffAreaOnly } from '../staff-auth/staff-areas.js';
import { CurrentStaff, type StaffPrincipal } from '../staff-auth/staff.principal.js';
import { type SupportActor, SupportActionsService } from './support-actions.service.js';
import { SupportUsersService } from './support-users.service.js';

const routes = ROUTE_TEMPLATES.adminSupport;

const actor = (staff: StaffPrincipal, req: Request): SupportActor => ({ staff, ip: req.ip ?? null });

/**
 * The console's Customer service (issue 13), area `users` of the role table: customer service and
 * administrators; appeal officers 403, traders 401. Reads, then the changes (bans, certification,
 * credit), each in the staff audit log with the row before and after and the client address.
 */
@ApiTags('admin customer service')
@Controller()
@StaffAreaOnly('users')
export class AdminSupportController {
  constructor(
    private readonly users: SupportUsersService,
    private readonly actions: SupportActionsService,
  ) {}

  @Get(routes.search)
  @ApiOperation({ summary: 'Finds traders by id, email, nickname or wallet address' })
  search(@Query() q: SupportUserSearchDto): Promise<SupportUserSummaryDto[]> {
    return this.users.search(q.q);
  }

  @Get(routes.user)
  @ApiOperation({ summary: "A trader's KYC level, wallet binding, credit, certification and bans" })
  user(@Param() p: IdParamDto): Promise<SupportUserDto> {
    return this.users.profileOf(p.id);
  }

  @Get(routes.ads)
  @ApiOperation({ summary: "A trader's ads" })
  ads(@Param() p: IdParamDto, @Query() q: MyAdsQueryDto): Promise<Page<AdDto>> {
    return this.users.adPage(p.id, q);
  }

  @Get(routes.orders)
  @ApiOperation({ summary: "A trader's orders, as the trader sees them" })
  orders(@Param() p: IdParamDto, @Query() q: OrderPageQueryDto): Promise<Page<OrderDto>> {
    return this.users.orderPage(p.id, q);
  }

  @Get(routes.creditRecords)
  @ApiOperation({ summary: "A trader's credit record with each change's note and staff member" })
  creditRecords(
    @Param() p: IdParamDto,
    @Query() q: CreditRecordPageQueryDto,
  ): Promise<Page<SupportCreditRecordDto>> {
    return this.users.creditRecords(p.id, q);
  }

  @Get(routes.balance)
  @ApiOperation({ summary: "A trader's temporary balance" })
  balance(@Param() p: IdParamDto): Promise<BalanceDto> {
    return this.users.balance(p.id);
  }

  @Get(routes.fundRecords)
  @ApiOperation({ summary: "A trader's fund records (deposits and withdrawals)" })
  fundRecords(@Param() p: IdParamDto, @Query() q: FundRecordQueryDto): Promise<Page<FundRecordDto>> {
    return this.users.fundRecords(p.id, q);
  }

  @Post(routes.ban)
  @HttpCode(200)
  @ApiOperation({ summary: 'Bans a trader from login, withdrawal, C2C buying or selling until an end' })
  ban(
    @CurrentStaff() staff: StaffPrincipal,
    @Param() p: SupportBanParamDto,
    @Body() dto: BanUserDto,
    @Req() req: Request,
  ): Promise<SupportUserDto> {
    return this.actions.ban(actor(staff, req), p.id, p.kind, dto);
  }

  @Post(routes.liftBan)
  @HttpCode(200)
  @ApiOperation({ summary: 'Lifts the ban of one kind in force' })
  liftBan(
    @CurrentStaff() staff: StaffPrincipal,
    @Param() p: SupportBanParamDto,
    @Body() dto: LiftBanDto,
    @Req() req: Request,
  ): Promise<SupportUserDto> {
    return this.actions.lift(actor(staff, req), p.id, p.kind, dto);
  }

  @Post(routes.setCertified)
  @HttpCode(200)
  @ApiOperation({ summary: 'Grants or removes the certified-merchant flag' })
  setCertified(
    @CurrentStaff() staff: StaffPrincipal,
    @Param() p: IdParamDto,
    @Body() dto: SetCertifiedDto,
    @Req() req: Request,
  ): Promise<SupportUserDto> {
    return this.actions.setCertified(actor(staff, req), p.id, dto);
  }

  @Post(routes.adjustCredit)
  @HttpCode(200)
  @ApiOperation({ summary: 'Adds or takes credit points with a reason (a credit record)' })
  adjustCredit(
    @CurrentStaff() staff: StaffPrincipal,
    @Param() p: IdParamDto,
    @Body() dto: AdjustCreditDto,
    @Req() req: Request,
  ): Promise<SupportUserDto> {
    return this.actions.adjustCredit(actor(staff, req), p.id, dto);
  }
}
