import { Injectable } from '@nestjs/common';
import type { User } from '@p2p/db';
import { Clock } from '@p2p/domain';
import { AuditService } from '../../core/audit/audit.service.js';
import { AppException } from '../../core/common/app-exception.js';
import { RedisService } from '../../core/infra/redis.service.js';
import { checkSecretCounted } from './secret-check.js';
import { UserLimitsService } from './user-limits.service.js';
import type { Db, Tx } from '../../core/infra/db/sql.service.js';
import {
  type OrderLimitsRow,
  type OrderStats,
  type OrderTakerRow,
  type TradingReadiness,
  UsersRepository,
  type WalletKyc,
} from './users.repository.js';
import { type TradeRegionRow, UsersRegionRepository } from './users-region.repository.js';
import { UsersSignupRepository } from './users-signup.repository.js';

export type { TradeRegionRow };
export type { OrderLimitsRow, OrderStats, OrderTakerRow, TradingReadiness, WalletKyc };

type PayoutAddresses = Pick<OrderLimitsRow, 'walletAddress' | 'usdtAddress' | 'chainType'>;

/**
 * Where escrow pays a user on `chain`: the USDT receiving address when it is on that chain, else on the
 * EVM chain the identity wallet; null when nothing is bound there (or no user).
 */
export function payoutAddressOf(user: PayoutAddresses | null, chain: 'ERC20' | 'TRC20'): string | null {
  if (!user) return null;
  if (user.usdtAddress && user.chainType === chain) return user.usdtAddress;
  return chain === 'ERC20' ? user.walletAddress : null;
}

/**
 * The accounts (`users` table) as other modules see them: sign-in, registration, wallet binding and the
 * trading guard call these, never the table. Methods taking a `tx` join the caller's runner transaction.
 */
@Injectable()
export class UserAccountsService {
  constructor(
    private readonly users: UsersRepository,
    private readonly signup: UsersSignupRepository,
    private readonly regions: UsersRegionRepository,
    private readonly audit: AuditService,
    private readonly redis: RedisService,
    private readonly limits: UserLimitsService,
    private readonly clock: Clock,
  ) {}

  /** The trader's region (chosen in the personal center) and certification (issue 24); 1001 if none. */
  async tradeRegion(userId: bigint): Promise<TradeRegionRow> {
    const row = await this.regions.tradeRegion(userId);
    if (!row) throw new AppException('USER_NOT_FOUND');
    return row;
  }

  /**
   * The same in the caller's transaction, the region held until it commits: a region change waits for a
   * fiat ad or order being placed, then sees it open and is refused (issue 24).
   */
  async holdRegion(tx: Db, userId: bigint): Promise<TradeRegionRow> {
    const row = await this.regions.holdRegion(tx, userId);
    if (!row) throw new AppException('USER_NOT_FOUND');
    return row;
  }

  /**
   * The security password a money action asks for: 1027 when none is set, USER3011 when wrong; every
   * check is counted against the limit of the caller's session (`sessionId`, the token's jti) and the
   * user's wider one (429 past either), a right one clears the counts.
   */
  async verifySecurityPassword(
    userId: bigint,
    given: string,
    sessionId: string | null = null,
  ): Promise<void> {
    const { securityPasswordHash } = await this.users.securityPasswordHash(userId);
    if (!securityPasswordHash) throw new AppException('SECURITY_PASSWORD_NOT_SET');
    if (!(await checkSecretCounted(this.redis.client, userId, given, securityPasswordHash, sessionId))) {
      throw new AppException('TRADING_PASSWORD_WRONG');
    }
  }

  /** The account that bound `address` on `chain` (identity wallet or USDT address), if any. */
  userIdByBoundAddress(chain: 'ERC20' | 'TRC20', address: string, db?: Db): Promise<bigint | null> {
    return this.users.idByBoundAddress(chain, address, db);
  }

  /**
   * Where escrow pays the user on `chain`: the USDT receiving address when it is on that chain, else on
   * the EVM chain the identity wallet; null when nothing is bound there.
   */
  async withdrawAddress(userId: bigint, chain: 'ERC20' | 'TRC20'): Promise<string | null> {
    return payoutAddressOf(await this.users.payoutAddresses(userId), chain);
  }

  /** `withdrawAddress`, read in `db` (the caller's runner transaction). */
  async withdrawAddressIn(db: Db, userId: bigint, chain: 'ERC20' | 'TRC20'): Promise<string | null> {
    return payoutAddressOf(await this.users.payoutAddressesIn(db, userId), chain);
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findByEmail(email);
  }

  isEmailRegistered(email: string): Promise<boolean> {
    return this.users.emailTaken(email);
  }

  getById(id: bigint): Promise<User> {
    return this.users.getById(id);
  }

  findByWallet(walletAddress: string): Promise<User | null> {
    return this.users.findByWallet(walletAddress);
  }

  isWalletRegistered(walletAddress: string): Promise<boolean> {
    return this.users.walletTaken(walletAddress);
  }

  isIdentityRegistered(walletIdentity: string): Promise<boolean> {
    return this.users.identityTaken(walletIdentity);
  }

  isWalletOrIdentityTakenByOther(userId: bigint, address: string, identity: string): Promise<boolean> {
    return this.users.walletOrIdentityTakenByOther(userId, address, identity);
  }

  /**
   * A new account for a verified wallet, with the limit defaults in force (issue 25); a unique violation
   * (Prisma P2002) reaches the caller.
   */
  async createWalletAccount(walletAddress: string, kyc: WalletKyc): Promise<bigint> {
    const limits = await this.limits.forNewAccount();
    return (await this.signup.createWalletAccount(walletAddress, kyc, limits)).id;
  }

  /**
   * Binds a wallet and audits it (WALLET_BIND); a unique violation (Prisma P2002) reaches the caller. The
   * call comes from the wallet's QR callback, so the audit row has no trader address. The bind is one
   * Prisma statement (its P2002 is what the callers map), the audit row follows it.
   */
  async bindWallet(userId: bigint, walletAddress: string, kyc: WalletKyc): Promise<void> {
    await this.users.bindWallet(userId, walletAddress, kyc);
    await this.audit.record({
      userId,
      action: 'WALLET_BIND',
      target: `user:${userId}`,
      data: { walletAddress, kycLevel: kyc.kycLevel },
    });
  }

  refreshKyc(userId: bigint, kyc: WalletKyc): Promise<void> {
    return this.users.refreshKyc(userId, kyc);
  }

  tradingReadiness(userId: bigint): Promise<TradingReadiness> {
    return this.users.tradingReadiness(userId);
  }

  /** A new account with a login password and the limit defaults in force, in `tx`; a 23505 reaches the caller. */
  async createWithPassword(tx: Db, email: string, passwordHash: string): Promise<bigint> {
    const limits = await this.limits.forNewAccount(tx);
    return this.signup.insertWithPassword(tx, { email, passwordHash, limits }, this.clock.now());
  }

  async setPasswordHash(tx: Db, userId: bigint, passwordHash: string): Promise<void> {
    await this.users.setPasswordHash(tx, userId, passwordHash, this.clock.now());
  }

  /** The taker's limits and counterparty facts an order placement checks; 1002-like USER_NOT_FOUND if none. */
  async orderLimits(db: Db, userId: bigint): Promise<OrderLimitsRow> {
    const row = await this.users.orderLimits(db, userId);
    if (!row) throw new AppException('USER_NOT_FOUND');
    return row;
  }

  /**
   * What placing an order checks of its taker, read before its transaction in one statement: the
   * trading readiness, the limits and counterparty facts, the addresses; USER_NOT_FOUND if none.
   */
  async orderTaker(userId: bigint): Promise<OrderTakerRow> {
    const row = await this.users.orderTaker(userId);
    if (!row) throw new AppException('USER_NOT_FOUND');
    return row;
  }

  /** Adds `delta` to the user's credit score (never below 0), in the caller's transaction; the new score. */
  async changeCredit(tx: Db, userId: bigint, delta: number): Promise<number> {
    const score = await this.users.changeCredit(tx, userId, delta);
    if (score === null) throw new AppException('USER_NOT_FOUND');
    return score;
  }

  /** Locks the traders' rows until commit, before their order statistics are read (`setOrderStats`). */
  lockForStats(tx: Tx, userIds: readonly bigint[]): Promise<void> {
    return this.users.lockForStats(tx, userIds);
  }

  /** Keeps the order count, completion rate, average confirmation and fast-trader badge up to date. */
  setOrderStats(tx: Db, userId: bigint, stats: OrderStats): Promise<void> {
    return this.users.setOrderStats(tx, userId, stats);
  }

  markLoggedIn(tx: Db, userId: bigint, at: Date): Promise<void> {
    return this.users.markLoggedIn(tx, userId, at);
  }
}
