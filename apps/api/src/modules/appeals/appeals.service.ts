import { Injectable } from '@nestjs/common';
import {
  APPEAL_EVIDENCE_MAX,
  APPEAL_REASON_OTHER,
  type AddAppealEvidenceDto,
  appealReasonFits,
  type AppealDto,
  type AppealPageQueryDto,
  type CancelAppealDto,
  type CreateAppealDto,
  type Page,
} from '@p2p/contracts';
import { Clock } from '@p2p/domain';
import { AppException } from '../../core/common/app-exception.js';
import { parseRowId } from '../../core/common/row-id.js';
import type { Tx } from '../../core/infra/db/sql.service.js';
import { TransactionRunner } from '../../core/infra/db/transaction-runner.js';
import { CatalogService } from '../catalog/catalog.service.js';
import { ChatService } from '../chat/chat.service.js';
import { FilesService } from '../files/files.service.js';
import { OrderDesk } from '../orders/order-desk.js';
import { OrderEngine } from '../orders/order-engine.js';
import type { OrderRow } from '../orders/orders.repository.js';
import { AppealRequestsRepository, requestView } from './appeal-requests.repository.js';
import { appealView } from './appeal-views.js';
import { type AppealRow, AppealsRepository } from './appeals.repository.js';

/** The dictionary of preset reasons (spec §5; OTHER needs a specific reason). */
export const APPEAL_REASON_DICT = 'APPEAL_REASON';

const idOf = (raw: string, missing: 'ORDER_NOT_FOUND' | 'APPEAL_NOT_FOUND'): string => {
  const id = parseRowId(raw);
  if (id === null) throw new AppException(missing);
  return id;
};

const evidenceFiles = (fileIds: readonly string[]) =>
  fileIds.map((fileId) => ({ fileId: String(BigInt(fileId)), url: `/api/file/${BigInt(fileId)}` }));

const sideOf = (order: OrderRow, userId: bigint): 'BUYER' | 'SELLER' | null =>
  order.buyerId === String(userId) ? 'BUYER' : order.sellerId === String(userId) ? 'SELLER' : null;

/**
 * The parties' appeals (spec §2, §5, §7; DESIGN §4): filing one locks the order (IN_APPEAL, timers
 * paused) through `OrderEngine` in the same transaction as the appeal record and its evidence; the state
 * machine says who may appeal when (either party while the seller confirms; the buyer once the seller
 * timed out). The initiator withdraws it; the order returns to its status before the appeal with a fresh
 * deadline. Anyone but the order's parties is answered as if the order (5002) or appeal (5001) did not
 * exist. Evidence is given in both the upload (an image at least) and the order's chat (a message of the
 * appellant), spec §5: else 5058.
 */
@Injectable()
export class AppealsService {
  constructor(
    private readonly repo: AppealsRepository,
    private readonly desk: OrderDesk,
    private readonly engine: OrderEngine,
    private readonly catalog: CatalogService,
    private readonly files: FilesService,
    private readonly chat: ChatService,
    private readonly requests: AppealRequestsRepository,
    private readonly runner: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  /** `POST /c2c/appeal`. */
  async create(userId: bigint, dto: CreateAppealDto, now = this.clock.now()): Promise<AppealDto> {
    const orderId = idOf(dto.orderId, 'ORDER_NOT_FOUND');
    await this.checkReason(dto.reasonCode);
    const fileIds = [...new Set(dto.evidenceFileIds ?? [])];
    for (const fileId of fileIds) {
      if (!(await this.files.isOwnUpload(userId, fileId))) throw new AppException('NOT_FOUND');
    }
    const appealId = await this.runner.run(async (tx) => {
      const order = await this.desk.lock(tx, orderId);
      const side = order ? sideOf(order, userId) : null;
      if (!order || !side) throw new AppException('ORDER_NOT_FOUND');
      // A preset reason of the other side is not one of this party's (as an unknown reason).
      if (!appealReasonFits(dto.reasonCode, side)) throw new AppException('BAD_REQUEST');
      const before = order.status;
      await this.engine.apply(tx, order, { action: { type: 'APPEAL' }, actor: side, actorId: userId }, now);
      // Evidence in both the upload and the chat (spec §5): an image, and a message of the appellant; after
      // the state machine's answer (5015 first), and the transaction rolls the transition back.
      if (fileIds.length === 0 || !(await this.chat.hasMessageFrom(BigInt(orderId), userId, tx)))
        throw new AppException('APPEAL_EVIDENCE_REQUIRED');
      const id = await this.repo.insert(tx, {
        orderId,
        initiatorId: userId,
        initiatorSide: side,
        reasonCode: dto.reasonCode,
        reasonText: dto.reasonText?.trim() || null,
        result: 'PENDING',
        resumeTo: before,
        createdAt: now,
      });
      await this.repo.insertEvidence(tx, id, evidenceFiles(fileIds), userId, now);
      return id;
    });
    return this.viewOf(userId, appealId);
  }

  /**
   * `POST /c2c/appeal/{id}/evidence` (issue 25): either party adds images while the appeal is open (not
   * decided, withdrawn or settled: 5003), each party at most APPEAL_EVIDENCE_MAX in all (400); only the
   * caller's own uploads (404). Anyone else is answered as a missing appeal (5001).
   */
  async addEvidence(
    userId: bigint,
    rawId: string,
    dto: AddAppealEvidenceDto,
    now = this.clock.now(),
  ): Promise<AppealDto> {
    const id = idOf(rawId, 'APPEAL_NOT_FOUND');
    const fileIds = [...new Set(dto.evidenceFileIds)];
    await this.runner.run(async (tx) => {
      const { appeal, order } = await this.lockBoth(tx, id);
      const side = order ? sideOf(order, userId) : null;
      if (!appeal || !order || !side) throw new AppException('APPEAL_NOT_FOUND');
      if (appeal.executedAt || appeal.cancelledAt || appeal.decidedAt || order.status !== 'IN_APPEAL')
        throw new AppException('APPEAL_ALREADY_PROCESSED');
      for (const fileId of fileIds) {
        if (!(await this.files.isOwnUpload(userId, fileId, tx))) throw new AppException('NOT_FOUND');
      }
      const given = await this.repo.evidenceCountBy(tx, id, userId, appeal.initiatorId);
      if (given + fileIds.length > APPEAL_EVIDENCE_MAX) throw new AppException('BAD_REQUEST');
      await this.repo.insertEvidence(tx, id, evidenceFiles(fileIds), userId, now);
      // The officers' open requests to this side are answered (issue 25).
      await this.requests.answer(tx, id, side, now);
    });
    return this.viewOf(userId, id);
  }

  /** `GET /c2c/appeal/page`: the caller's appeal records, as initiator or counterparty, newest first. */
  async page(userId: bigint, q: AppealPageQueryDto): Promise<Page<AppealDto>> {
    const onlyOrder = q.orderId === undefined ? null : parseRowId(q.orderId);
    if (q.orderId !== undefined && onlyOrder === null) throw new AppException('ORDER_NOT_FOUND');
    const orderIds = await this.desk.appealedOrderIds(userId);
    const { rows, total } = await this.repo.pageFor(
      userId,
      orderIds,
      onlyOrder,
      q.pageSize,
      (q.pageNo - 1) * q.pageSize,
    );
    return { list: await this.views(userId, rows), total, pageNo: q.pageNo, pageSize: q.pageSize };
  }

  /** `POST /c2c/appeal/{id}`: the initiator withdraws the appeal (REVOKED); the order resumes. */
  async withdraw(
    userId: bigint,
    rawId: string,
    dto: CancelAppealDto,
    now = this.clock.now(),
  ): Promise<AppealDto> {
    const id = idOf(rawId, 'APPEAL_NOT_FOUND');
    if (dto.id !== undefined && parseRowId(dto.id) !== id) throw new AppException('BAD_REQUEST');
    await this.runner.run(async (tx) => {
      const { appeal, order } = await this.lockBoth(tx, id);
      const side = order ? sideOf(order, userId) : null;
      if (!appeal || !order || !side) throw new AppException('APPEAL_NOT_FOUND');
      if (appeal.executedAt || appeal.cancelledAt || appeal.decidedAt)
        throw new AppException('APPEAL_ALREADY_PROCESSED');
      await this.engine.apply(
        tx,
        order,
        { action: { type: 'CANCEL_APPEAL' }, actor: side, actorId: userId, data: { appealId: id } },
        now,
      ); // the engine's CLOSE_APPEAL marks it REVOKED (AppealHooks.closed)
    });
    return this.viewOf(userId, id);
  }

  /**
   * The appeal and its order, locked order first, as every order move does (a seller's release under appeal
   * locks the order, then closes the appeal): the same order of locks everywhere, so no deadlock.
   */
  private async lockBoth(tx: Tx, id: string): Promise<{ appeal: AppealRow | null; order: OrderRow | null }> {
    const seen = await this.repo.byId(tx, id);
    const order = seen ? await this.desk.lock(tx, seen.orderId) : null;
    const appeal = order ? await this.repo.lock(tx, id) : null;
    return { appeal, order };
  }

  private async checkReason(code: string): Promise<void> {
    if (code === APPEAL_REASON_OTHER) return;
    const reasons = await this.catalog.dict('en', APPEAL_REASON_DICT);
    if (!reasons.some((r) => r.key === code)) throw new AppException('BAD_REQUEST');
  }

  private async viewOf(userId: bigint, id: string): Promise<AppealDto> {
    const row = await this.repo.byId(this.repo.pool, id);
    if (!row) throw new AppException('APPEAL_NOT_FOUND');
    const [view] = await this.views(userId, [row]);
    return view!;
  }

  private async views(userId: bigint, rows: readonly AppealRow[]): Promise<AppealDto[]> {
    const orders = await this.desk.byIds(rows.map((r) => r.orderId));
    const evidence = await this.repo.evidenceOf(rows.map((r) => r.id));
    const requests = await this.requests.ofAppeals(rows.map((r) => r.id));
    const now = this.clock.now();
    return rows.flatMap((r) => {
      const order = orders.get(r.orderId);
      if (!order) return [];
      const view = appealView(r, order, userId, evidence.get(r.id) ?? []);
      // Only the requests to the caller's side (the other party's are not theirs to answer).
      const mine = (requests.get(r.id) ?? []).filter((q) => q.side === view.role);
      return [{ ...view, evidenceRequests: mine.map((q) => requestView(q, now)) }];
    });
  }
}
