import { Injectable } from '@nestjs/common';
import type { ErrorName, OrderDto, PlaceOrderDto, QuickTradeDto } from '@p2p/contracts';
import { AppException } from '../../core/common/app-exception.js';
import { parseRowId } from '../../core/common/row-id.js';
import type { Tx } from '../../core/infra/db/sql.service.js';
import { together } from '../../core/infra/db/together.js';
import { TransactionRunner } from '../../core/infra/db/transaction-runner.js';
import { AdQuantity } from '../ads/ad-quantity.js';
import type { AdvertiserRow } from '../ads/ads.repository.js';
import { CatalogService } from '../catalog/catalog.service.js';
import { FiatRulesService } from '../catalog/fiat-rules.service.js';
import { PaymentMethodsService } from '../payment-methods/payment-methods.service.js';
import { UserAccountsService } from '../users/user-accounts.service.js';
import { OrdersQueryService } from './orders-query.service.js';
import { type OpenOrderCounts, type OrderRow, OrdersRepository } from './orders.repository.js';
import { PlaceOrderService, type TakerFacts } from './place-order.service.js';

/** Refusals that concern one ad only: quick trade passes on to the next best ad. */
const AD_LEVEL: readonly ErrorName[] = [
  'AD_NOT_FOUND',
  'AD_STATUS_INVALID',
  'AD_OFFLINE',
  'ADVERTISER_OFFLINE',
  'OWN_AD',
  'ORDER_VOLUME_OUT_OF_LIMIT',
  'AD_QUANTITY_INSUFFICIENT',
  'FORBIDDEN',
  'PAYMENT_METHOD_NOT_FOUND',
  // The ad's price outside the taker's country's range, its methods not fit for the taker (issue 24).
  'UNIT_PRICE_OUT_OF_RANGE',
  'NO_PAYMENT_METHOD_FOR_COIN',
];

/**
 * Quick trade (issue 12): for the caller's side, a pair and a quantity or amount (and optionally a payment
 * kind), the best-priced eligible ad is picked and the order placed in the same transaction, with every
 * rule of `POST /c2c/deal/order`. An ad the caller may not order from (its limits, what remains, its
 * conditions, offline) is passed over, each try inside a savepoint; the first eligible ad's price must be
 * the price the caller was shown, else 5024 with the new price. No eligible ad: 5000. A fiat pair the
 * caller's country does not trade answers 5042, a seller's own method that does not fit the pair 5040,
 * before any ad is tried (issue 24).
 */
@Injectable()
export class QuickTradeService {
  constructor(
    private readonly ads: AdQuantity,
    private readonly placer: PlaceOrderService,
    private readonly orders: OrdersRepository,
    private readonly methods: PaymentMethodsService,
    private readonly catalog: CatalogService,
    private readonly fiat: FiatRulesService,
    private readonly accounts: UserAccountsService,
    private readonly query: OrdersQueryService,
    private readonly runner: TransactionRunner,
  ) {}

  async trade(userId: bigint, dto: QuickTradeDto): Promise<OrderDto> {
    const own = dto.paymentMethodId ? parseRowId(dto.paymentMethodId) : null;
    if (dto.side === 'SELL' && own === null) throw new AppException('PAYMENT_METHOD_NOT_FOUND');
    const taker = await this.placer.takerFacts(userId);
    const placed = await this.runner.run(async (tx) => {
      // The pair must be one the taker's country trades (5042), and a seller's own method fit it (5040):
      // refused at once rather than passed over ad by ad.
      const [{ regionId }, pair] = await together([
        this.accounts.holdRegion(tx, userId),
        this.catalog.pairScales(tx, dto.coinPairId),
      ]);
      if (pair) {
        await this.fiat.assertPairOpen(regionId, pair);
        if (own !== null)
          await this.fiat.assertMethodsFit(regionId, pair, await this.ownMethod(tx, userId, own));
      }
      // In one round trip, run in this order: the taker's counts are read under the taker's lock.
      const [, candidates, open] = await together([
        this.orders.lockUser(tx, userId),
        this.ads.candidates(tx, {
          type: dto.side === 'BUY' ? 'SELL' : 'BUY',
          coinPairId: dto.coinPairId,
          excludeUserId: userId,
          paymentKind: dto.paymentKind ?? null,
        }),
        this.orders.countOpen(tx, userId),
      ]);
      for (const adId of candidates) {
        const order = await this.tryAd(tx, userId, taker, adId, dto, own, open, regionId);
        if (order) return order;
      }
      throw new AppException('AD_NOT_FOUND');
    });
    return this.query.placed(userId, placed.row, placed.maker);
  }

  /** Places the order on one ad inside a savepoint; null when that ad will not do. */
  private async tryAd(
    tx: Tx,
    userId: bigint,
    taker: TakerFacts,
    adId: string,
    dto: QuickTradeDto,
    own: string | null,
    open: OpenOrderCounts,
    regionId: string | null,
  ): Promise<{ row: OrderRow; maker: AdvertiserRow } | null> {
    try {
      return await tx.savepoint(async (sp) => {
        const ad = await this.ads.lockForOrder(sp as Tx, adId);
        if (!ad) return null;
        const method = own ?? (await this.buyMethod(sp as Tx, ad.paymentMethodIds, dto));
        if (method === null) throw new AppException('PAYMENT_METHOD_NOT_FOUND');
        const order: PlaceOrderDto = {
          adId,
          quantity: dto.quantity ?? null,
          amount: dto.amount ?? null,
          unitPrice: dto.unitPrice,
          paymentMethodId: method,
          notes: null,
        };
        const row = await this.placer.placeOn(
          sp as Tx,
          userId,
          taker,
          ad,
          order,
          BigInt(method),
          open,
          regionId,
        );
        return { row, maker: ad.advertiser };
      });
    } catch (err) {
      if (err instanceof AppException && AD_LEVEL.includes(err.errorName) && !this.isPriceRefusal(err))
        return null;
      throw err;
    }
  }

  private isPriceRefusal(err: AppException): boolean {
    return err.errorName === 'PRICE_CHANGED';
  }

  /** The seller's own method (selling): its kind and currency; 5036 when it is not a live one of theirs. */
  private async ownMethod(tx: Tx, userId: bigint, id: string) {
    const [label] = await this.methods.labels([BigInt(id)], tx);
    if (!label || label.userId !== userId) throw new AppException('PAYMENT_METHOD_NOT_FOUND');
    return [label];
  }

  /** Buying: the ad's first method of the wanted kind (any kind when none is asked for). */
  private async buyMethod(tx: Tx, ids: readonly bigint[], dto: QuickTradeDto): Promise<string | null> {
    const labels = await this.methods.labels(ids, tx);
    const pick = labels.find((m) => !dto.paymentKind || m.kind === dto.paymentKind);
    return pick ? String(pick.id) : null;
  }
}
