import type { OwnUserDto, PublicUserDto } from '@p2p/contracts';
import type { User } from '@p2p/db';

/**
 * What the views read of an account: a Prisma row through `viewSource`, or the postgres.js row of
 * `UsersRepository.viewById` (id as a string, completion rate as the column's text with 4 decimals).
 */
export interface UserViewSource extends Omit<PublicUserDto, 'id'> {
  id: bigint | string;
  email: string | null;
  numerical: number;
  chainType: User['chainType'];
  usdtAddress: string | null;
  walletAddress: string | null;
  kycLevel: User['kycLevel'];
  hasPassword: boolean;
  hasSecurityPassword: boolean;
  language: User['language'];
  nicknameChangedAt: Date | null;
  createdAt: Date;
}

/** A Prisma row as the views read it. */
export function viewSource(u: User): UserViewSource {
  return {
    id: u.id,
    nickname: u.nickname,
    creditScore: u.creditScore,
    orderCount: u.orderCount,
    completionRate: u.completionRate.toFixed(4),
    certified: u.certified,
    fastTrader: u.fastTrader,
    regionId: u.regionId,
    online: u.online,
    email: u.email,
    numerical: u.numerical,
    chainType: u.chainType,
    usdtAddress: u.usdtAddress,
    walletAddress: u.walletAddress,
    kycLevel: u.kycLevel,
    hasPassword: u.passwordHash !== null,
    hasSecurityPassword: u.securityPasswordHash !== null,
    language: u.language,
    nicknameChangedAt: u.nicknameChangedAt,
    createdAt: u.createdAt,
  };
}

export function publicView(u: UserViewSource): PublicUserDto {
  return {
    id: String(u.id),
    nickname: u.nickname,
    creditScore: u.creditScore,
    orderCount: u.orderCount,
    completionRate: u.completionRate,
    certified: u.certified,
    fastTrader: u.fastTrader,
    regionId: u.regionId,
    online: u.online,
  };
}

export function ownView(u: UserViewSource): OwnUserDto {
  return {
    ...publicView(u),
    email: u.email,
    numerical: u.numerical,
    chainType: u.chainType,
    usdtAddress: u.usdtAddress,
    walletAddress: u.walletAddress,
    kycLevel: u.kycLevel,
    hasPassword: u.hasPassword,
    hasSecurityPassword: u.hasSecurityPassword,
    language: u.language,
    nicknameChangedAt: u.nicknameChangedAt?.toISOString() ?? null,
    createdAt: u.createdAt.toISOString(),
  };
}
