import { Inject, Injectable } from '@nestjs/common';
import type { AdDto, DepositDto } from '@p2p/contracts';
import { Clock, compareDecimal, normalizeDecimal } from '@p2p/domain';
import { AppException } from '../../core/common/app-exception.js';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import type { Tx } from '../../core/infra/db/sql.service.js';
import { TransactionRunner } from '../../core/infra/db/transaction-runner.js';
import { OutboxRepository } from '../../core/outbox/outbox.repository.js';
import { CatalogService } from '../catalog/catalog.service.js';
import { EscrowService, type OpenDeposit } from '../escrow/escrow.service.js';
import { MerchantApplicationsService } from '../merchants/merchant-applications.service.js';
import { NftTradeService } from '../nfts/nft-trade.service.js';
import { UserAccountsService } from '../users/user-accounts.service.js';
import { UsersService } from '../users/users.service.js';
import { AdOrders } from './ad-orders.js';
import { adId, AdsQueryService } from './ads-query.service.js';
import { AdsRepository, type LockedAd } from './ads.repository.js';
import { adChanged } from './ads-views.js';

/** The idempotency key of the RETURN payout of a cancelled SELL ad's remaining coin. */
export const adReturnRef = (id: string): string => `ad:${id}:return`;

/** What a staff action on an ad also does in its transaction (the console's audit row), with the ad as locked. */
export type StaffAdHook = (tx: Tx, ad: LockedAd) => Promise<void>;

/**
 * An ad after it was posted (spec §4; ADR 0012): its deposit, cancelling, deleting and the online switch.
 * Each locks the ad's row in one transaction and answers 5000 to anyone but the owner (as a missing ad).
 *
 * - Deposit (SELL, CREATING only): opens the escrow deposit of the total quantity from the bound address;
 *   an NFT ad's is its item (`safeTransferFrom(holder, escrow, tokenId)`).
 * - Cancel: CREATING -> CANCELLED (the open deposit is closed; what arrived goes to the temporary balance);
 *   PUBLISHED -> (REVOKING) -> CANCELLED in the same transaction when no order is active (5007 otherwise),
 *   a SELL ad's remaining coin (or an NFT ad's item) returned to the bound address by a RETURN payout
 *   (`ad:<id>:return`).
 * - Delete: CANCELLED -> DELETED (5007 while orders are active, 5025 in any other status).
 * - Online: PUBLISHED only (5025).
 */
@Injectable()
export class AdLifecycleService {
  constructor(
    private readonly repo: AdsRepository,
    private readonly query: AdsQueryService,
    private readonly escrow: EscrowService,
    private readonly nfts: NftTradeService,
    private readonly orders: AdOrders,
    private readonly users: UsersService,
    private readonly accounts: UserAccountsService,
    private readonly outbox: OutboxRepository,
    private readonly catalog: CatalogService,
    private readonly merchants: MerchantApplicationsService,
    private readonly runner: TransactionRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async deposit(userId: bigint, rawId: string): Promise<DepositDto> {
    const id = adId(rawId);
    return this.runner.run(async (tx) => {
      const ad = await this.lockOwned(tx, userId, id);
      if (ad.type !== 'SELL' || ad.status !== 'CREATING') throw new AppException('AD_STATUS_INVALID');
      const account = await this.users.adAccount(tx, userId);
      if (!account.usdtAddress || account.chainType !== ad.chain)
        throw new AppException('USDT_ADDRESS_NOT_BOUND');
      return this.escrow.openDeposit(tx, {
        userId,
        purpose: 'AD',
        refId: id,
        chain: ad.chain,
        asset: await this.assetOf(tx, ad, ad.totalQuantity),
        fromAddress: account.usdtAddress,
        expiresAt: new Date(this.clock.nowMs() + this.config.chains.depositTtlMinutes * 60_000),
        adId: BigInt(id),
      });
    });
  }

  async cancel(userId: bigint, rawId: string): Promise<AdDto> {
    const id = adId(rawId);
    // Where a SELL ad's coin goes back: read before the transaction (an ad's chain never changes).
    const before = await this.repo.byId(this.repo.pool, id);
    if (!before || before.userId !== String(userId)) throw new AppException('AD_NOT_FOUND');
    const returnTo =
      before.type === 'SELL' ? await this.accounts.withdrawAddress(userId, before.chain) : null;
    await this.runner.run(async (tx) => {
      const ad = await this.lockOwned(tx, userId, id);
      await this.cancelLocked(tx, ad, returnTo);
      await this.outbox.append(tx, [adChanged(ad.userId, id, 'CANCELLED')]);
    });
    return this.query.viewOf(id, userId);
  }

  /**
   * Staff cancel an ad (the console's Ads & Orders, issue 25): the owner's rules and money path of
   * `cancel` (5007 while orders are active, a SELL ad's remaining coin returned), whoever owns it; 5061
   * when it is cancelled already. `also` runs in the same transaction (the caller's audit row); the owner
   * is told with the staff's reason.
   */
  async cancelByStaff(rawId: string, reason: string, also: StaffAdHook): Promise<void> {
    const id = adId(rawId);
    const before = await this.repo.byId(this.repo.pool, id);
    if (!before || before.status === 'DELETED') throw new AppException('AD_NOT_FOUND');
    const returnTo =
      before.type === 'SELL'
        ? await this.accounts.withdrawAddress(BigInt(before.userId), before.chain)
        : null;
    await this.runner.run(async (tx) => {
      const ad = await this.lockAny(tx, id);
      if (ad.status === 'CANCELLED') throw new AppException('AD_ALREADY_CANCELLED');
      await this.cancelLocked(tx, ad, returnTo);
      await this.outbox.append(tx, [
        adChanged(ad.userId, id, 'CANCELLED', { staffAction: 'CANCELLED', staffReason: reason }),
      ]);
      await also(tx, ad);
    });
  }

  /**
   * Staff take a published ad off the market (issue 25): 5060 when it is offline already, 5025 unless
   * it is published. Its open orders go on. `also` runs in the same transaction; the owner is told.
   */
  async offlineByStaff(rawId: string, reason: string, also: StaffAdHook): Promise<void> {
    const id = adId(rawId);
    await this.runner.run(async (tx) => {
      const ad = await this.lockAny(tx, id);
      if (ad.status !== 'PUBLISHED') throw new AppException('AD_STATUS_INVALID');
      if (!ad.online) throw new AppException('AD_ALREADY_OFFLINE');
      await this.repo.setOnline(tx, id, false);
      await this.outbox.append(tx, [
        adChanged(ad.userId, id, ad.status, { staffAction: 'OFFLINE', staffReason: reason }),
      ]);
      await also(tx, ad);
    });
  }

  async remove(userId: bigint, rawId: string): Promise<void> {
    const id = adId(rawId);
    await this.runner.run(async (tx) => {
      const ad = await this.lockOwned(tx, userId, id);
      if ((await this.orders.of(tx, BigInt(id))) > 0) throw new AppException('OPEN_ORDERS_EXIST');
      if (ad.status !== 'CANCELLED') throw new AppException('AD_STATUS_INVALID');
      await this.repo.markDeleted(tx, id, this.clock.now());
    });
  }

  async setOnline(userId: bigint, rawId: string, online: boolean): Promise<AdDto> {
    const id = adId(rawId);
    await this.runner.run(async (tx) => {
      const ad = await this.lockOwned(tx, userId, id);
      if (ad.status !== 'PUBLISHED') throw new AppException('AD_STATUS_INVALID');
      if (online && (await this.isFiat(await this.repo.pairOf(tx, id)))) {
        // Back online, a fiat ad needs a certified merchant whose guarantee is whole (issue 24).
        if (!(await this.repo.advertiser(tx, userId))?.certified)
          throw new AppException('CERTIFIED_MERCHANT_REQUIRED');
        await this.merchants.assertGuaranteeWhole(tx, userId);
      }
      await this.repo.setOnline(tx, id, online);
    });
    return this.query.viewOf(id, userId);
  }

  /**
   * Takes the user's published fiat ads offline in the caller's transaction (issue 24: certification
   * revoked or given up, or a compensation drew on the guarantee); their open orders go on. Answers how many.
   */
  async fiatAdsOffline(tx: Tx, userId: bigint): Promise<number> {
    let n = 0;
    for (const ad of await this.repo.lockOnlineOf(tx, userId)) {
      if (!(await this.isFiat(ad.coinPairId))) continue;
      await this.repo.setOnline(tx, ad.id, false);
      await this.outbox.append(tx, [adChanged(String(userId), ad.id, 'PUBLISHED')]);
      n += 1;
    }
    return n;
  }

  private async isFiat(pairId: number | null): Promise<boolean> {
    return pairId !== null && (await this.catalog.tradingPair(pairId))?.quoteKind === 'FIAT';
  }

  /**
   * Cancels an ad being created, in the caller's transaction with the ad locked: its deposit is closed
   * (what arrived, even a complete deposit whose event is not yet applied, goes to the temporary balance).
   * Also what an expired or wrong deposit does (the escrow listener).
   */
  async cancelCreation(tx: Tx, ad: LockedAd): Promise<void> {
    await this.escrow.closeDeposit(tx, {
      purpose: 'AD',
      refId: ad.id,
      reason: 'AD_CANCELLED',
      adId: BigInt(ad.id),
    });
    await this.repo.cancel(tx, ad.id, this.clock.now());
  }

  /** Cancels the locked ad as its status allows (5025 once it is cancelled or deleted). */
  private async cancelLocked(tx: Tx, ad: LockedAd, returnTo: string | null): Promise<void> {
    if (ad.status === 'CREATING') await this.cancelCreation(tx, ad);
    else if (ad.status === 'PUBLISHED' || ad.status === 'REVOKING') await this.revoke(tx, ad, returnTo);
    else throw new AppException('AD_STATUS_INVALID');
  }

  /** Revokes a published ad: refused while orders are active; a SELL ad's remaining coin is returned. */
  private async revoke(tx: Tx, ad: LockedAd, returnTo: string | null): Promise<void> {
    if ((await this.orders.of(tx, BigInt(ad.id))) > 0) throw new AppException('OPEN_ORDERS_EXIST');
    const remaining = normalizeDecimal(ad.remainingQuantity);
    // What escrow holds for the ad is its deposit (none: nothing was ever held, nothing to return).
    const depositId =
      ad.type === 'SELL' ? (await this.escrow.depositIds('AD', [ad.id], tx)).get(ad.id) : undefined;
    if (depositId && compareDecimal(remaining, '0') > 0) {
      if (!returnTo) throw new AppException('USDT_ADDRESS_NOT_BOUND');
      const asset = await this.assetOf(tx, ad, remaining);
      await this.escrow.queuePayout(tx, {
        kind: 'RETURN',
        ref: adReturnRef(ad.id),
        userId: BigInt(ad.userId),
        toAddress: returnTo,
        chain: ad.chain,
        asset: 'nftItemId' in asset ? { nftContract: asset.nftContract, tokenId: asset.tokenId } : asset,
        fromDepositIntentId: depositId,
        adId: BigInt(ad.id),
      });
    }
    await this.repo.cancel(tx, ad.id, this.clock.now());
  }

  /** What escrow holds for the ad: `quantity` of its coin, or its NFT item (5048 if the index lost it). */
  private async assetOf(tx: Tx, ad: LockedAd, quantity: string): Promise<OpenDeposit['asset']> {
    if (ad.assetKind === 'COIN') return { coinId: ad.coinId!, amount: normalizeDecimal(quantity) };
    const item = ad.nftItemId === null ? null : await this.nfts.token(tx, ad.nftItemId);
    if (!item) throw new AppException('NFT_NOT_FOUND');
    return { nftContract: item.contract, tokenId: item.tokenId, nftItemId: BigInt(item.itemId) };
  }

  /** The ad's row locked, whoever owns it (staff); 5000 when it is missing or deleted. */
  private async lockAny(tx: Tx, id: string): Promise<LockedAd> {
    const ad = await this.repo.lock(tx, id);
    if (!ad || ad.status === 'DELETED') throw new AppException('AD_NOT_FOUND');
    return ad;
  }

  /** The ad's row locked, when the caller owns it; 5000 otherwise (another's ad is as a missing one). */
  private async lockOwned(tx: Tx, userId: bigint, id: string): Promise<LockedAd> {
    const ad = await this.repo.lock(tx, id);
    if (!ad || ad.userId !== String(userId) || ad.status === 'DELETED')
      throw new AppException('AD_NOT_FOUND');
    return ad;
  }
}
