import { Body, Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AuthorizeNonceQueryDto,
  ROUTE_TEMPLATES,
  WalletProofDto,
  type AuthorizeNonce,
  type IssuedSession,
} from '@p2p/contracts';
import { getAddress } from 'ethers';
import type { Request } from 'express';
import { sessionContext } from '../auth/request-context.js';
import { SessionService } from '../auth/session.service.js';
import { ChallengesService } from './challenges.service.js';
import { WalletAccountsService } from './wallet-accounts.service.js';
import { WalletProofService } from './wallet-proof.service.js';
import { AuthThrottle } from '../../core/throttle/throttle.module.js';

@ApiTags('identity wallet')
@Controller()
export class AuthorizeController {
  constructor(
    private readonly challenges: ChallengesService,
    private readonly proofs: WalletProofService,
    private readonly accounts: WalletAccountsService,
    private readonly sessions: SessionService,
  ) {}

  @AuthThrottle()
  @Get(ROUTE_TEMPLATES.account.authorizeNonce)
  @ApiOperation({
    summary: 'A single-use sign-in nonce for wallet authorization, with the domain to sign for',
  })
  async nonce(@Query() q: AuthorizeNonceQueryDto): Promise<AuthorizeNonce> {
    const { nonce, expiresAt } = await this.challenges.issue('LOGIN', {
      address: getAddress(q.address.toLowerCase()),
    });
    return { nonce, expiresAt: expiresAt.toISOString(), ...this.challenges.signInTarget };
  }

  @AuthThrottle()
  @Post(ROUTE_TEMPLATES.account.authorizeLogin)
  @HttpCode(200)
  @ApiOperation({ summary: 'Logs in with the wallet: signed sign-in message and KYC attestation' })
  async login(@Body() dto: WalletProofDto, @Req() req: Request): Promise<IssuedSession> {
    const proof = this.proofs.verifyProof(dto);
    await this.challenges.consume(proof.fields.nonce, ['LOGIN'], { address: proof.address });
    const userId = await this.accounts.forLogin(proof);
    return this.sessions.issue(userId, 'WALLET', sessionContext(req));
  }

  @AuthThrottle()
  @Post(ROUTE_TEMPLATES.account.authorizeRegister)
  @HttpCode(200)
  @ApiOperation({ summary: 'Registers with the wallet (advanced KYC required) and logs in' })
  async register(@Body() dto: WalletProofDto, @Req() req: Request): Promise<IssuedSession> {
    const proof = this.proofs.verifyProof(dto);
    await this.challenges.consume(proof.fields.nonce, ['LOGIN', 'REGISTER'], {
      address: proof.address,
    });
    const userId = await this.accounts.register(proof);
    return this.sessions.issue(userId, 'WALLET', sessionContext(req));
  }
}
