import { Inject, Injectable } from '@nestjs/common';
import type { DepositDto } from '@p2p/contracts';
import { Clock, compareDecimal, normalizeDecimal, subDecimal } from '@p2p/domain';
import { AppException } from '../../core/common/app-exception.js';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import type { Db, Tx } from '../../core/infra/db/sql.service.js';
import type { IntentRow } from '../escrow/deposits.repository.js';
import { EscrowService } from '../escrow/escrow.service.js';
import { UserAccountsService } from '../users/user-accounts.service.js';
import { depositRefs, heldOf } from './merchant-views.js';
import { type ApplicationRow, MerchantsRepository } from './merchants.repository.js';

/** The guarantee's escrow deposits are of this purpose; their refIds are `<application id>:<n>`. */
export const GUARANTEE_PURPOSE = 'MERCHANT' as const;

/** The least of two decimal strings. */
const least = (a: string, b: string): string => (compareDecimal(a, b) <= 0 ? a : b);

/**
 * A merchant's guarantee in escrow (issue 24), through the escrow's own deposit and payout machinery as an
 * ad's deposit uses it: deposit intents of purpose MERCHANT credited by the watcher, RETURN payouts back
 * to the merchant, RELEASE payouts of a compensation to a counterparty, each drawing on what an intent
 * holds. Every call joins the caller's transaction, the application's row locked by the caller.
 */
@Injectable()
export class MerchantGuarantee {
  constructor(
    private readonly escrow: EscrowService,
    private readonly accounts: UserAccountsService,
    private readonly repo: MerchantsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** The application's deposits, oldest first (`lock`: their rows locked in `db`, a transaction). */
  deposits(db: Db, a: ApplicationRow, lock = false): Promise<IntentRow[]> {
    return this.escrow.depositsByRefs(db, GUARANTEE_PURPOSE, depositRefs(a), lock);
  }

  /**
   * The deposit step: the open deposit again while it is open, else a new one for what the guarantee is
   * missing (the whole amount at first; after a compensation, the top-up). 5054 when nothing is missing.
   */
  async open(tx: Tx, a: ApplicationRow, fromAddress: string): Promise<DepositDto> {
    const deposits = await this.deposits(tx, a, true);
    const now = this.clock.now();
    const open = deposits.find((d) => d.status === 'OPEN' && d.expiresAt > now);
    const missing = subDecimal(normalizeDecimal(a.guaranteeAmount), heldOf(deposits), 18);
    if (!open && compareDecimal(missing, '0') <= 0)
      throw new AppException('MERCHANT_APPLICATION_STATE_INVALID');
    const seq = open ? Number(open.refId.split(':')[1]) : a.depositSeq + 1;
    if (!open) await this.repo.update(tx, a.id, { depositSeq: seq }, now);
    return this.escrow.openDeposit(tx, {
      userId: BigInt(a.userId),
      purpose: GUARANTEE_PURPOSE,
      refId: `${a.id}:${seq}`,
      chain: a.chain,
      asset: { coinId: a.coinId, amount: open ? normalizeDecimal(open.amount) : normalizeDecimal(missing) },
      fromAddress,
      expiresAt: open?.expiresAt ?? new Date(now.getTime() + this.config.chains.depositTtlMinutes * 60_000),
    });
  }

  /**
   * Gives the trader back all the guarantee holds: open deposits are closed, and every deposit's held coin
   * goes to the trader's address on the guarantee's chain by a RETURN payout (`merchant:<id>:return:<deposit>`).
   * When coin is held and the trader has no address there: 5034, or with `keepWithoutAddress` nothing
   * happens and null answers (a staff decision goes on; the trader gives up later to get it back).
   * Answers what was returned.
   */
  async returnAll(tx: Tx, a: ApplicationRow, keepWithoutAddress = false): Promise<string | null> {
    const deposits = await this.deposits(tx, a, true);
    const held = deposits.filter((d) => compareDecimal(d.heldAmount, '0') > 0);
    const to =
      held.length === 0 ? null : await this.accounts.withdrawAddressIn(tx, BigInt(a.userId), a.chain);
    if (held.length > 0 && !to) {
      if (keepWithoutAddress) return null;
      throw new AppException('USDT_ADDRESS_NOT_BOUND');
    }
    for (const d of deposits)
      if (d.status === 'OPEN') await this.escrow.cancelOpen(tx, GUARANTEE_PURPOSE, d.refId);
    if (!to) return '0';
    for (const d of held) {
      await this.escrow.queuePayout(tx, {
        kind: 'RETURN',
        ref: `merchant:${a.id}:return:${d.id}`,
        userId: BigInt(a.userId),
        toAddress: to,
        chain: a.chain,
        asset: { coinId: a.coinId, amount: normalizeDecimal(d.heldAmount) },
        fromDepositIntentId: d.id,
      });
    }
    return heldOf(held);
  }

  /**
   * Pays `amount` from the guarantee to `toUserId`'s address on its chain: RELEASE payouts drawing on the
   * deposits oldest first (`merchant:<id>:compensation:<appeal>:<deposit>`). 5057 when the guarantee holds
   * less; 5034 when the receiver has no address on the chain.
   */
  async pay(tx: Tx, a: ApplicationRow, amount: string, toUserId: bigint, appealId: string): Promise<void> {
    const deposits = await this.deposits(tx, a, true);
    if (compareDecimal(heldOf(deposits), amount) < 0) throw new AppException('GUARANTEE_INSUFFICIENT');
    const to = await this.accounts.withdrawAddressIn(tx, toUserId, a.chain);
    if (!to) throw new AppException('USDT_ADDRESS_NOT_BOUND');
    let left = normalizeDecimal(amount);
    for (const d of deposits) {
      if (compareDecimal(left, '0') <= 0) break;
      const part = least(normalizeDecimal(d.heldAmount), left);
      if (compareDecimal(part, '0') <= 0) continue;
      await this.escrow.queuePayout(tx, {
        kind: 'RELEASE',
        ref: `merchant:${a.id}:compensation:${appealId}:${d.id}`,
        userId: toUserId,
        toAddress: to,
        chain: a.chain,
        asset: { coinId: a.coinId, amount: part },
        fromDepositIntentId: d.id,
      });
      left = subDecimal(left, part, 18);
    }
  }
}
