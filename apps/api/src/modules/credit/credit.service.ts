import { Injectable } from '@nestjs/common';
import type { CancelTimesDto, CreditRecordDto, CreditRecordPageQueryDto, Page } from '@p2p/contracts';
import { page } from '@p2p/contracts';
import {
  applyCreditChange,
  cancellationPenalty,
  Clock,
  DEFAULT_CANCELLATION_DEDUCT,
  FREE_CANCELLATIONS_PER_DAY,
  remainingFreeCancellations,
} from '@p2p/domain';
import type { Tx } from '../../core/infra/db/sql.service.js';
import { CatalogService } from '../catalog/catalog.service.js';
import { UserAccountsService } from '../users/user-accounts.service.js';
import { CreditRepository, type CreditRecordRow } from './credit.repository.js';
import { creditRecordView } from './credit-views.js';

export type { CreditRecordRow };

/** A cancellation's cause, as the order state machine names it. */
export type CancellationCause = 'CANCELLED' | 'DEPOSIT_TIMEOUT' | 'PAY_TIMEOUT';

/** The changes other than cancellations: a lost or malicious appeal, a staff adjustment. */
export type CreditAdjustReason = 'APPEAL_LOST' | 'MALICIOUS_APPEAL' | 'ADJUSTMENT';

/** Where an adjustment comes from: a staff member (ADJUSTMENT) or an order and its appeal (the others). */
export type CreditAdjustSource =
  { staffId: number; note?: string } | { orderId: bigint; appealId?: bigint; note?: string };

/** What an adjustment did: the points actually moved (never below a score of 0) and the score after. */
export interface CreditAdjustment {
  delta: number;
  scoreAfter: number;
}

/** The start of `now`'s UTC day. */
export function utcDayStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/**
 * Credit (spec §9): the first cancellations of a day are free (the credit settings' first entry's free
 * times, default 3), each further one costs its deduct value (default 20) in a CreditRecord; a free one is
 * recorded too, with delta 0, so the day's count is the records'. The score lives on the account (users).
 */
@Injectable()
export class CreditService {
  constructor(
    private readonly repo: CreditRepository,
    private readonly catalog: CatalogService,
    private readonly accounts: UserAccountsService,
    private readonly clock: Clock,
  ) {}

  /** The cancellation rule of the credit settings: its free times a day and its deduct value. */
  async cancellationRule(): Promise<{ freePerDay: number; deduct: number }> {
    const settings = await this.catalog.creditSettings();
    const first = settings[0];
    return {
      freePerDay: first?.freeTimes ?? FREE_CANCELLATIONS_PER_DAY,
      deduct: first?.deduct ?? DEFAULT_CANCELLATION_DEDUCT,
    };
  }

  /** `GET /c2c/deal/order/cancel/times`: today's free cancellations left. */
  async cancelTimes(userId: bigint, now = this.clock.now()): Promise<CancelTimesDto> {
    const rule = await this.cancellationRule();
    const today = await this.repo.cancellationsSince(this.repo.pool, userId, utcDayStart(now));
    return {
      remaining: remainingFreeCancellations(today, rule.freePerDay),
      freePerDay: rule.freePerDay,
      deduct: rule.deduct,
    };
  }

  /**
   * Applies the cancellation rule to `userId` in the caller's transaction: counts today's cancellations
   * under a per-user lock, deducts when the free ones are used (never below a score of 0), and writes the
   * record. The points taken.
   */
  async cancellation(
    tx: Tx,
    userId: bigint,
    cause: CancellationCause,
    orderId: bigint,
    now = this.clock.now(),
  ): Promise<number> {
    const rule = await this.cancellationRule();
    await this.repo.lockUser(tx, userId);
    const today = await this.repo.cancellationsSince(tx, userId, utcDayStart(now));
    const points = cancellationPenalty({
      cancellationsToday: today,
      freeCancellationsPerDay: rule.freePerDay,
      deductValue: rule.deduct,
    });
    // The score never goes below 0: the record holds the points actually taken.
    const before = points === 0 ? null : (await this.accounts.orderLimits(tx, userId)).creditScore;
    const balanceAfter = await this.accounts.changeCredit(tx, userId, -points);
    const delta = before === null ? 0 : balanceAfter - before;
    await this.repo.insert(tx, {
      userId,
      delta,
      reason: cause,
      balanceAfter,
      orderId,
      note: points === 0 ? 'free cancellation' : null,
      at: now,
    });
    return delta === 0 ? 0 : -delta; // a free one took 0 points, not -0
  }

  /**
   * A lost appeal, a malicious appeal or a staff adjustment of `userId`'s score in the caller's
   * transaction, with its record. `delta` is the points added (negative: taken); `'ALL'` takes the whole
   * score (spec §9: a malicious appeal can cost it all). The score never goes below 0: the record holds the
   * points actually moved. ADJUSTMENT names its staff member; the appeal reasons name the order.
   */
  async adjust(
    tx: Tx,
    userId: bigint,
    delta: number | 'ALL',
    reason: CreditAdjustReason,
    source: CreditAdjustSource,
  ): Promise<CreditAdjustment> {
    const byStaff = 'staffId' in source;
    if (byStaff !== (reason === 'ADJUSTMENT')) {
      throw new RangeError(`${reason} comes from ${reason === 'ADJUSTMENT' ? 'a staff member' : 'an order'}`);
    }
    if (delta !== 'ALL' && (!Number.isInteger(delta) || delta === 0)) {
      throw new RangeError('delta must be a non-zero integer');
    }
    await this.repo.lockUser(tx, userId);
    const account = await this.accounts.orderLimits(tx, userId);
    const before = account.creditScore;
    const wanted = delta === 'ALL' ? -before : delta;
    const expected = applyCreditChange(before, wanted);
    const scoreAfter = await this.accounts.changeCredit(tx, userId, expected - before);
    await this.repo.insert(tx, {
      userId,
      delta: scoreAfter - before,
      reason,
      balanceAfter: scoreAfter,
      orderId: byStaff ? null : source.orderId,
      appealId: byStaff ? null : (source.appealId ?? null),
      staffId: byStaff ? source.staffId : null,
      note: source.note ?? null,
      at: this.clock.now(),
    });
    return { delta: scoreAfter - before, scoreAfter };
  }

  /** A trader's credit changes with their notes and staff members, for the staff console, newest first. */
  async staffRecords(userId: bigint, q: CreditRecordPageQueryDto): Promise<Page<CreditRecordRow>> {
    const { rows, total } = await this.repo.page(this.repo.pool, userId, q.pageNo, q.pageSize);
    return page(rows, total, q.pageNo, q.pageSize);
  }

  /** `GET /credit/detail/page`: the caller's own credit changes, newest first. */
  async records(userId: bigint, q: CreditRecordPageQueryDto): Promise<Page<CreditRecordDto>> {
    const { rows, total } = await this.repo.page(this.repo.pool, userId, q.pageNo, q.pageSize);
    return page(rows.map(creditRecordView), total, q.pageNo, q.pageSize);
  }
}
