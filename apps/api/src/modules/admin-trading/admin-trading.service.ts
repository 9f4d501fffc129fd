import { Injectable } from '@nestjs/common';
import {
  ValidationMessage as M,
  type AdminTradingAdDto,
  type AdminTradingAdQueryDto,
  type AdminTradingFundDto,
  type AdminTradingFundQueryDto,
  type AdminTradingOrderDetailDto,
  type AdminTradingOrderDto,
  type AdminTradingOrderQueryDto,
  type Page,
} from '@p2p/contracts';
import { compareDecimal, verifyChain } from '@p2p/domain';
import { AppException } from '../../core/common/app-exception.js';
import { parseRowId } from '../../core/common/row-id.js';
import { together } from '../../core/infra/db/together.js';
import { AdsSearchService } from '../ads/ads-search.service.js';
import { AppealDeskService } from '../appeals/appeal-desk.service.js';
import { CatalogService } from '../catalog/catalog.service.js';
import { ChatService } from '../chat/chat.service.js';
import { FundSearchService } from '../escrow/fund-search.service.js';
import { PayoutRequeueService } from '../escrow/payout-requeue.service.js';
import { OrderDesk } from '../orders/order-desk.js';
import { OrdersSearchService } from '../orders/orders-search.service.js';
import { SupportAccountsService } from '../users/support-accounts.service.js';
import {
  type RowNames,
  tradingAdRow,
  tradingDepositRow,
  tradingFundRow,
  tradingOrderRow,
} from './admin-trading-rows.js';
import { adRowView, depositView, fundView, orderDetailView, orderRowView } from './admin-trading-views.js';

type SharedQuery = Pick<
  AdminTradingAdQueryDto,
  'coin' | 'quote' | 'side' | 'user' | 'from' | 'to' | 'pageNo' | 'pageSize'
>;

/** The filters both lists share, the user and the coin resolved to ids (an empty list matches nothing). */
interface SharedFilter {
  coinIds?: number[];
  quote?: string;
  side?: AdminTradingAdQueryDto['side'];
  userIds?: string[];
  from?: Date;
  to?: Date;
  limit: number;
  offset: number;
}

/** A path id as an order's id; anything else names no order (5002). */
export function tradingOrderId(raw: string): string {
  const id = parseRowId(raw);
  if (id === null) throw new AppException('ORDER_NOT_FOUND');
  return id;
}

/** A path id as an ad's id; anything else names no ad (5000). */
export function tradingAdId(raw: string): string {
  const id = parseRowId(raw);
  if (id === null) throw new AppException('AD_NOT_FOUND');
  return id;
}

/**
 * The console's reads of the market (issue 25): ads and orders filtered and paged on the server, one
 * order with what the appeal desk reads of it (the orders module's timeline with its hash chain checked,
 * the chat module's whole chat, the escrow module's payouts with their transaction hashes) and its
 * deposits, and the deposits and payouts waiting or failed. Owns no table: the ads, orders, escrow and
 * appeals modules answer their records, the users module the accounts' names and the user filter, the
 * catalog the coins' symbols (from memory). The chain-state filter is escrow's orders in that state, at
 * most 5,000 (CHAIN_STATE_ORDERS_CAP, those of the latest such records).
 */
@Injectable()
export class AdminTradingService {
  constructor(
    private readonly adSearch: AdsSearchService,
    private readonly orderSearch: OrdersSearchService,
    private readonly fundSearch: FundSearchService,
    private readonly appeals: AppealDeskService,
    private readonly accounts: SupportAccountsService,
    private readonly catalog: CatalogService,
    private readonly desk: OrderDesk,
    private readonly chat: ChatService,
    private readonly payouts: PayoutRequeueService,
  ) {}

  async ads(q: AdminTradingAdQueryDto): Promise<Page<AdminTradingAdDto>> {
    const { rows, total } = await this.adSearch.search({
      ...(await this.filter(q)),
      status: q.status,
      online: q.online,
    });
    const ids = rows.map((r) => r.id);
    const [names, active] = await together([
      this.names(rows.map((r) => r.userId)),
      this.adSearch.activeOrders(ids),
    ]);
    const list = rows.map((r) => adRowView(tradingAdRow(r, names), active.get(BigInt(r.id)) ?? 0));
    return { list, total, pageNo: q.pageNo, pageSize: q.pageSize };
  }

  /** One ad as the list shows it (the answer of a staff action). */
  async ad(rawId: string): Promise<AdminTradingAdDto> {
    const row = await this.adSearch.byId(tradingAdId(rawId));
    if (!row) throw new AppException('AD_NOT_FOUND');
    const [names, active] = await together([this.names([row.userId]), this.adSearch.activeOrders([row.id])]);
    return adRowView(tradingAdRow(row, names), active.get(BigInt(row.id)) ?? 0);
  }

  async orders(q: AdminTradingOrderQueryDto): Promise<Page<AdminTradingOrderDto>> {
    if (
      q.amountMin !== undefined &&
      q.amountMax !== undefined &&
      compareDecimal(q.amountMin, q.amountMax) > 0
    ) {
      throw new AppException('BAD_REQUEST', [{ field: 'amountMax', messages: [M.amountInvalid] }]);
    }
    const { rows, total } = await this.orderSearch.search({
      ...(await this.filter(q)),
      statuses: q.status,
      amountMin: q.amountMin,
      amountMax: q.amountMax,
      orderIds: q.chainState === undefined ? undefined : await this.fundSearch.orderIdsIn(q.chainState),
    });
    const [names, states] = await together([
      this.names(rows.flatMap((r) => [r.buyerId, r.sellerId])),
      this.fundSearch.latestStatesOf(rows.map((r) => r.id)),
    ]);
    const list = rows.map((r) => orderRowView(tradingOrderRow(r, names, states.get(r.id))));
    return { list, total, pageNo: q.pageNo, pageSize: q.pageSize };
  }

  async order(rawId: string): Promise<AdminTradingOrderDetailDto> {
    const id = tradingOrderId(rawId);
    const row = await this.orderSearch.byId(id);
    if (!row) throw new AppException('ORDER_NOT_FOUND');
    const [names, states, deposits, appealIds] = await together([
      this.names([row.buyerId, row.sellerId]),
      this.fundSearch.latestStatesOf([id]),
      this.fundSearch.depositsOf(id, row.adId),
      this.appeals.appealIdsOf(id),
    ]);
    const timeline = await this.desk.timeline(id);
    const chain = await verifyChain(timeline as never);
    return {
      order: orderDetailView(tradingOrderRow(row, names, states.get(id))),
      timeline,
      chainValid: chain.ok,
      chainBrokenAt: chain.ok ? null : (timeline[chain.index]?.seq ?? chain.index + 1),
      chat: await this.chat.staffHistory(BigInt(id)),
      deposits: deposits.map((d) => depositView(tradingDepositRow(d, names))),
      payouts: await this.payouts.ofOrder(id),
      appealIds,
    };
  }

  async funds(q: AdminTradingFundQueryDto): Promise<Page<AdminTradingFundDto>> {
    const { rows, total } = await this.fundSearch.funds({
      state: q.state,
      kind: q.kind,
      limit: q.pageSize,
      offset: (q.pageNo - 1) * q.pageSize,
    });
    const names: RowNames = { accounts: new Map(), coins: await this.catalog.coinSymbols() };
    const list = rows.map((f) => fundView(tradingFundRow(f, names)));
    return { list, total, pageNo: q.pageNo, pageSize: q.pageSize };
  }

  /** The accounts' names (the users module) and every coin's symbol (the catalog, from memory). */
  private async names(userIds: readonly string[]): Promise<RowNames> {
    const [accounts, coins] = await together([this.accounts.names(userIds), this.catalog.coinSymbols()]);
    return { accounts, coins };
  }

  /** The shared filters, the user resolved to account ids and the coin's symbol to coin ids. */
  private async filter(q: SharedQuery): Promise<SharedFilter> {
    const coins = q.coin === undefined ? undefined : await this.catalog.coinSymbols();
    return {
      coinIds: coins && [...coins].flatMap(([id, symbol]) => (symbol === q.coin ? [id] : [])),
      quote: q.quote,
      side: q.side,
      userIds: q.user === undefined ? undefined : await this.accounts.idsMatching(q.user, parseRowId(q.user)),
      from: q.from === undefined ? undefined : new Date(q.from),
      to: q.to === undefined ? undefined : new Date(q.to),
      limit: q.pageSize,
      offset: (q.pageNo - 1) * q.pageSize,
    };
  }
}
