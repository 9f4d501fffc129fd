import type { User } from '@p2p/db';

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
  /** False for an account made with the identity wallet until it sets a login password. */
  hasPassword: boolean;
  hasSecurityPassword: boolean;
  language: string;
  nicknameChangedAt: string | null;
  createdAt: string;
}

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
