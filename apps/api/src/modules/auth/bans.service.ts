import { Injectable } from '@nestjs/common';
import type { BanKind } from '@p2p/db';
import { AppException } from '../../core/common/app-exception.js';
import { AuthRepository } from './auth.repository.js';

const BAN_ERRORS = {
  LOGIN: 'LOGIN_BANNED',
  WITHDRAWAL: 'WITHDRAWAL_BANNED',
  C2C_BUY: 'C2C_BUY_BANNED',
  C2C_SELL: 'C2C_SELL_BANNED',
} as const;

/** Bans on login, withdrawal, C2C buying and C2C selling (RISK5001-5004). */
@Injectable()
export class BansService {
  constructor(private readonly repo: AuthRepository) {}

  isBanned(userId: bigint, kind: BanKind, now = new Date()): Promise<boolean> {
    return this.repo.isBanned(userId, kind, now);
  }

  /** Throws the kind's RISK code when the user is banned from it. */
  async assertNotBanned(userId: bigint, kind: BanKind): Promise<void> {
    if (await this.isBanned(userId, kind)) throw new AppException(BAN_ERRORS[kind]);
  }
}
