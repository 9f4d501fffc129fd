import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { UpdateInfoDto } from '@p2p/contracts';
import { EmailParamDto, UserIdParamDto } from './users.dto.js';
import { Authenticated, CurrentUser } from '../auth/user.guards.js';
import { AuthThrottle } from '../../core/throttle/throttle.module.js';
import type { UserPrincipal } from '../auth/user-jwt.strategy.js';
import { ProfileService } from './profile.service.js';
import { UsersService } from './users.service.js';

@ApiTags('account')
@Controller('user')
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly profile: ProfileService,
  ) {}

  @AuthThrottle()
  @Post('updateInfo')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({
    summary: 'Changes one group: nickname, email, password, security password, USDT address or region',
  })
  updateInfo(@CurrentUser() me: UserPrincipal, @Body() dto: UpdateInfoDto) {
    return this.profile.update(me.userId, me.jti, dto);
  }

  @Get('info/:userId')
  @Authenticated()
  @ApiOperation({ summary: 'Your own account in full; another trader: public fields only' })
  info(@CurrentUser() me: UserPrincipal, @Param() p: UserIdParamDto) {
    return this.users.info(me.userId, p.userId);
  }

  @Get('isBind/:email')
  @ApiOperation({ summary: 'Whether an email is registered and its account has the identity wallet bound' })
  isBind(@Param() p: EmailParamDto) {
    return this.users.isBind(p.email);
  }

  @Get('hasSecurityCode')
  @Authenticated()
  @ApiOperation({ summary: 'Whether the security (trading) password is set' })
  async hasSecurityCode(@CurrentUser() me: UserPrincipal) {
    return { hasSecurityCode: await this.users.hasSecurityCode(me.userId) };
  }

  @Get('amrExist')
  @Authenticated()
  @ApiOperation({ summary: 'Whether advanced identity verification (KYC) is done in the wallet' })
  async amrExist(@CurrentUser() me: UserPrincipal) {
    return { exists: await this.users.advancedVerified(me.userId) };
  }
}
