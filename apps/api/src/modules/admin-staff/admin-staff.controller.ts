import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CreateStaffDto,
  IdParamDto,
  ROUTE_TEMPLATES,
  SetStaffRoleDto,
  StaffChangeDto,
  StaffListQueryDto,
  type Page,
  type StaffMemberDto,
} from '@p2p/contracts';
import type { Request } from 'express';
import { StaffAreaOnly } from '../staff-auth/staff-areas.js';
import { CurrentStaff, type StaffPrincipal } from '../staff-auth/staff.principal.js';
import { AdminStaffService, type StaffAdminActor } from './admin-staff.service.js';

const routes = ROUTE_TEMPLATES.adminStaff;

const actor = (staff: StaffPrincipal, req: Request): StaffAdminActor => ({ staff, ip: req.ip ?? null });

/**
 * Staff management (issue 25), area `staff` of the role table: administrators only; appeal officers and
 * customer service 403, traders 401. Every change is in the staff audit log with the account before and
 * after, the reason and the client address.
 */
@ApiTags('admin staff')
@Controller()
@StaffAreaOnly('staff')
export class AdminStaffController {
  constructor(private readonly staff: AdminStaffService) {}

  @Get(routes.list)
  @ApiOperation({ summary: 'The staff accounts, newest first (never a password or second-factor secret)' })
  list(@Query() q: StaffListQueryDto): Promise<Page<StaffMemberDto>> {
    return this.staff.list(q.pageNo, q.pageSize);
  }

  @Post(routes.create)
  @HttpCode(200)
  @ApiOperation({
    summary: 'Creates a staff account with a role and an initial password',
    description: 'The member enrols the second factor on the first sign-in; a taken email answers 5070',
  })
  create(
    @CurrentStaff() staff: StaffPrincipal,
    @Body() dto: CreateStaffDto,
    @Req() req: Request,
  ): Promise<StaffMemberDto> {
    return this.staff.create(actor(staff, req), dto);
  }

  @Post(routes.setRole)
  @HttpCode(200)
  @ApiOperation({
    summary: "Changes a member's role (never one's own: 5071; never the last active admin: 5072)",
  })
  setRole(
    @CurrentStaff() staff: StaffPrincipal,
    @Param() p: IdParamDto,
    @Body() dto: SetStaffRoleDto,
    @Req() req: Request,
  ): Promise<StaffMemberDto> {
    return this.staff.setRole(actor(staff, req), p.id, dto);
  }

  @Post(routes.deactivate)
  @HttpCode(200)
  @ApiOperation({ summary: 'Deactivates a member: their sessions end at once and they cannot sign in' })
  deactivate(
    @CurrentStaff() staff: StaffPrincipal,
    @Param() p: IdParamDto,
    @Body() dto: StaffChangeDto,
    @Req() req: Request,
  ): Promise<StaffMemberDto> {
    return this.staff.deactivate(actor(staff, req), p.id, dto);
  }

  @Post(routes.activate)
  @HttpCode(200)
  @ApiOperation({ summary: 'Activates a deactivated member again' })
  activate(
    @CurrentStaff() staff: StaffPrincipal,
    @Param() p: IdParamDto,
    @Body() dto: StaffChangeDto,
    @Req() req: Request,
  ): Promise<StaffMemberDto> {
    return this.staff.activate(actor(staff, req), p.id, dto);
  }

  @Post(routes.resetSecondFactor)
  @HttpCode(200)
  @ApiOperation({
    summary: "Clears a member's second factor and ends their sessions; they enrol again at the next sign-in",
  })
  resetSecondFactor(
    @CurrentStaff() staff: StaffPrincipal,
    @Param() p: IdParamDto,
    @Body() dto: StaffChangeDto,
    @Req() req: Request,
  ): Promise<StaffMemberDto> {
    return this.staff.resetSecondFactor(actor(staff, req), p.id, dto);
  }
}
