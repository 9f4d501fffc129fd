import { Injectable } from '@nestjs/common';
import type { OwnUserDto, PublicUserDto } from '@p2p/contracts';
import { AppException } from '../../core/common/app-exception.js';
import type { Db } from '../../core/infra/db/sql.service.js';
import { ownView, publicView } from './user-views.js';
import { type AdAccountRow, UsersRepository } from './users.repository.js';

export type { AdAccountRow };

const USER_ID = /^[1-9]\d{0,18}$/;

@Injectable()
export class UsersService {
  constructor(private readonly users: UsersRepository) {}

  /** The caller's own account in full; anyone else's public fields only. 1001 when there is none. */
  async info(callerId: bigint, rawUserId: string): Promise<OwnUserDto | PublicUserDto> {
    if (!USER_ID.test(rawUserId)) throw new AppException('USER_NOT_FOUND');
    const id = BigInt(rawUserId);
    if (id > 9223372036854775807n) throw new AppException('USER_NOT_FOUND');
    const user = await this.users.viewById(id);
    if (!user) throw new AppException('USER_NOT_FOUND');
    return id === callerId ? ownView(user) : publicView(user);
  }

  /** Whether an address belongs to an account, and whether that account has its identity wallet bound. */
  async isBind(email: string): Promise<{ registered: boolean; walletBound: boolean }> {
    const user = await this.users.findByEmail(email.trim().toLowerCase());
    return { registered: user !== null, walletBound: Boolean(user?.walletAddress) };
  }

  async hasSecurityCode(userId: bigint): Promise<boolean> {
    const user = await this.users.securityPasswordHash(userId);
    return user.securityPasswordHash !== null;
  }

  /** The advertiser's own online state (`GET /c2c/advert/online`). */
  async online(userId: bigint): Promise<boolean> {
    const online = await this.users.online(userId);
    if (online === null) throw new AppException('USER_NOT_FOUND');
    return online;
  }

  /** Sets the advertiser's own online state (`POST /c2c/advert/online`): offline hides their ads. */
  async setOnline(userId: bigint, online: boolean): Promise<boolean> {
    const saved = await this.users.setOnline(userId, online);
    if (saved === null) throw new AppException('USER_NOT_FOUND');
    return saved;
  }

  /**
   * A trader who posts an ad is online (accepting orders) unless they chose otherwise (issue 22: new
   * advertisers were hidden from the market): the posting transaction `tx` turns it on if they never chose.
   */
  goOnlineForAd(tx: Db, userId: bigint): Promise<void> {
    return this.users.goOnlineUnlessChosen(tx, userId);
  }

  /** The trading setup and ad limits of an account, in the caller's transaction (ads). */
  async adAccount(db: Db, userId: bigint): Promise<AdAccountRow> {
    const account = await this.users.adAccount(db, userId);
    if (!account) throw new AppException('USER_NOT_FOUND');
    return account;
  }

  /** Whether the caller has passed advanced identity verification (KYC) in the wallet. */
  async advancedVerified(userId: bigint): Promise<boolean> {
    const user = await this.users.kycLevel(userId);
    return user.kycLevel === 'ADVANCED';
  }
}
