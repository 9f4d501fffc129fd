import { Injectable } from '@nestjs/common';
import type {
  CounterpartyDto,
  OrderDto,
  OrderEventDto,
  OrderPageQueryDto,
  OrderPaymentDto,
  Page,
} from '@p2p/contracts';
import {
  availableActions,
  Clock,
  normalizeDecimal,
  paymentDetailsState,
  type PaymentDetailsFacts,
} from '@p2p/domain';
import { AppException } from '../../core/common/app-exception.js';
import { parseRowId } from '../../core/common/row-id.js';
import { AdsQueryService } from '../ads/ads-query.service.js';
import type { AdvertiserRow } from '../ads/ads.repository.js';
import { CatalogService } from '../catalog/catalog.service.js';
import { EscrowService } from '../escrow/escrow.service.js';
import { NftTradeService } from '../nfts/nft-trade.service.js';
import { OrderEngine } from './order-engine.js';
import { OrderEventsRepository } from './order-events.repository.js';
import { timelineOf } from './order-timeline.js';
import { type OrderRow, OrdersRepository } from './orders.repository.js';

const iso = (d: Date | null): string | null => (d === null ? null : d.toISOString());

/** What the payment-details rule of @p2p/domain reads of an order: its status and its history. */
export const paymentFacts = (r: OrderRow): PaymentDetailsFacts => ({
  type: r.type,
  status: r.status,
  accepted: r.acceptedAt !== null,
  deposited: r.depositedAt !== null,
});

/** A path or query id as an order id; anything that is not one is a missing order (5002). */
export function orderId(raw: string): string {
  const id = parseRowId(raw);
  if (id === null) throw new AppException('ORDER_NOT_FOUND');
  return id;
}

/**
 * Reading orders: only their two parties see them (another trader's id answers 5002, as a missing one).
 * The list is the caller's, newest first, finished or not; the detail adds the actions the state machine
 * allows the caller now; the timeline is the order's hash chain (ADR 0013).
 */
@Injectable()
export class OrdersQueryService {
  constructor(
    private readonly repo: OrdersRepository,
    private readonly events: OrderEventsRepository,
    private readonly engine: OrderEngine,
    private readonly ads: AdsQueryService,
    private readonly catalog: CatalogService,
    private readonly escrow: EscrowService,
    private readonly nfts: NftTradeService,
    private readonly clock: Clock,
  ) {}

  /** The order when the caller is one of its parties; 5002 otherwise. */
  async ownOrder(userId: bigint, rawId: string): Promise<OrderRow> {
    const row = await this.repo.byId(this.repo.pool, orderId(rawId));
    if (!row || (row.buyerId !== String(userId) && row.sellerId !== String(userId)))
      throw new AppException('ORDER_NOT_FOUND');
    return row;
  }

  async detail(userId: bigint, rawId: string): Promise<OrderDto> {
    const [dto] = await this.views(userId, [await this.ownOrder(userId, rawId)]);
    return dto!;
  }

  async page(userId: bigint, q: OrderPageQueryDto): Promise<Page<OrderDto>> {
    const pageNo = q.pageNo ?? 1;
    const pageSize = q.pageSize ?? 10;
    const { rows, total } = await this.repo.pageOf(userId, q.finish === true, q.side, pageNo, pageSize);
    return { list: await this.views(userId, rows), total, pageNo, pageSize };
  }

  /** The order's timeline, oldest first, with its chain links (either party may verify it). */
  async timeline(userId: bigint, rawId: string): Promise<OrderEventDto[]> {
    const order = await this.ownOrder(userId, rawId);
    return timelineOf(await this.events.ofOrder(order.id));
  }

  /**
   * The taker's view of an order it has just placed, from what the placement read and wrote in its
   * transaction (the inserted row, the maker's profile read with the ad's lock): nothing is read back.
   */
  async placed(takerId: bigint, row: OrderRow, maker: AdvertiserRow): Promise<OrderDto> {
    const [dto] = await this.views(takerId, [row], new Map([[maker.userId, maker]]), true);
    return dto!;
  }

  /**
   * The caller's views of `rows`; `known` counterparties are not read again; `placed`: orders just placed,
   * which have no payout yet (not read).
   */
  private async views(
    userId: bigint,
    rows: readonly OrderRow[],
    known?: ReadonlyMap<string, AdvertiserRow>,
    placed = false,
  ): Promise<OrderDto[]> {
    if (rows.length === 0) return [];
    const coins = new Map((await this.catalog.coinChains()).map((c) => [c.coinId, c.symbol]));
    const others = rows.map((r) => (r.buyerId === String(userId) ? r.sellerId : r.buyerId));
    const unknown = [...new Set(others)].filter((id) => !known?.has(id)).map((id) => BigInt(id));
    const buyAdIds = rows.filter((r) => r.type === 'BUY').map((r) => r.id);
    const items = rows.flatMap((r) => (r.nftItemId === null ? [] : [r.nftItemId]));
    const [read, deposits, payouts, cards] = await Promise.all([
      this.ads.advertisers(unknown),
      this.escrow.depositIds('ORDER', buyAdIds),
      this.escrow.orderPayouts(placed ? [] : rows.map((r) => r.id)),
      this.nfts.cards(items),
    ]);
    const people = new Map([...(known ?? []), ...read]);
    const now = this.clock.now();
    const out: OrderDto[] = [];
    for (const r of rows) {
      const role = r.buyerId === String(userId) ? 'BUYER' : 'SELLER';
      const otherId = role === 'BUYER' ? r.sellerId : r.buyerId;
      const other = people.get(otherId);
      const counterparty: CounterpartyDto = {
        userId: otherId,
        nickname: other?.nickname ?? null,
        flag: other?.flag ?? null,
        certified: other?.certified ?? false,
        fastTrader: other?.fastTrader ?? false,
        orderCount: other?.orderCount ?? 0,
        completionRate: normalizeDecimal(other?.completionRate ?? '0'),
      };
      const snapshot = await this.engine.snapshotOf(null, r);
      const actions = availableActions(snapshot, role, now, this.engine.timeouts).filter(
        (a) => a !== 'DEADLINE' && a !== 'ESCALATION_DEADLINE',
      );
      // The buyer sees the seller's details only while a payment is due or under proof (issue 22).
      const paymentState = paymentDetailsState(paymentFacts(r), role);
      out.push({
        id: r.id,
        adId: r.adId,
        type: r.type,
        mode: r.mode,
        role,
        isMaker: r.makerId === String(userId),
        status: r.status,
        assetKind: r.assetKind,
        coin: r.coinId === null ? null : (coins.get(r.coinId) ?? null),
        nft: r.nftItemId === null ? null : (cards.get(r.nftItemId) ?? null),
        quote: r.quoteCurrency,
        chain: r.chain,
        quantity: normalizeDecimal(r.quantity),
        unitPrice: normalizeDecimal(r.unitPrice),
        amount: normalizeDecimal(r.amount),
        fee: normalizeDecimal(r.fee),
        totalAmount: normalizeDecimal(r.totalAmount),
        receivingAddress: r.receivingAddress,
        release: payouts.get(r.id)?.release ?? null,
        refund: payouts.get(r.id)?.refund ?? null,
        payment: paymentState === 'SHOWN' ? (r.paymentMethodSnapshot as OrderPaymentDto | null) : null,
        paymentState,
        notes: r.notes,
        counterparty,
        deadlineAt: iso(r.deadlineAt),
        depositId: deposits.get(r.id) ?? null,
        actions,
        unread: role === 'BUYER' ? !r.buyerRead : !r.sellerRead,
        createdAt: r.createdAt.toISOString(),
        acceptedAt: iso(r.acceptedAt),
        paidAt: iso(r.paidAt),
        confirmedAt: iso(r.confirmedAt),
        completedAt: iso(r.completedAt),
        cancelledAt: iso(r.cancelledAt),
      });
    }
    return out;
  }
}
