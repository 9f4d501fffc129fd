import { Injectable } from '@nestjs/common';
import type { ChainType, KycLevel, Prisma, User } from '@p2p/db';
import { completionRate } from '@p2p/domain';
import { type Db, SqlService, type Tx } from '../../core/infra/db/sql.service.js';
import { PrismaService } from '../../core/infra/prisma.service.js';
import type { UserViewSource } from './user-views.js';

/** The `users` row of `viewById` and `setPasswordHash`: what the user views read, id as a string. */
export type UserViewRow = UserViewSource & { id: string };

/** The column list of `UserViewRow` (numeric(5,4) prints with 4 decimals, as Decimal.toFixed(4)). */
export function viewColumns(db: Db) {
  return db`
    id::text as id, nickname, credit_score as "creditScore", order_count as "orderCount",
    completion_rate::text as "completionRate", certified, fast_trader as "fastTrader",
    region_id as "regionId", online, email, numerical, chain_type as "chainType",
    usdt_address as "usdtAddress", wallet_address as "walletAddress", kyc_level as "kycLevel",
    password_hash is not null as "hasPassword",
    security_password_hash is not null as "hasSecurityPassword", language,
    nickname_changed_at as "nicknameChangedAt", created_at as "createdAt"`;
}

/** What a verified identity wallet writes on its account. */
export interface WalletKyc {
  walletIdentity: string;
  kycLevel: KycLevel;
  kycVerifiedAt: Date;
}

/** An email change that the old address may undo. */
export interface EmailUndoRow {
  userId: bigint;
  oldEmail: string | null;
  newEmail: string;
}

export type NicknameSave = User | 'TAKEN' | 'TOO_SOON';

/** What the trading guard checks of an account. */
export type TradingReadiness = Pick<User, 'walletAddress' | 'kycLevel' | 'nickname' | 'securityPasswordHash'>;

/** What posting an ad needs of the account beyond the advertiser view: the trading setup and the ad limits. */
export interface AdAccountRow {
  walletAddress: string | null;
  kycLevel: KycLevel;
  hasSecurityPassword: boolean;
  chainType: ChainType | null;
  usdtAddress: string | null;
  buyAdLimit: number;
  sellAdLimit: number;
}

/**
 * The `users` table: only this file reads or writes it. Simple reads and writes go through Prisma; the
 * hot read (`viewById`) and the writes that take part in a transaction of several tables (a runner's
 * `tx`) are explicit SQL on postgres.js. Prisma sets `updated_at` itself; the SQL writes set it too.
 */
/** What placing an order checks of the taker (users columns). */
export interface OrderLimitsRow {
  pendingOrderLimit: number;
  initiatedBuyLimit: number;
  initiatedSellLimit: number;
  creditScore: number;
  completedOrderCount: number;
  createdAt: Date;
  usdtAddress: string | null;
  chainType: 'ERC20' | 'TRC20' | null;
  walletAddress: string | null;
}

/** What placing an order reads of the taker before its transaction: readiness, limits, addresses. */
export interface OrderTakerRow extends OrderLimitsRow {
  kycLevel: KycLevel;
  nickname: string | null;
  /** A security password is set (the hash itself is not read). */
  hasSecurityPassword: boolean;
}

/**
 * A trader's order statistics over finished orders (issue 22): `counted`, the orders that completed or
 * failed through the trader; `completed`, those of them that completed.
 */
export interface OrderStats {
  counted: number;
  completed: number;
  avgConfirmSeconds: number | null;
}

@Injectable()
export class UsersRepository {
  constructor(
    private readonly prisma: PrismaService,
    private readonly db: SqlService,
  ) {}

  private get users() {
    return this.prisma.client.user;
  }

  /** `GET /user/info/{id}`: one statement on postgres.js. */
  async viewById(id: bigint): Promise<UserViewRow | null> {
    const sql = this.db.sql;
    const [row] = await sql<UserViewRow[]>`select ${viewColumns(sql)} from users where id = ${String(id)}`;
    return row ?? null;
  }

  findById(id: bigint): Promise<User | null> {
    return this.users.findUnique({ where: { id } });
  }

  /** The account, which must exist (the caller holds its session). */
  getById(id: bigint): Promise<User> {
    return this.users.findUniqueOrThrow({ where: { id } });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findUnique({ where: { email } });
  }

  async emailTaken(email: string): Promise<boolean> {
    return (await this.users.findUnique({ where: { email }, select: { id: true } })) !== null;
  }

  findByWallet(walletAddress: string): Promise<User | null> {
    return this.users.findUnique({ where: { walletAddress } });
  }

  async walletTaken(walletAddress: string): Promise<boolean> {
    return (await this.users.findUnique({ where: { walletAddress }, select: { id: true } })) !== null;
  }

  async identityTaken(walletIdentity: string): Promise<boolean> {
    return (await this.users.findUnique({ where: { walletIdentity }, select: { id: true } })) !== null;
  }

  /** Whether an account other than `userId` has this wallet address or this identity. */
  async walletOrIdentityTakenByOther(userId: bigint, address: string, identity: string): Promise<boolean> {
    const other = await this.users.findFirst({
      where: { id: { not: userId }, OR: [{ walletAddress: address }, { walletIdentity: identity }] },
      select: { id: true },
    });
    return other !== null;
  }

  /** Whether an account other than `userId` receives USDT at this address. */
  async usdtAddressTakenByOther(userId: bigint, chainType: ChainType, usdtAddress: string): Promise<boolean> {
    const other = await this.users.findFirst({
      where: { chainType, usdtAddress, id: { not: userId } },
      select: { id: true },
    });
    return other !== null;
  }

  /** The fields the trading guard checks (wallet, KYC, nickname, security password). */
  tradingReadiness(id: bigint): Promise<TradingReadiness> {
    return this.users.findUniqueOrThrow({
      where: { id },
      select: { walletAddress: true, kycLevel: true, nickname: true, securityPasswordHash: true },
    });
  }

  /**
   * The account whose bound address this is on `chain`: its identity wallet (EVM) or its USDT receiving
   * address for that chain. Addresses compare case-insensitively (EVM checksums vary in case).
   */
  async idByBoundAddress(chain: ChainType, address: string, sql: Db = this.db.sql): Promise<bigint | null> {
    const wallet = chain === 'ERC20' ? sql`or lower(wallet_address) = lower(${address})` : sql``;
    const [row] = await sql<{ id: string }[]>`
      select id::text as id from users
      where (chain_type = ${chain} and lower(usdt_address) = lower(${address})) ${wallet}
      order by id limit 1`;
    return row ? BigInt(row.id) : null;
  }

  /** Where a payout to the user goes on `chain` (see UserAccountsService.withdrawAddress). */
  payoutAddresses(id: bigint): Promise<Pick<User, 'walletAddress' | 'usdtAddress' | 'chainType'> | null> {
    return this.users.findUnique({
      where: { id },
      select: { walletAddress: true, usdtAddress: true, chainType: true },
    });
  }

  securityPasswordHash(id: bigint): Promise<Pick<User, 'securityPasswordHash'>> {
    return this.users.findUniqueOrThrow({ where: { id }, select: { securityPasswordHash: true } });
  }

  kycLevel(id: bigint): Promise<Pick<User, 'kycLevel'>> {
    return this.users.findUniqueOrThrow({ where: { id }, select: { kycLevel: true } });
  }

  /** Binds a wallet and its KYC to an account; a unique violation (P2002) reaches the caller. */
  async bindWallet(id: bigint, walletAddress: string, kyc: WalletKyc): Promise<void> {
    await this.users.update({ where: { id }, data: { walletAddress, ...kyc } });
  }

  async refreshKyc(id: bigint, kyc: WalletKyc): Promise<void> {
    await this.users.update({ where: { id }, data: kyc });
  }

  /** One group of profile fields; a unique violation (P2002) reaches the caller. */
  update(id: bigint, data: Prisma.UserUpdateInput): Promise<User> {
    return this.users.update({ where: { id }, data });
  }

  /**
   * Saves a nickname under a lock on its lower-cased form, in one transaction: 'TAKEN' when another
   * account has it in any case, 'TOO_SOON' when the account changed its own after `weekAgo`.
   */
  saveNickname(id: bigint, nickname: string, now: Date, weekAgo: Date): Promise<NicknameSave> {
    return this.prisma.client.$transaction(async (tx): Promise<NicknameSave> => {
      await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtext(${nickname.toLowerCase()}))::text`;
      const taken = await tx.user.findFirst({
        where: { nickname: { equals: nickname, mode: 'insensitive' }, id: { not: id } },
        select: { id: true },
      });
      if (taken) return 'TAKEN';
      const saved = await tx.user.updateMany({
        where: { id, OR: [{ nicknameChangedAt: null }, { nicknameChangedAt: { lte: weekAgo } }] },
        data: { nickname, nicknameChangedAt: now },
      });
      if (saved.count !== 1) return 'TOO_SOON';
      return tx.user.findUniqueOrThrow({ where: { id } });
    });
  }

  /** Sets the login password's hash at `at`; answers the account as the views read it. */
  async setPasswordHash(tx: Db, id: bigint, passwordHash: string, at: Date): Promise<UserViewRow> {
    const [row] = await tx<UserViewRow[]>`
      update users set password_hash = ${passwordHash}, updated_at = ${at}
      where id = ${String(id)}
      returning ${viewColumns(tx)}`;
    if (!row) throw new Error(`user ${id} not found`);
    return row;
  }

  /** Sets the email at `at`; answers the account as the views read it. A 23505 reaches the caller. */
  async setEmail(tx: Db, id: bigint, email: string, at: Date): Promise<UserViewRow> {
    const [row] = await tx<UserViewRow[]>`
      update users set email = ${email}, updated_at = ${at}
      where id = ${String(id)}
      returning ${viewColumns(tx)}`;
    if (!row) throw new Error(`user ${id} not found`);
    return row;
  }

  /** Stores the undo of an email change (the token's SHA-256 only), in the change's transaction. */
  async insertEmailUndo(tx: Db, undo: EmailUndoRow & { tokenHash: string; expiresAt: Date }): Promise<void> {
    await tx`
      insert into email_change_undos (user_id, token_hash, old_email, new_email, expires_at)
      values (${String(undo.userId)}, ${undo.tokenHash}, ${undo.oldEmail}, ${undo.newEmail}, ${undo.expiresAt})`;
  }

  /**
   * Uses up the undo of this token hash if it is unused and not expired, and cancels the account's other
   * pending undos (a later change must not be undone back over this one); null when there is none.
   */
  async takeEmailUndo(tx: Db, tokenHash: string, now: Date): Promise<EmailUndoRow | null> {
    const [row] = await tx<{ userId: string; oldEmail: string | null; newEmail: string }[]>`
      update email_change_undos set used_at = ${now}
      where token_hash = ${tokenHash} and used_at is null and expires_at > ${now}
      returning user_id::text as "userId", old_email as "oldEmail", new_email as "newEmail"`;
    if (!row) return null;
    await tx`
      update email_change_undos set used_at = ${now}
      where user_id = ${row.userId} and used_at is null`;
    return { userId: BigInt(row.userId), oldEmail: row.oldEmail, newEmail: row.newEmail };
  }

  /** Sets the security password's hash at `at`; answers the account as the views read it. */
  async setSecurityPasswordHash(tx: Db, id: bigint, hash: string, at: Date): Promise<UserViewRow> {
    const [row] = await tx<UserViewRow[]>`
      update users set security_password_hash = ${hash}, updated_at = ${at}
      where id = ${String(id)}
      returning ${viewColumns(tx)}`;
    if (!row) throw new Error(`user ${id} not found`);
    return row;
  }

  /** The advertiser's own online state (`users.online`); null when there is no such account. */
  async online(id: bigint): Promise<boolean | null> {
    const [row] = await this.db.sql<{ online: boolean }[]>`select online from users where id = ${String(id)}`;
    return row ? row.online : null;
  }

  /**
   * Sets the advertiser's online state, as their own choice (issue 22: recorded, so that posting an ad no
   * longer turns it on); answers it (null when there is no such account).
   */
  async setOnline(id: bigint, online: boolean): Promise<boolean | null> {
    const [row] = await this.db.sql<{ online: boolean }[]>`
      update users set online = ${online}, online_chosen = true, updated_at = now()
      where id = ${String(id)} returning online`;
    return row ? row.online : null;
  }

  /** Turns the advertiser online unless they ever chose their state themselves (issue 22), in `tx`. */
  async goOnlineUnlessChosen(tx: Db, id: bigint): Promise<void> {
    await tx`
      update users set online = true, updated_at = now()
      where id = ${String(id)} and not online and not online_chosen`;
  }

  /** What posting an ad reads of the account, in the caller's transaction (`db`). */
  async adAccount(db: Db, id: bigint): Promise<AdAccountRow | null> {
    const [row] = await db<AdAccountRow[]>`
      select wallet_address as "walletAddress", kyc_level as "kycLevel",
        security_password_hash is not null as "hasSecurityPassword", chain_type as "chainType",
        usdt_address as "usdtAddress", buy_ad_limit as "buyAdLimit", sell_ad_limit as "sellAdLimit"
      from users where id = ${String(id)}`;
    return row ?? null;
  }

  /** The limits an order placement checks (pending orders, initiated buying and selling). */
  async orderLimits(db: Db, id: bigint): Promise<OrderLimitsRow | null> {
    const [row] = await db<OrderLimitsRow[]>`
      select pending_order_limit as "pendingOrderLimit", initiated_buy_limit as "initiatedBuyLimit",
        initiated_sell_limit as "initiatedSellLimit", credit_score as "creditScore",
        completed_order_count as "completedOrderCount", created_at as "createdAt",
        usdt_address as "usdtAddress", chain_type as "chainType", wallet_address as "walletAddress"
      from users where id = ${String(id)}`;
    return row ?? null;
  }

  /** The taker of an order: readiness, limits and addresses in one statement (see OrderTakerRow). */
  async orderTaker(id: bigint): Promise<OrderTakerRow | null> {
    const [row] = await this.db.sql<OrderTakerRow[]>`
      select pending_order_limit as "pendingOrderLimit", initiated_buy_limit as "initiatedBuyLimit",
        initiated_sell_limit as "initiatedSellLimit", credit_score as "creditScore",
        completed_order_count as "completedOrderCount", created_at as "createdAt",
        usdt_address as "usdtAddress", chain_type as "chainType", wallet_address as "walletAddress",
        kyc_level as "kycLevel", nickname,
        coalesce(security_password_hash, '') <> '' as "hasSecurityPassword"
      from users where id = ${String(id)}`;
    return row ?? null;
  }

  /** Where a payout to the user goes, read in `db` (a runner transaction): see payoutAddresses. */
  async payoutAddressesIn(
    db: Db,
    id: bigint,
  ): Promise<Pick<OrderLimitsRow, 'walletAddress' | 'usdtAddress' | 'chainType'> | null> {
    const [row] = await db<Pick<OrderLimitsRow, 'walletAddress' | 'usdtAddress' | 'chainType'>[]>`
      select wallet_address as "walletAddress", usdt_address as "usdtAddress", chain_type as "chainType"
      from users where id = ${String(id)}`;
    return row ?? null;
  }

  /** Adds `delta` to the credit score (never below 0); the score after it, null for no such user. */
  async changeCredit(tx: Db, id: bigint, delta: number): Promise<number | null> {
    const [row] = await tx<{ score: number }[]>`
      update users set credit_score = greatest(0, credit_score + ${delta}), updated_at = now()
      where id = ${String(id)} returning credit_score as score`;
    return row?.score ?? null;
  }

  /**
   * Locks the traders' rows until commit (in id order, so that two transactions lock them alike) before
   * their order statistics are read: a second transaction finishing an order of the same trader waits
   * here, and its next statement then sees the first one's order finished (issue 20, defect 7).
   */
  async lockForStats(tx: Tx, ids: readonly bigint[]): Promise<void> {
    await tx`
      select id from users where id = any(${ids.map(String)}::bigint[]) order by id for no key update`;
  }

  /**
   * Stores a trader's order statistics (the fast-trader badge: average confirmation under 30 minutes),
   * read after `lockForStats` in the same transaction.
   */
  async setOrderStats(tx: Db, id: bigint, s: OrderStats): Promise<void> {
    await tx`
      update users set order_count = ${s.counted}, completed_order_count = ${s.completed},
        completion_rate = ${completionRate(s.completed, s.counted)}::numeric, avg_confirm_seconds = ${s.avgConfirmSeconds},
        fast_trader = ${s.avgConfirmSeconds !== null && s.avgConfirmSeconds < 1800}, updated_at = now()
      where id = ${String(id)}`;
  }

  async markLoggedIn(tx: Db, id: bigint, at: Date): Promise<void> {
    await tx`update users set last_login_at = ${at}, updated_at = ${at} where id = ${String(id)}`;
  }
}
