import { Injectable } from '@nestjs/common';
import type { ErrorName, OrderDto, PlaceOrderDto, QuickTradeDto } from '@p2p/contracts';
import { AppException } from '../../core/common/app-exception.js';
import { parseRowId } from '../../core/common/row-id.js';
import type { Tx } from '../../core/infra/db/sql.service.js';
import { together } from '../../core/infra/db/together.js';
import { TransactionRunner } from '../../core/infra/db/transaction-runner.js';
import { AdQuantity } from '../ads/ad-quantity.js';
import type { AdvertiserRow } from '../ads/ads.repository.js';
import { PaymentMethodsService } from '../payment-methods/payment-methods.service.js';
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
];

/**
 * Quick trade (issue 12): for the caller's side, a pair and a quantity or amount (and optionally a payment
 * kind), the best-priced eligible ad is picked and the order placed in the same transaction, with every
 * rule of `POST /c2c/deal/order`. An ad the caller may not order from (its limits, what remains, its
 * conditions, offline) is passed over, each try inside a savepoint; the first eligible ad's price must be
 * the price the caller was shown, else 5024 with the new price. No eligible ad: 5000.
 */
@Injectable()
export class QuickTradeService {
  constructor(
    private readonly ads: AdQuantity,
    private readonly placer: PlaceOrderService,
    private readonly orders: OrdersRepository,
    private readonly methods: PaymentMethodsService,
    private readonly query: OrdersQueryService,
    private readonly runner: TransactionRunner,
  ) {}

  async trade(userId: bigint, dto: QuickTradeDto): Promise<OrderDto> {
    const own = dto.paymentMethodId ? parseRowId(dto.paymentMethodId) : null;
    if (dto.side === 'SELL' && own === null) throw new AppException('PAYMENT_METHOD_NOT_FOUND');
    const taker = await this.placer.takerFacts(userId);
    const placed = await this.runner.run(async (tx) => {
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
        const order = await this.tryAd(tx, userId, taker, adId, dto, own, open);
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
  ): Promise<{ row: OrderRow; maker: AdvertiserRow } | null> {
    try {
      return await tx.savepoint(async (sp) => {
        const ad = await this.ads.lockForOrder(sp as Tx, adId);
        if (!ad) return null;
        const method = own ?? (await this.buyMethod(ad.paymentMethodIds, dto));
        if (method === null) throw new AppException('PAYMENT_METHOD_NOT_FOUND');
        const order: PlaceOrderDto = {
          adId,
          quantity: dto.quantity ?? null,
          amount: dto.amount ?? null,
          unitPrice: dto.unitPrice,
          paymentMethodId: method,
          notes: null,
        };
        const row = await this.placer.placeOn(sp as Tx, userId, taker, ad, order, BigInt(method), open);
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

  /** Buying: the ad's first method of the wanted kind (any kind when none is asked for). */
  private async buyMethod(ids: readonly bigint[], dto: QuickTradeDto): Promise<string | null> {
    const labels = await this.methods.labels(ids);
    const pick = labels.find((m) => !dto.paymentKind || m.kind === dto.paymentKind);
    return pick ? String(pick.id) : null;
  }
}
