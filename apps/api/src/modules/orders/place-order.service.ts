import { Injectable } from '@nestjs/common';
import type { BanKind } from '@p2p/db';
import type { OrderDto, PlaceOrderDto } from '@p2p/contracts';
import {
  canTrade,
  Clock,
  compareDecimal,
  divDecimal,
  fitsStoredAmount,
  mulDecimal,
  normalizeDecimal,
  takerOf,
  truncateDecimal,
} from '@p2p/domain';
import { AppException } from '../../core/common/app-exception.js';
import { parseRowId } from '../../core/common/row-id.js';
import type { Tx } from '../../core/infra/db/sql.service.js';
import { together } from '../../core/infra/db/together.js';
import { TransactionRunner } from '../../core/infra/db/transaction-runner.js';
import { type AdForOrder, AdQuantity } from '../ads/ad-quantity.js';
import { BansService } from '../auth/bans.service.js';
import { CatalogService } from '../catalog/catalog.service.js';
import { FiatRulesService } from '../catalog/fiat-rules.service.js';
import { PaymentMethodsService } from '../payment-methods/payment-methods.service.js';
import { type OrderTakerRow, payoutAddressOf, UserAccountsService } from '../users/user-accounts.service.js';
import { OrderEngine } from './order-engine.js';
import { OrdersQueryService } from './orders-query.service.js';
import { type OpenOrderCounts, type OrderRow, OrdersRepository } from './orders.repository.js';

const DAY_MS = 24 * 3600 * 1000;

/** The order's quantity: as given, or the amount at the price, rounded down to the quantity scale. */
function quantityOf(dto: PlaceOrderDto, price: string, scale: number): string {
  if (dto.quantity !== undefined && dto.quantity !== null) {
    const q = normalizeDecimal(dto.quantity);
    if (truncateDecimal(q, scale) !== q) throw new AppException('ORDER_VOLUME_OUT_OF_LIMIT');
    return q;
  }
  return normalizeDecimal(divDecimal(dto.amount!, price, scale));
}

/**
 * What placing an order checks of its taker that needs no lock, read before the transaction: the account
 * (readiness, limits, counterparty facts, addresses) and the kinds of ban in force.
 */
export interface TakerFacts {
  account: OrderTakerRow;
  bans: BanKind[];
}

const below = (v: string, min: string | null) => min !== null && compareDecimal(v, min) < 0;
const above = (v: string, max: string | null) => max !== null && compareDecimal(v, max) > 0;

/**
 * `POST /c2c/deal/order` (spec §4, §5, §7; issue 12; ADR 0013). Refusals in the order they are checked:
 * the ad missing (5000) or not published (5025), your own (5026), offline (5008) or its advertiser offline
 * (5014); on an NFT ad, a quantity other than 1 (5005; two takers racing for the item: the second 5004);
 * the taker banned from the side (RISK5003/5004) or not ready to trade (1015, 4001, 1026, 1027), a credit
 * under 60 (5009); a fiat pair their country does not trade (5042) or a coin price outside its own range
 * for the pair (5031, issue 24); the quantity out of the ad's per-order limits (5005) or above what remains
 * (5004); the ad's counterparty conditions (credit 5009, completed orders and registered days 403); the
 * price shown not the price now (5024, with the new price); the taker's pending orders (5023) and
 * initiated buying/selling (5021/5022) limits; the payment method (5036) and the buyer's receiving and the
 * seller's deposit address (5034); a method that does not receive the pair's quote currency, is not on
 * chain for a coin quote or of a kind the taker's country allows for a fiat one (5040). What needs no lock is read before the transaction (the taker's account,
 * limits, addresses and bans; the pair's scales from the catalog's cache), so under the taker's lock and the
 * ad's row lock the checks up to the order counts run in memory. In one transaction: the order is inserted,
 * its quantity taken from the ad, its first event chained, NEW_ORDER queued.
 */
@Injectable()
export class PlaceOrderService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly ads: AdQuantity,
    private readonly engine: OrderEngine,
    private readonly catalog: CatalogService,
    private readonly fiat: FiatRulesService,
    private readonly bans: BansService,
    private readonly accounts: UserAccountsService,
    private readonly methods: PaymentMethodsService,
    private readonly query: OrdersQueryService,
    private readonly runner: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  async place(takerId: bigint, dto: PlaceOrderDto): Promise<OrderDto> {
    const adId = parseRowId(dto.adId);
    if (adId === null) throw new AppException('AD_NOT_FOUND');
    const methodId = parseRowId(dto.paymentMethodId);
    if (methodId === null) throw new AppException('PAYMENT_METHOD_NOT_FOUND');
    const taker = await this.takerFacts(takerId);
    assertReady(taker.account);
    const placed = await this.runner.run(async (tx) => {
      // Sent together, in one round trip: the server runs them in this order, so the taker's order counts
      // are read under the taker's lock, as they were when each waited for the one before.
      const [, region, ad, open] = await together([
        this.orders.lockUser(tx, takerId),
        // Held until commit: a region change waits, then finds this fiat order (issue 24).
        this.accounts.holdRegion(tx, takerId),
        this.ads.lockForOrder(tx, adId),
        this.orders.countOpen(tx, takerId),
      ]);
      const row = await this.placeOn(tx, takerId, taker, ad, dto, BigInt(methodId), open, region.regionId);
      return { row, ad: ad! };
    });
    return this.query.placed(takerId, placed.row, placed.ad.advertiser);
  }

  /** The taker's account and bans, read before the transaction (two statements at once). */
  async takerFacts(takerId: bigint): Promise<TakerFacts> {
    const [account, bans] = await together([
      this.accounts.orderTaker(takerId),
      this.bans.kindsInForce(takerId),
    ]);
    return { account, bans };
  }

  /**
   * Places the order on the locked `ad` (quick trade calls this with the ad it picked); `open` is the
   * taker's order counts, read under the taker's lock. Answers the inserted order.
   */
  async placeOn(
    tx: Tx,
    takerId: bigint,
    facts: TakerFacts,
    ad: AdForOrder | null,
    dto: PlaceOrderDto,
    methodId: bigint,
    open: OpenOrderCounts,
    regionId: string | null,
  ): Promise<OrderRow> {
    // One time for the whole placement: the taker's registered days, the deadline, the stamps.
    const now = this.clock.now();
    if (!ad) throw new AppException('AD_NOT_FOUND');
    if (ad.status !== 'PUBLISHED') throw new AppException('AD_STATUS_INVALID');
    if (ad.userId === String(takerId)) throw new AppException('OWN_AD');
    if (!ad.online) throw new AppException('AD_OFFLINE');
    if (!ad.advertiser.online) throw new AppException('ADVERTISER_OFFLINE');
    const takerBuys = ad.type === 'SELL';
    this.bans.assertNotIn(facts.bans, takerBuys ? 'C2C_BUY' : 'C2C_SELL');
    const taker = facts.account;
    if (!canTrade(taker.creditScore)) throw new AppException('CREDIT_TOO_LOW');

    // Everything up to the taker's order counts is checked in memory: a sold-out ad refuses at once.
    const price = normalizeDecimal(ad.unitPrice);
    const pair = ad.coinPairId === null ? null : await this.catalog.pairScales(tx, ad.coinPairId);
    // The taker's country must trade the pair's fiat currency (5042), a coin's price within its own range
    // for the pair (5031; an NFT item's price is not a coin's).
    if (pair) {
      await this.fiat.assertPairOpen(regionId, pair);
      if (ad.assetKind !== 'NFT') await this.fiat.assertCountryPrice(regionId, pair, price);
    }
    const scale = pair ? Math.min(pair.quantityScale, pair.coinAssetScale) : 6;
    const quantity = quantityOf(dto, price, scale);
    // An NFT ad sells its one item: an order is for quantity 1 at the ad's price (issue 23).
    if (ad.assetKind === 'NFT' && quantity !== '1') throw new AppException('ORDER_VOLUME_OUT_OF_LIMIT');
    const amount = normalizeDecimal(mulDecimal(quantity, price, pair?.priceScale ?? 8));
    if (
      compareDecimal(quantity, '0') <= 0 ||
      // The order's figures must fit the NUMERIC(36,18) columns (issue 22: amounts that do not fit).
      !fitsStoredAmount(quantity) ||
      !fitsStoredAmount(amount) ||
      below(quantity, ad.minQuantity) ||
      above(quantity, ad.maxQuantity) ||
      below(amount, ad.minAmount) ||
      above(amount, ad.maxAmount)
    )
      throw new AppException('ORDER_VOLUME_OUT_OF_LIMIT');
    if (compareDecimal(quantity, ad.remainingQuantity) > 0)
      throw new AppException('AD_QUANTITY_INSUFFICIENT');

    if (taker.creditScore < ad.minCredit)
      throw new AppException('CREDIT_TOO_LOW', { minCredit: ad.minCredit });
    if (taker.completedOrderCount < ad.minCompletedOrders)
      throw new AppException('FORBIDDEN', { minCompletedOrders: ad.minCompletedOrders });
    // Never below 0: an account written by the database's clock a moment after this placement's time.
    const days = Math.max(0, Math.floor((now.getTime() - taker.createdAt.getTime()) / DAY_MS));
    if (days < ad.minRegisteredDays)
      throw new AppException('FORBIDDEN', { minRegisteredDays: ad.minRegisteredDays });

    // After what makes the ad unfit for this taker (quick trade passes over those ads), before the taker's
    // own limits: the price shown must be the price taken.
    if (compareDecimal(normalizeDecimal(dto.unitPrice), price) !== 0)
      throw new AppException('PRICE_CHANGED', { unitPrice: price });
    if (open.active >= taker.pendingOrderLimit) throw new AppException('PENDING_ORDERS_LIMIT_EXCEEDED');
    const initiatedLimit = takerBuys ? taker.initiatedBuyLimit : taker.initiatedSellLimit;
    if ((takerBuys ? open.initiatedBuy : open.initiatedSell) >= initiatedLimit)
      throw new AppException(takerBuys ? 'BUY_ORDER_LIMIT_EXCEEDED' : 'SELL_ORDER_LIMIT_EXCEEDED');

    // The seller's method the buyer pays to: one of a SELL ad's, or the taker-seller's own on a BUY ad.
    if (takerBuys && !ad.paymentMethodIds.includes(methodId))
      throw new AppException('PAYMENT_METHOD_NOT_FOUND');
    const sellerId = takerBuys ? BigInt(ad.userId) : takerId;
    const buyerId = takerBuys ? takerId : BigInt(ad.userId);
    // The taker's own address was read before the transaction; a maker-buyer's is read here, in the same
    // round trip as the method's snapshot.
    const [method, makerAddress] = await together([
      this.methods.snapshotForUse(tx, sellerId, methodId),
      takerBuys ? Promise.resolve(null) : this.accounts.withdrawAddressIn(tx, buyerId, ad.chain),
    ]);
    // The method must receive the pair's quote currency, on chain for a coin quote, of a kind the taker's
    // country allows for a fiat one (5040).
    if (pair) await this.fiat.assertMethodsFit(regionId, pair, [method]);
    const receivingAddress = takerBuys ? payoutAddressOf(taker, ad.chain) : makerAddress;
    if (!receivingAddress) throw new AppException('USDT_ADDRESS_NOT_BOUND');
    if (!takerBuys && !payoutAddressOf(taker, ad.chain)) throw new AppException('USDT_ADDRESS_NOT_BOUND');

    const snapshot = { status: 'NEW' as const, adType: ad.type, adMode: ad.mode, payMinutes: ad.payMinutes };
    const act = { action: { type: 'PLACE' as const }, actor: takerOf(ad.type), actorId: takerId };
    const result = this.engine.decide(snapshot, act, now);
    if (!result) throw new AppException('AD_STATUS_INVALID');
    const order = await this.orders.insert(
      tx,
      {
        adId: ad.id,
        makerId: BigInt(ad.userId),
        takerId,
        buyerId,
        sellerId,
        type: ad.type,
        mode: ad.mode,
        assetKind: ad.assetKind,
        coinId: ad.coinId,
        nftItemId: ad.nftItemId,
        chain: ad.chain,
        quoteCurrency: ad.quoteCurrency,
        status: result.to,
        quantity,
        unitPrice: price,
        amount,
        receivingAddress,
        paymentMethodId: methodId,
        paymentMethodSnapshot: {
          kind: method.kind,
          name: method.name,
          account: method.account,
          bankName: method.bankName,
          branch: method.branch,
          iban: method.iban,
          exchangeName: method.exchangeName,
          accountInfo: method.accountInfo,
          qrFileId: method.qrFileId,
          currency: method.currency,
          notes: method.notes,
        },
        notes: dto.notes?.trim() ? dto.notes.trim() : null,
        deadlineAt: result.deadline,
        acceptedAt: ad.mode === 'AUTO' ? now : null,
        createdAt: now,
      },
      ad.payMinutes,
    );
    await this.engine.commit(tx, order, result, act, now);
    return order;
  }
}

/** The taker's account is ready to trade (the trading guard's checks: 1015, 4001, 1026, 1027). */
function assertReady(account: OrderTakerRow): void {
  if (!account.walletAddress) throw new AppException('IDENTITY_WALLET_NOT_BOUND');
  if (account.kycLevel !== 'ADVANCED') throw new AppException('ADVANCED_KYC_REQUIRED');
  if (!account.nickname) throw new AppException('NICKNAME_NOT_SET');
  if (!account.hasSecurityPassword) throw new AppException('SECURITY_PASSWORD_NOT_SET');
}
