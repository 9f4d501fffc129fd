import type { OwnUserDto, PublicUserDto } from '@p2p/contracts';
import type { User } from '@p2p/db';

export type { OwnUserDto, PublicUserDto };

export function publicView(u: User): PublicUserDto {
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

export function ownView(u: User): OwnUserDto {
  return {
    ...publicView(u),
    email: u.email,
    numerical: u.numerical,
    chainType: u.chainType,
    usdtAddress: u.usdtAddress,
    walletAddress: u.walletAddress,
    kycLevel: u.kycLevel,
    hasPassword: u.passwordHash !== null,
    hasSecurityPassword: u.securityPasswordHash !== null,
    language: u.language,
    nicknameChangedAt: u.nicknameChangedAt?.toISOString() ?? null,
    createdAt: u.createdAt.toISOString(),
  };
}
