import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { LoginDto, RegisterDto, ResetPasswordDto } from '@p2p/contracts';
import type { Request } from 'express';
import { sessionContext } from '../auth/request-context.js';
import { PasswordAuthService } from './password-auth.service.js';
import { AuthThrottle } from '../throttle/throttle.module.js';

@ApiTags('account')
@Controller('user')
export class PasswordAuthController {
  constructor(private readonly auth: PasswordAuthService) {}

  @AuthThrottle()
  @Post('register')
  @HttpCode(200)
  @ApiOperation({ summary: 'Registers by email with the emailed code; answers a session' })
  register(@Body() dto: RegisterDto, @Req() req: Request) {
    return this.auth.register(dto, sessionContext(req));
  }

  @AuthThrottle()
  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Logs in by email and the RSA-encrypted password; answers a session' })
  login(@Body() dto: LoginDto, @Req() req: Request) {
    return this.auth.login(dto, sessionContext(req));
  }

  @AuthThrottle()
  @Post('resetPassword')
  @HttpCode(200)
  @ApiOperation({ summary: 'Forgot password: the emailed code sets a new password and ends every session' })
  resetPassword(@Body() dto: ResetPasswordDto) {
    return this.auth.resetPassword(dto);
  }
}
