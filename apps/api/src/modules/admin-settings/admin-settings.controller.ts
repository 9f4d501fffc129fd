import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CreditSettingTypeParamDto,
  IdParamDto,
  ROUTE_TEMPLATES,
  SetUserLimitsDto,
  UpdateCreditSettingDto,
  UpdateUserLimitDefaultsDto,
  type CreditSettingAdminDto,
  type UserLimitDefaultsDto,
  type UserLimitsAdminDto,
} from '@p2p/contracts';
import type { Request } from 'express';
import { StaffAreaOnly } from '../staff-auth/staff-areas.js';
import { CurrentStaff, type StaffPrincipal } from '../staff-auth/staff.principal.js';
import { AdminSettingsService, type SettingsActor } from './admin-settings.service.js';

const settings = ROUTE_TEMPLATES.adminSettings;
const userLimits = ROUTE_TEMPLATES.adminUserLimits;

const actor = (staff: StaffPrincipal, req: Request): SettingsActor => ({ staff, ip: req.ip ?? null });

/**
 * The console's settings (issue 25): the credit rules and the limit defaults of new accounts (area
 * `config`, administrators), one trader's limits (area `users`, customer service and administrators).
 * Every change is in the staff audit log with the values before and after.
 */
@ApiTags('admin settings')
@Controller()
export class AdminSettingsController {
  constructor(private readonly settings: AdminSettingsService) {}

  @Get(settings.creditSettings)
  @StaffAreaOnly('config')
  @ApiOperation({ summary: 'The credit rules of spec §9, the cancellation rule first' })
  creditSettings(): Promise<CreditSettingAdminDto[]> {
    return this.settings.creditSettings();
  }

  @Post(settings.updateCreditSetting)
  @HttpCode(200)
  @StaffAreaOnly('config')
  @ApiOperation({
    summary:
      "Changes a credit rule's points, free cancellations a day or description (every process at once)",
  })
  updateCreditSetting(
    @CurrentStaff() staff: StaffPrincipal,
    @Param() p: CreditSettingTypeParamDto,
    @Body() dto: UpdateCreditSettingDto,
    @Req() req: Request,
  ): Promise<CreditSettingAdminDto> {
    return this.settings.updateCreditSetting(actor(staff, req), p.type, dto);
  }

  @Get(settings.userLimitDefaults)
  @StaffAreaOnly('config')
  @ApiOperation({ summary: 'The trading limits new accounts get' })
  userLimitDefaults(): Promise<UserLimitDefaultsDto> {
    return this.settings.userLimitDefaults();
  }

  @Post(settings.setUserLimitDefaults)
  @HttpCode(200)
  @StaffAreaOnly('config')
  @ApiOperation({ summary: 'Sets the trading limits accounts created from now on get' })
  setUserLimitDefaults(
    @CurrentStaff() staff: StaffPrincipal,
    @Body() dto: UpdateUserLimitDefaultsDto,
    @Req() req: Request,
  ): Promise<UserLimitDefaultsDto> {
    return this.settings.setUserLimitDefaults(actor(staff, req), dto);
  }

  @Get(userLimits.get)
  @StaffAreaOnly('users')
  @ApiOperation({ summary: "A trader's trading limits" })
  userLimits(@Param() p: IdParamDto): Promise<UserLimitsAdminDto> {
    return this.settings.userLimits(p.id);
  }

  @Post(userLimits.set)
  @HttpCode(200)
  @StaffAreaOnly('users')
  @ApiOperation({
    summary: "Sets a trader's trading limits with a reason (below what is open now: refuses new ones)",
  })
  setUserLimits(
    @CurrentStaff() staff: StaffPrincipal,
    @Param() p: IdParamDto,
    @Body() dto: SetUserLimitsDto,
    @Req() req: Request,
  ): Promise<UserLimitsAdminDto> {
    return this.settings.setUserLimits(actor(staff, req), p.id, dto);
  }
}
