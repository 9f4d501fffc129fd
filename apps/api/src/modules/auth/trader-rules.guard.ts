import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { BanKind } from '@p2p/db';
import { AppException } from '../../core/common/app-exception.js';
import { UserAccountsService } from '../users/user-accounts.service.js';
import { BansService } from './bans.service.js';
import { UserAuthGuard } from './user.guards.js';
import type { UserPrincipal } from './user-jwt.strategy.js';

export type TradeSide = 'C2C_BUY' | 'C2C_SELL';

interface TraderRule {
  /** The ban that closes the route (RISK5002-5004). */
  ban: Exclude<BanKind, 'LOGIN'>;
  /** Buying or selling: the trader must also be ready to trade. */
  trading: boolean;
}

const TRADER_RULE = 'p2p:trader-rule';

/**
 * The rules of a trader route beyond the session: not banned from its activity (withdrawal 5002, C2C
 * buying 5003, selling 5004) and, to buy or sell (spec §6), an identity wallet bound (1015) with advanced
 * KYC (4001), a nickname (1026) and a security password (1027). Checked in that order, so the answer
 * names the first thing to fix. Runs after the session guard, so `req.user` is there.
 */
@Injectable()
export class TraderRulesGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly bans: BansService,
    private readonly accounts: UserAccountsService,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.getAllAndOverride<TraderRule | undefined>(TRADER_RULE, [
      ctx.getHandler(),
      ctx.getClass(),
    ]);
    if (!rule) return true;
    const { user } = ctx.switchToHttp().getRequest<{ user: UserPrincipal }>();
    await this.bans.assertNotBanned(user.userId, rule.ban);
    if (rule.trading) await this.assertReadyToTrade(user.userId);
    return true;
  }

  private async assertReadyToTrade(userId: bigint): Promise<void> {
    const account = await this.accounts.tradingReadiness(userId);
    if (!account.walletAddress) throw new AppException('IDENTITY_WALLET_NOT_BOUND');
    if (account.kycLevel !== 'ADVANCED') throw new AppException('ADVANCED_KYC_REQUIRED');
    if (!account.nickname) throw new AppException('NICKNAME_NOT_SET');
    if (!account.securityPasswordHash) throw new AppException('SECURITY_PASSWORD_NOT_SET');
  }
}

function traderRoute(rule: TraderRule) {
  return applyDecorators(SetMetadata(TRADER_RULE, rule), UseGuards(UserAuthGuard, TraderRulesGuard));
}

/** A trader route closed to those banned from `ban` (session required; RISK500x otherwise). */
export function NotBannedFrom(ban: Exclude<BanKind, 'LOGIN'>) {
  return traderRoute({ ban, trading: false });
}

/** A route that buys or sells: a session and a trader ready for that side (see TraderRulesGuard). */
export function TradingAccount(side: TradeSide) {
  return traderRoute({ ban: side, trading: true });
}
