import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROUTE_TEMPLATES, type LoginKey } from '@p2p/contracts';
import { LoginKeyService } from './login-key.service.js';
import { SessionService } from './session.service.js';
import { Authenticated, CurrentUser } from './user.guards.js';
import type { UserPrincipal } from './user-jwt.strategy.js';

@ApiTags('account')
@Controller()
export class AuthController {
  constructor(
    private readonly loginKey: LoginKeyService,
    private readonly sessions: SessionService,
  ) {}

  @Get(ROUTE_TEMPLATES.account.loginKey)
  @ApiOperation({
    summary: 'The RSA public key (SPKI, base64) the login password is encrypted to (RSA-OAEP SHA-256)',
  })
  publicKey(): LoginKey {
    return { algorithm: 'RSA-OAEP-256', spki: this.loginKey.publicKeySpki };
  }

  @Post(ROUTE_TEMPLATES.account.logout)
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: 'Ends the session server side' })
  async logout(@CurrentUser() user: UserPrincipal): Promise<null> {
    await this.sessions.revoke(user.jti);
    return null;
  }
}
