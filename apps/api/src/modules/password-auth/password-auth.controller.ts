import { Body, Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  LoginDto,
  RegisterDto,
  ResetPasswordDto,
  ROUTE_TEMPLATES,
  UnbindResetPasswordDto,
  type IssuedSession,
} from '@p2p/contracts';
import type { Request } from 'express';
import { sessionContext } from '../auth/request-context.js';
import { PasswordAuthService } from './password-auth.service.js';
import { PasswordResetService } from './password-reset.service.js';
import { AuthThrottle } from '../../core/throttle/throttle.module.js';

@ApiTags('account')
@Controller()
export class PasswordAuthController {
  constructor(
    private readonly auth: PasswordAuthService,
    private readonly resets: PasswordResetService,
  ) {}

  @AuthThrottle()
  @Post(ROUTE_TEMPLATES.account.register)
  @HttpCode(200)
  @ApiOperation({ summary: 'Registers by email with the emailed code; answers a session' })
  register(@Body() dto: RegisterDto, @Req() req: Request): Promise<IssuedSession> {
    return this.auth.register(dto, sessionContext(req));
  }

  @AuthThrottle()
  @Post(ROUTE_TEMPLATES.account.login)
  @HttpCode(200)
  @ApiOperation({ summary: 'Logs in by email and the RSA-encrypted password; answers a session' })
  login(@Body() dto: LoginDto, @Req() req: Request): Promise<IssuedSession> {
    return this.auth.login(dto, sessionContext(req));
  }

  @AuthThrottle()
  @Post(ROUTE_TEMPLATES.account.resetPassword)
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Forgot password, wallet bound: the emailed code and the wallet's QR confirmation set a new password",
  })
  resetPassword(
    @Body() dto: ResetPasswordDto,
    @Headers('x-device-id') deviceId: string | undefined,
    @Req() req: Request,
  ): Promise<null> {
    const device = typeof deviceId === 'string' ? deviceId : undefined;
    return this.resets.resetWithWallet(dto, device, req.ip ?? null);
  }

  @AuthThrottle()
  @Post(ROUTE_TEMPLATES.account.unBindResetPassword)
  @HttpCode(200)
  @ApiOperation({
    summary: 'Forgot password, no wallet bound: the emailed code sets a new password and ends every session',
  })
  unBindResetPassword(@Body() dto: UnbindResetPasswordDto, @Req() req: Request): Promise<null> {
    return this.resets.resetByEmailOnly(dto, req.ip ?? null);
  }
}
