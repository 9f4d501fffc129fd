import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROUTE_TEMPLATES, StaffLoginDto, type StaffDto, type StaffLoginResultDto } from '@p2p/contracts';
import type { Request } from 'express';
import { CurrentStaff, type StaffPrincipal } from './staff.principal.js';
import { StaffOnly } from './staff.guards.js';
import { StaffAuthService } from './staff-auth.service.js';
import { AuthThrottle } from '../../core/throttle/throttle.module.js';

@ApiTags('staff')
@Controller()
export class StaffAuthController {
  constructor(private readonly auth: StaffAuthService) {}

  @AuthThrottle()
  @Post(ROUTE_TEMPLATES.staff.login)
  @HttpCode(200)
  @ApiOperation({ summary: 'Staff sign-in (appeal officers, customer service, administrators)' })
  login(@Body() dto: StaffLoginDto, @Req() req: Request): Promise<StaffLoginResultDto> {
    return this.auth.login(dto, req.ip);
  }

  @Get(ROUTE_TEMPLATES.staff.me)
  @StaffOnly()
  @ApiOperation({ summary: 'The signed-in staff member' })
  me(@CurrentStaff() staff: StaffPrincipal): StaffDto {
    return this.auth.me(staff);
  }

  @Post(ROUTE_TEMPLATES.staff.logout)
  @HttpCode(200)
  @StaffOnly()
  @ApiOperation({ summary: 'Ends the staff session server side' })
  logout(@CurrentStaff() staff: StaffPrincipal): Promise<null> {
    return this.auth.logout(staff);
  }
}
