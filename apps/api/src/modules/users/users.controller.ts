import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ROUTE_TEMPLATES,
  UndoEmailChangeDto,
  UpdateInfoDto,
  type AdvancedKycState,
  type EmailBinding,
  type OwnUserDto,
  type SecurityCodeState,
  type UserInfoDto,
} from '@p2p/contracts';
import type { Request } from 'express';
import { sessionContext } from '../auth/request-context.js';
import { EmailChangeService } from './email-change.service.js';
import { EmailParamDto, UserIdParamDto } from './users.dto.js';
import { Authenticated, CurrentUser } from '../auth/user.guards.js';
import { AuthThrottle } from '../../core/throttle/throttle.module.js';
import type { UserPrincipal } from '../auth/user-jwt.strategy.js';
import { ProfileService } from './profile.service.js';
import { UsersService } from './users.service.js';

@ApiTags('account')
@Controller()
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly profile: ProfileService,
    private readonly emailChange: EmailChangeService,
  ) {}

  @AuthThrottle()
  @Post(ROUTE_TEMPLATES.account.updateInfo)
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({
    summary: 'Changes one group: nickname, email, password, security password, USDT address or region',
  })
  updateInfo(
    @CurrentUser() me: UserPrincipal,
    @Body() dto: UpdateInfoDto,
    @Req() req: Request,
  ): Promise<OwnUserDto> {
    const { ip, deviceId } = sessionContext(req);
    return this.profile.update(me.userId, me.jti, dto, { ip: ip ?? null, deviceId });
  }

  @AuthThrottle()
  @Post(ROUTE_TEMPLATES.account.undoEmailChange)
  @HttpCode(200)
  @ApiOperation({
    summary: 'Undoes an email change with the token mailed to the old address; ends every session',
  })
  undoEmailChange(@Body() dto: UndoEmailChangeDto, @Req() req: Request): Promise<null> {
    return this.emailChange.undo(dto.token, req.ip ?? null);
  }

  @Get(ROUTE_TEMPLATES.account.userInfo)
  @Authenticated()
  @ApiOperation({ summary: 'Your own account in full; another trader: public fields only' })
  info(@CurrentUser() me: UserPrincipal, @Param() p: UserIdParamDto): Promise<UserInfoDto> {
    return this.users.info(me.userId, p.userId);
  }

  @AuthThrottle()
  @Get(ROUTE_TEMPLATES.account.isBind)
  @ApiOperation({ summary: 'Whether an email is registered and its account has the identity wallet bound' })
  isBind(@Param() p: EmailParamDto): Promise<EmailBinding> {
    return this.users.isBind(p.email);
  }

  @Get(ROUTE_TEMPLATES.account.hasSecurityCode)
  @Authenticated()
  @ApiOperation({ summary: 'Whether the security (trading) password is set' })
  async hasSecurityCode(@CurrentUser() me: UserPrincipal): Promise<SecurityCodeState> {
    return { hasSecurityCode: await this.users.hasSecurityCode(me.userId) };
  }

  @Get(ROUTE_TEMPLATES.account.amrExist)
  @Authenticated()
  @ApiOperation({ summary: 'Whether advanced identity verification (KYC) is done in the wallet' })
  async amrExist(@CurrentUser() me: UserPrincipal): Promise<AdvancedKycState> {
    return { exists: await this.users.advancedVerified(me.userId) };
  }
}
