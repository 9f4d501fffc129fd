import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ROUTE_TEMPLATES,
  StaffLoginDto,
  StaffTotpDto,
  type StaffChallengeDto,
  type StaffDto,
  type StaffLoginResultDto,
} from '@p2p/contracts';
import type { Request } from 'express';
import { CurrentStaff, type StaffPrincipal } from './staff.principal.js';
import { StaffOnly } from './staff.guards.js';
import { StaffAuthService } from './staff-auth.service.js';
import { requestLanguage } from '../../core/common/language.js';
import { AuthThrottle } from '../../core/throttle/throttle.module.js';

@ApiTags('staff')
@Controller()
export class StaffAuthController {
  constructor(private readonly auth: StaffAuthService) {}

  @AuthThrottle()
  @Post(ROUTE_TEMPLATES.staff.login)
  @HttpCode(200)
  @ApiOperation({
    summary: 'Staff sign-in, password step (appeal officers, customer service, administrators)',
    description: 'Answers a short-lived challenge for the TOTP step (with a new secret on the first sign-in)',
  })
  login(@Body() dto: StaffLoginDto, @Req() req: Request): Promise<StaffChallengeDto> {
    return this.auth.login(dto, req.ip);
  }

  @AuthThrottle()
  @Post(ROUTE_TEMPLATES.staff.totp)
  @HttpCode(200)
  @ApiOperation({ summary: 'Staff sign-in, TOTP step (confirms the enrolment on the first sign-in)' })
  totp(@Body() dto: StaffTotpDto, @Req() req: Request): Promise<StaffLoginResultDto> {
    return this.auth.verifyTotp(dto, req.ip, requestLanguage(req));
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
