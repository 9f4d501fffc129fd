import { Injectable } from '@nestjs/common';
import {
  type AdminAppealCaseDto,
  type AdminAppealQueueQueryDto,
  type AdminAppealSummaryDto,
  type AppealPartyDto,
  type Page,
  APPEAL_DECIDER_ROLES,
} from '@p2p/contracts';
import { Clock, normalizeDecimal, verifyChain } from '@p2p/domain';
import { AppException } from '../../core/common/app-exception.js';
import { parseRowId } from '../../core/common/row-id.js';
import { CatalogService } from '../catalog/catalog.service.js';
import { ChatService } from '../chat/chat.service.js';
import { CreditService } from '../credit/credit.service.js';
import { FundSearchService } from '../escrow/fund-search.service.js';
import { type FileBytes, FilesService } from '../files/files.service.js';
import { OrderDesk } from '../orders/order-desk.js';
import { orderPaymentOf } from '../orders/order-payment.js';
import type { OrderRow } from '../orders/orders.repository.js';
import { StaffDirectory } from '../staff-auth/staff-directory.js';
import type { StaffPrincipal } from '../staff-auth/staff.principal.js';
import { SupportAccountsService } from '../users/support-accounts.service.js';
import { UserAccountsService } from '../users/user-accounts.service.js';
import { AppealDecisionsService } from './appeal-decisions.service.js';
import { AppealRequestsRepository, requestView } from './appeal-requests.repository.js';
import { APPEAL_SLA_MS, depositView, evidenceView, summaryView } from './appeal-views.js';
import { type AppealRow, AppealsRepository } from './appeals.repository.js';

/** The roles that decide (customer service reads the desk but does not decide). */
/** Who may decide (the console's table, @p2p/contracts). */
export const DECIDING_ROLES = APPEAL_DECIDER_ROLES;

/** How much of each party's history a case shows. */
const HISTORY_ROWS = 20;

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/**
 * The appeal desk's reads (issue 13): the queue with each case's age and service-level due time, filtered
 * and sorted; a case with the order, its timeline and whether its hash chain verifies (`verifyChain`), the
 * whole chat, the evidence, both parties' history and credit; and the case's images for staff.
 */
@Injectable()
export class AppealDeskService {
  constructor(
    private readonly repo: AppealsRepository,
    private readonly desk: OrderDesk,
    private readonly chat: ChatService,
    private readonly credit: CreditService,
    private readonly accounts: UserAccountsService,
    private readonly people: SupportAccountsService,
    private readonly catalog: CatalogService,
    private readonly staff: StaffDirectory,
    private readonly files: FilesService,
    private readonly decisions: AppealDecisionsService,
    private readonly requests: AppealRequestsRepository,
    private readonly funds: FundSearchService,
    private readonly clock: Clock,
  ) {}

  /** `GET /admin/appeals`. */
  async queue(caller: StaffPrincipal, q: AdminAppealQueueQueryDto, now = this.clock.now()) {
    let orderIds: string[] | undefined;
    if (q.orderId !== undefined) orderIds = [rowId(q.orderId)];
    if (q.userId !== undefined) {
      const ofUser = await this.desk.appealedOrderIds(BigInt(rowId(q.userId)));
      orderIds = orderIds ? orderIds.filter((id) => ofUser.includes(id)) : ofUser;
    }
    const { rows, total } = await this.repo.queue({
      stage: q.stage ?? 'OPEN',
      reasonCode: q.reasonCode,
      initiatorSide: q.initiatorSide,
      orderIds,
      reviewerId: q.mine ? caller.id : undefined,
      createdBefore:
        q.olderThanMinutes === undefined ? undefined : new Date(now.getTime() - q.olderThanMinutes * 60_000),
      claimed:
        q.claimed === undefined || q.claimed === 'any' ? undefined : { kind: q.claimed, staffId: caller.id },
      sort: q.sort ?? 'CLAIM_DUE',
      limit: q.pageSize,
      offset: (q.pageNo - 1) * q.pageSize,
    });
    const list = await this.summaries(rows, now);
    return { list, total, pageNo: q.pageNo, pageSize: q.pageSize } satisfies Page<AdminAppealSummaryDto>;
  }

  /** `GET /admin/appeals/{id}`. */
  async detail(caller: StaffPrincipal, rawId: string, now = this.clock.now()): Promise<AdminAppealCaseDto> {
    const appeal = await this.repo.byId(this.repo.pool, appealId(rawId));
    const order = appeal ? await this.desk.byId(appeal.orderId) : null;
    if (!appeal || !order) throw new AppException('APPEAL_NOT_FOUND');
    const [summary] = await this.summaries([appeal], now);
    const evidence = (await this.repo.evidenceOf([appeal.id])).get(appeal.id) ?? [];
    const timeline = await this.desk.timeline(order.id);
    const chain = await verifyChain(timeline as never);
    const others = (await this.repo.ofOrder(this.repo.pool, order.id)).filter((a) => a.id !== appeal.id);
    return {
      appeal: {
        ...summary!,
        reviewerRemarks: appeal.reviewerRemarks,
        executedAt: iso(appeal.executedAt),
        cancelledAt: iso(appeal.cancelledAt),
        evidence: evidence.map((e) => evidenceView(e, appeal, order, null)),
        evidenceRequests: ((await this.requests.ofAppeals([appeal.id])).get(appeal.id) ?? []).map((r) =>
          requestView(r, now),
        ),
      },
      order: await this.orderView(order),
      timeline,
      chainValid: chain.ok,
      chainBrokenAt: chain.ok ? null : (timeline[chain.index]?.seq ?? chain.index + 1),
      chat: await this.chat.staffHistory(BigInt(order.id)),
      buyer: await this.party(BigInt(order.buyerId)),
      seller: await this.party(BigInt(order.sellerId)),
      history: await this.summaries(others, now),
      deposits: await this.deposits(order),
      canDecide: (DECIDING_ROLES as readonly string[]).includes(caller.role),
      executionDelayMinutes: this.decisions.delayMinutes,
    };
  }

  /**
   * The open cases for the metrics (issue 27): how many, the oldest one's age in seconds (0: none) and how
   * many are past their service-level due time (filed more than APPEAL_SLA_MS ago).
   */
  async openStats(
    now = this.clock.now(),
  ): Promise<{ open: number; oldestAgeSeconds: number; overdue: number }> {
    const stats = await this.repo.openStats(new Date(now.getTime() - APPEAL_SLA_MS));
    const oldest = stats.oldestCreatedAt;
    return {
      open: stats.open,
      oldestAgeSeconds: oldest === null ? 0 : Math.max(0, (now.getTime() - oldest.getTime()) / 1000),
      overdue: stats.overdue,
    };
  }

  /** The ids of the appeals filed on an order, oldest first (the console's order detail, issue 25). */
  appealIdsOf(orderId: string): Promise<string[]> {
    return this.repo.idsOfOrder(orderId);
  }

  /**
   * `GET /admin/appeals/{id}/files/{fileId}`: the case's evidence, an image of its order's chat, or the
   * payment QR of the seller's method as the order carries it.
   */
  async file(rawId: string, rawFileId: string): Promise<FileBytes> {
    const appeal = await this.repo.byId(this.repo.pool, appealId(rawId));
    const fileId = parseRowId(rawFileId);
    if (!appeal || fileId === null) throw new AppException('NOT_FOUND');
    const evidence = (await this.repo.evidenceOf([appeal.id])).get(appeal.id) ?? [];
    const inChat = async () =>
      (await this.chat.staffHistory(BigInt(appeal.orderId))).some((m) => m.fileId === fileId);
    const paymentQr = async () => {
      const order = await this.desk.byId(appeal.orderId);
      return order !== null && orderPaymentOf(order.paymentMethodSnapshot)?.qrFileId === fileId;
    };
    if (!evidence.some((e) => e.fileId === fileId) && !(await inChat()) && !(await paymentQr())) {
      throw new AppException('NOT_FOUND');
    }
    return this.files.readChecked(fileId);
  }

  private async summaries(rows: readonly AppealRow[], now: Date): Promise<AdminAppealSummaryDto[]> {
    if (rows.length === 0) return [];
    const orders = await this.desk.byIds(rows.map((r) => r.orderId));
    const evidence = await this.repo.evidenceOf(rows.map((r) => r.id));
    const reviewers = await this.staff.names(
      rows.flatMap((r) => [r.reviewerId, r.claimedBy].filter((id): id is number => id !== null)),
    );
    const coins = await this.coinSymbols();
    const names = await this.people.names([...orders.values()].flatMap((o) => [o.buyerId, o.sellerId]));
    return rows.flatMap((a) => {
      const order = orders.get(a.orderId);
      if (!order) return [];
      return [
        summaryView(a, {
          order,
          coin: order.coinId === null ? null : (coins.get(order.coinId) ?? null),
          names,
          reviewers,
          evidenceCount: evidence.get(a.id)?.length ?? 0,
          now,
        }),
      ];
    });
  }

  private async coinSymbols(): Promise<Map<number, string>> {
    return new Map((await this.catalog.coinChains()).map((c) => [c.coinId, c.symbol]));
  }

  private async orderView(o: OrderRow): Promise<AdminAppealCaseDto['order']> {
    const coins = await this.coinSymbols();
    return {
      id: o.id,
      adId: o.adId,
      type: o.type,
      mode: o.mode,
      status: o.status,
      statusBeforeAppeal: o.statusBeforeAppeal,
      coin: o.coinId === null ? null : (coins.get(o.coinId) ?? null),
      quote: o.quoteCurrency,
      chain: o.chain,
      quantity: normalizeDecimal(o.quantity),
      unitPrice: normalizeDecimal(o.unitPrice),
      amount: normalizeDecimal(o.amount),
      fee: normalizeDecimal(o.fee),
      totalAmount: normalizeDecimal(o.totalAmount),
      buyerId: o.buyerId,
      sellerId: o.sellerId,
      makerId: o.makerId,
      receivingAddress: o.receivingAddress,
      // Staff always see the payment details used in the order (an officer checks the payment).
      payment: orderPaymentOf(o.paymentMethodSnapshot),
      createdAt: o.createdAt.toISOString(),
      acceptedAt: iso(o.acceptedAt),
      paidAt: iso(o.paidAt),
      confirmedAt: iso(o.confirmedAt),
      completedAt: iso(o.completedAt),
      cancelledAt: iso(o.cancelledAt),
    };
  }

  /** The escrow deposits the order's coin came from, with the transactions credited to them. */
  private async deposits(o: OrderRow): Promise<AdminAppealCaseDto['deposits']> {
    const rows = await this.funds.depositsOf(o.id, o.adId);
    const coins = await this.coinSymbols();
    return rows.map((d) => depositView(d, coins));
  }

  private async party(userId: bigint): Promise<AppealPartyDto> {
    const user = await this.accounts.getById(userId);
    const credit = await this.credit.records(userId, { pageNo: 1, pageSize: HISTORY_ROWS });
    const recent = await this.desk.recentOf(userId, HISTORY_ROWS);
    const stats = await this.repo.initiatorStats(userId);
    return {
      userId: String(userId),
      nickname: user.nickname,
      email: user.email,
      creditScore: user.creditScore,
      orderCount: user.orderCount,
      completedOrderCount: user.completedOrderCount,
      completionRate: user.completionRate.toFixed(4),
      certified: user.certified,
      fastTrader: user.fastTrader,
      registeredAt: user.createdAt.toISOString(),
      appealsFiled: stats.filed,
      appealsLost: stats.lost,
      creditRecords: credit.list.map((r) => ({
        id: r.id,
        delta: r.delta,
        scoreAfter: r.scoreAfter,
        reason: r.reason,
        orderId: r.orderId,
        createdAt: r.createdAt,
      })),
      recentOrders: recent.map((o) => ({
        id: o.id,
        role: o.buyerId === String(userId) ? ('BUYER' as const) : ('SELLER' as const),
        status: o.status,
        quantity: normalizeDecimal(o.quantity),
        amount: normalizeDecimal(o.amount),
        createdAt: o.createdAt.toISOString(),
      })),
    };
  }
}

function appealId(raw: string): string {
  const id = parseRowId(raw);
  if (id === null) throw new AppException('APPEAL_NOT_FOUND');
  return id;
}

function rowId(raw: string): string {
  const id = parseRowId(raw);
  if (id === null) throw new AppException('NOT_FOUND');
  return id;
}
