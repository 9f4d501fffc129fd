import { Injectable } from '@nestjs/common';
import type { UserLimitsDto } from '@p2p/contracts';
import type { User } from '@p2p/db';
import type { Db } from '../../core/infra/db/sql.service.js';
import { PrismaService } from '../../core/infra/prisma.service.js';
import type { WalletKyc } from './users.repository.js';

/**
 * New accounts (`users` rows, the users module's table), by the identity wallet or by email and password,
 * each with the limits in force for new accounts (issue 25: the console's defaults).
 */
@Injectable()
export class UsersSignupRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Creates an account for a verified wallet with its limits; a unique violation (P2002) reaches the caller. */
  createWalletAccount(walletAddress: string, kyc: WalletKyc, limits: UserLimitsDto): Promise<User> {
    return this.prisma.client.user.create({ data: { walletAddress, ...kyc, ...limits } });
  }

  /** A new account with a login password and its limits at `at`, in `tx`; a 23505 reaches the caller. */
  async insertWithPassword(
    tx: Db,
    account: { email: string; passwordHash: string; limits: UserLimitsDto },
    at: Date,
  ): Promise<bigint> {
    const { email, passwordHash, limits: l } = account;
    const [row] = await tx<{ id: string }[]>`
      insert into users (email, password_hash, updated_at, buy_ad_limit, sell_ad_limit, initiated_buy_limit,
        initiated_sell_limit, pending_order_limit)
      values (${email}, ${passwordHash}, ${at}, ${l.buyAdLimit}, ${l.sellAdLimit}, ${l.initiatedBuyLimit},
        ${l.initiatedSellLimit}, ${l.pendingOrderLimit})
      returning id::text as id`;
    if (!row) throw new Error('insert into users answered no row');
    return BigInt(row.id);
  }
}
