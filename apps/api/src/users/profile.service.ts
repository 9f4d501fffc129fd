import { Injectable } from '@nestjs/common';
import { isValidAddress, normalizeAddress } from '@p2p/chain';
import type { UpdateInfoDto } from '@p2p/contracts';
import type { Prisma, User } from '@p2p/db';
import bcrypt from 'bcrypt';
import { SessionService } from '../auth/session.service.js';
import { SensitiveWordsService } from '../catalog/sensitive-words.service.js';
import { AppException } from '../common/app-exception.js';
import { EmailVerificationService } from '../email/email-verification.service.js';
import { PrismaService } from '../infra/prisma.service.js';
import { PasswordHasher } from '../auth/password-hasher.js';
import { type OwnUserDto, ownView } from './user-views.js';

export const NICKNAME_CHANGE_INTERVAL_MS = 7 * 24 * 3600 * 1000;

function isUniqueViolation(err: unknown): boolean {
  return (err as { code?: string }).code === 'P2002';
}

/**
 * `POST /user/updateInfo`: one group of fields per call (nickname, email, password, security password,
 * USDT receiving address, country or region), each with the rules of spec section 5.
 */
@Injectable()
export class ProfileService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly words: SensitiveWordsService,
    private readonly emailCodes: EmailVerificationService,
    private readonly sessions: SessionService,
    private readonly hasher: PasswordHasher,
  ) {}

  async update(userId: bigint, jti: string, dto: UpdateInfoDto, now = new Date()): Promise<OwnUserDto> {
    const user = await this.prisma.client.user.findUniqueOrThrow({ where: { id: userId } });
    const groups = [
      dto.nickname !== undefined,
      dto.email !== undefined,
      dto.newPassword !== undefined,
      dto.securityPassword !== undefined,
      dto.usdtAddress !== undefined,
      dto.regionId !== undefined,
    ].filter(Boolean).length;
    if (groups === 0) throw new AppException('EMPTY_PARAMETER');
    if (groups > 1) throw new AppException('BAD_REQUEST');

    let data: Prisma.UserUpdateInput;
    if (dto.nickname !== undefined) data = await this.nickname(user, dto.nickname.trim(), now);
    else if (dto.email !== undefined) data = await this.email(user, dto.email, dto.code ?? '');
    else if (dto.newPassword !== undefined) data = await this.password(user, dto, dto.newPassword);
    else if (dto.securityPassword !== undefined) data = await this.securityPassword(user, dto);
    else if (dto.usdtAddress !== undefined)
      data = await this.usdtAddress(user, dto.usdtAddress, dto.chainType);
    else data = await this.region(dto.regionId ?? '');

    let updated: User;
    try {
      updated = await this.prisma.client.user.update({ where: { id: userId }, data });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      if (dto.nickname !== undefined) throw new AppException('NICKNAME_EXISTS');
      if (dto.email !== undefined) throw new AppException('EMAIL_ALREADY_REGISTERED');
      throw new AppException('USDT_ADDRESS_ALREADY_BOUND');
    }
    if (dto.newPassword !== undefined) await this.sessions.revokeOthers(userId, jti);
    return ownView(updated);
  }

  private async nickname(user: User, nickname: string, now: Date): Promise<Prisma.UserUpdateInput> {
    if (nickname === user.nickname) return {};
    if (
      user.nicknameChangedAt &&
      now.getTime() - user.nicknameChangedAt.getTime() < NICKNAME_CHANGE_INTERVAL_MS
    ) {
      throw new AppException('NICKNAME_CHANGED_THIS_WEEK');
    }
    if (!(await this.words.isClean(nickname))) throw new AppException('SENSITIVE_WORDS');
    const taken = await this.prisma.client.user.findFirst({
      where: { nickname: { equals: nickname, mode: 'insensitive' }, id: { not: user.id } },
      select: { id: true },
    });
    if (taken) throw new AppException('NICKNAME_EXISTS');
    return { nickname, nicknameChangedAt: now };
  }

  private async email(user: User, rawEmail: string, code: string): Promise<Prisma.UserUpdateInput> {
    const email = rawEmail.trim().toLowerCase();
    if (email === user.email) throw new AppException('EMAIL_SAME_AS_CURRENT');
    if (await this.prisma.client.user.findUnique({ where: { email }, select: { id: true } })) {
      throw new AppException('EMAIL_ALREADY_REGISTERED');
    }
    await this.emailCodes.consumeCode(email, 'CHANGE_EMAIL', code);
    return { email };
  }

  /**
   * A change needs the current password (1034) and a different new one (1032). An account made with the
   * identity wallet has none yet: its first one is set with the code emailed to its bound address (scene
   * RESET_PASSWORD); 1002 while it has no email to log in with.
   */
  private async password(
    user: User,
    dto: UpdateInfoDto,
    newPassword: string,
  ): Promise<Prisma.UserUpdateInput> {
    if (user.passwordHash) {
      const oldPassword = dto.oldPassword ?? '';
      if (!(await bcrypt.compare(oldPassword, user.passwordHash)))
        throw new AppException('OLD_PASSWORD_WRONG');
      if (oldPassword === newPassword) throw new AppException('PASSWORD_SAME_AS_OLD');
    } else {
      if (!user.email) throw new AppException('EMAIL_NOT_REGISTERED');
      if (dto.code === undefined) throw new AppException('VERIFICATION_CODE_INVALID');
      await this.emailCodes.consumeCode(user.email, 'RESET_PASSWORD', dto.code);
    }
    if (user.securityPasswordHash && (await bcrypt.compare(newPassword, user.securityPasswordHash))) {
      throw new AppException('SECURITY_PASSWORD_SAME_AS_LOGIN');
    }
    return { passwordHash: await this.hasher.hash(newPassword) };
  }

  private async securityPassword(user: User, dto: UpdateInfoDto): Promise<Prisma.UserUpdateInput> {
    const next = dto.securityPassword as string;
    if (user.securityPasswordHash) {
      const old = dto.oldSecurityPassword ?? '';
      if (!(await bcrypt.compare(old, user.securityPasswordHash)))
        throw new AppException('TRADING_PASSWORD_WRONG');
    }
    if (user.passwordHash && (await bcrypt.compare(next, user.passwordHash))) {
      throw new AppException('SECURITY_PASSWORD_SAME_AS_LOGIN');
    }
    return { securityPasswordHash: await this.hasher.hash(next) };
  }

  private async usdtAddress(
    user: User,
    address: string,
    chainType: UpdateInfoDto['chainType'],
  ): Promise<Prisma.UserUpdateInput> {
    if (!chainType) throw new AppException('CHAIN_TYPE_REQUIRED');
    if (!isValidAddress(chainType, address)) throw new AppException('ADDRESS_TYPE_MISMATCH');
    const usdtAddress = normalizeAddress(chainType, address);
    const other = await this.prisma.client.user.findFirst({
      where: { chainType, usdtAddress, id: { not: user.id } },
      select: { id: true },
    });
    if (other) throw new AppException('USDT_ADDRESS_ALREADY_BOUND');
    return { usdtAddress, chainType };
  }

  private async region(regionId: string): Promise<Prisma.UserUpdateInput> {
    const code = regionId.toUpperCase();
    const country = await this.prisma.client.country.findFirst({
      where: { OR: [{ code }, { abb2: code }] },
      select: { code: true },
    });
    if (!country) throw new AppException('REGION_EMPTY');
    return { region: { connect: { code: country.code } } };
  }
}
