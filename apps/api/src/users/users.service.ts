import { Injectable } from '@nestjs/common';
import type { User } from '@p2p/db';
import { AppException } from '../common/app-exception.js';
import { PrismaService } from '../infra/prisma.service.js';

/** What anyone signed in may see of a trader. */
export interface PublicUserDto {
  id: string;
  nickname: string | null;
  creditScore: number;
  orderCount: number;
  completionRate: string;
  certified: boolean;
  fastTrader: boolean;
  regionId: string | null;
  online: boolean;
}

/** What a trader sees of their own account. */
export interface OwnUserDto extends PublicUserDto {
  email: string | null;
  numerical: number;
  chainType: string | null;
  usdtAddress: string | null;
  walletAddress: string | null;
  kycLevel: string;
  hasSecurityPassword: boolean;
  language: string;
  nicknameChangedAt: string | null;
  createdAt: string;
}

const USER_ID = /^[1-9]\d{0,18}$/;

function publicView(u: User): PublicUserDto {
  return {
    id: String(u.id),
    nickname: u.nickname,
    creditScore: u.creditScore,
    orderCount: u.orderCount,
    completionRate: u.completionRate.toFixed(4),
    certified: u.certified,
    fastTrader: u.fastTrader,
    regionId: u.regionId,
    online: u.online,
  };
}

function ownView(u: User): OwnUserDto {
  return {
    ...publicView(u),
    email: u.email,
    numerical: u.numerical,
    chainType: u.chainType,
    usdtAddress: u.usdtAddress,
    walletAddress: u.walletAddress,
    kycLevel: u.kycLevel,
    hasSecurityPassword: u.securityPasswordHash !== null,
    language: u.language,
    nicknameChangedAt: u.nicknameChangedAt?.toISOString() ?? null,
    createdAt: u.createdAt.toISOString(),
  };
}

@Injectable()
export class UsersService {
  constructor(private readonly prisma: PrismaService) {}

  /** The caller's own account in full; anyone else's public fields only. 1001 when there is none. */
  async info(callerId: bigint, rawUserId: string): Promise<OwnUserDto | PublicUserDto> {
    if (!USER_ID.test(rawUserId)) throw new AppException('USER_NOT_FOUND');
    const id = BigInt(rawUserId);
    if (id > 9223372036854775807n) throw new AppException('USER_NOT_FOUND');
    const user = await this.prisma.client.user.findUnique({ where: { id } });
    if (!user) throw new AppException('USER_NOT_FOUND');
    return id === callerId ? ownView(user) : publicView(user);
  }

  /** Whether an address belongs to an account, and whether that account has its identity wallet bound. */
  async isBind(email: string): Promise<{ registered: boolean; walletBound: boolean }> {
    const user = await this.prisma.client.user.findUnique({
      where: { email: email.trim().toLowerCase() },
      select: { walletAddress: true },
    });
    return { registered: user !== null, walletBound: Boolean(user?.walletAddress) };
  }

  async hasSecurityCode(userId: bigint): Promise<boolean> {
    const user = await this.prisma.client.user.findUniqueOrThrow({
      where: { id: userId },
      select: { securityPasswordHash: true },
    });
    return user.securityPasswordHash !== null;
  }

  /** Whether the caller has passed advanced identity verification (KYC) in the wallet. */
  async advancedVerified(userId: bigint): Promise<boolean> {
    const user = await this.prisma.client.user.findUniqueOrThrow({
      where: { id: userId },
      select: { kycLevel: true },
    });
    return user.kycLevel === 'ADVANCED';
  }
}
