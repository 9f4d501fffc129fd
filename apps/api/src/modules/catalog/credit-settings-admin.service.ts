import { Injectable } from '@nestjs/common';
import {
  ValidationMessage as M,
  type CreditSettingAdminDto,
  type CreditSettingType,
  type UpdateCreditSettingDto,
} from '@p2p/contracts';
import { AppException } from '../../core/common/app-exception.js';
import type { Tx } from '../../core/infra/db/sql.service.js';
import { type CreditSettingRow, CreditSettingsRepository } from './credit-settings.repository.js';
import { ReferenceCacheService } from './reference-cache.service.js';

/** What a change did: the rule before and after (for the staff audit log). */
export interface CreditSettingChange {
  before: CreditSettingAdminDto;
  after: CreditSettingAdminDto;
}

const view = (row: CreditSettingRow, cancellationRule: boolean): CreditSettingAdminDto => ({
  id: String(row.id),
  type: row.type,
  deduct: row.deduct,
  dailyFreeCancellations: row.dailyFreeCancellations,
  description: row.description,
  sort: row.sort,
  cancellationRule,
});

const refuse = (field: string) =>
  new AppException('BAD_REQUEST', [{ field, messages: [M.conditionInvalid] }]);

/**
 * The credit rules of spec §9 as administrators change them (issue 25). The first entry is the
 * cancellation rule (CreditService reads its deduct and free cancellations for every cancellation); a lost
 * appeal deducts APPEAL_LOST's points. The rules are cached in every API process (CatalogService): the
 * caller calls `changed()` after the commit, which drops the cache here and NOTIFYs the others, so the
 * next request anywhere reads the new figures (the 10 s TTL is only the safety net).
 */
@Injectable()
export class CreditSettingsAdminService {
  constructor(
    private readonly repo: CreditSettingsRepository,
    private readonly cache: ReferenceCacheService,
  ) {}

  /** Every rule, the cancellation rule first, as stored now (not cached). */
  async list(): Promise<CreditSettingAdminDto[]> {
    return (await this.repo.all()).map((row, i) => view(row, i === 0));
  }

  /**
   * Changes the rule of `type` in the caller's transaction, its row locked: 404 when there is none. Free
   * cancellations belong to the cancellation rule (any other keeps 0: 400 on `dailyFreeCancellations`);
   * a lost appeal costs at least 1 point (400 on `deduct`).
   */
  async update(tx: Tx, type: CreditSettingType, dto: UpdateCreditSettingDto): Promise<CreditSettingChange> {
    const row = await this.repo.lock(tx, type);
    if (!row) throw new AppException('NOT_FOUND');
    const cancellationRule = (await this.repo.firstId(tx)) === row.id;
    const free = dto.dailyFreeCancellations ?? row.dailyFreeCancellations;
    if (!cancellationRule && free !== 0) throw refuse('dailyFreeCancellations');
    if (type === 'APPEAL_LOST' && dto.deduct < 1) throw refuse('deduct');
    const after = await this.repo.update(tx, row.id, {
      deduct: dto.deduct,
      dailyFreeCancellations: free,
      description: dto.description === undefined ? row.description : dto.description,
    });
    return { before: view(row, cancellationRule), after: view(after, cancellationRule) };
  }

  /** Drops the cached rules here and in every other API process (call after the commit). */
  changed(): Promise<void> {
    return this.cache.notifyChanged('credit_settings');
  }
}
