import { Injectable } from '@nestjs/common';
import { AppException } from '../../core/common/app-exception.js';
import { PrismaService } from '../../core/infra/prisma.service.js';
import { type OwnUserDto, ownView, type PublicUserDto, publicView } from './user-views.js';

const USER_ID = /^[1-9]\d{0,18}$/;

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
