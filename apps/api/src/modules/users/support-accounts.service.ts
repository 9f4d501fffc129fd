import { Injectable } from '@nestjs/common';
import { AppException } from '../../core/common/app-exception.js';
import type { Db, Tx } from '../../core/infra/db/sql.service.js';
import { type SupportAccountRow, SupportAccountsRepository } from './support-accounts.repository.js';

export type { SupportAccountRow };

/** An account's names as the staff lists show them. */
export interface AccountNames {
  nickname: string | null;
  email: string | null;
}

/** At most this many accounts answer a staff list's user filter. */
const USER_FILTER_MATCHES = 20;

/** What a change of the certified flag did. */
export interface CertificationChange {
  before: boolean;
  after: boolean;
}

/**
 * Accounts as the staff console's customer service reads and changes them: search, one account's facts,
 * and the certified-merchant flag (spec §6: required for fiat ads). Methods taking a `tx` join the
 * caller's runner transaction.
 */
@Injectable()
export class SupportAccountsService {
  constructor(private readonly repo: SupportAccountsRepository) {}

  /** Accounts by id (`id`, when the text is one), email, nickname or address; at most `limit`. */
  search(text: string, id: string | null, limit: number): Promise<SupportAccountRow[]> {
    return this.repo.search({ text, id, limit });
  }

  /** The account's facts; 1001 when there is no such account. */
  async get(db: Db | null, id: bigint): Promise<SupportAccountRow> {
    const row = await this.repo.byId(db ?? this.repo.pool, id);
    if (!row) throw new AppException('USER_NOT_FOUND');
    return row;
  }

  /** The nicknames and emails of the accounts `ids` (the staff lists' rows), read at once. */
  names(ids: readonly string[]): Promise<Map<string, AccountNames>> {
    return ids.length === 0 ? Promise.resolve(new Map()) : this.repo.names([...new Set(ids)]);
  }

  /**
   * The accounts a staff list's user filter names: the account `id` (when the text is one), or the one whose
   * email or nickname is exactly `text` (case-insensitive); at most 20. None found: an empty list.
   */
  idsMatching(text: string, id: string | null): Promise<string[]> {
    return this.repo.idsMatching(text, id, USER_FILTER_MATCHES);
  }

  /**
   * Grants or removes the certified-merchant flag in the caller's transaction (the row locked): 1001 for
   * no such account, 4001 when granting to an account without advanced identity verification.
   */
  async setCertified(tx: Tx, id: bigint, certified: boolean): Promise<CertificationChange> {
    const row = await this.repo.lockCertification(tx, id);
    if (!row) throw new AppException('USER_NOT_FOUND');
    if (certified && !row.certified && row.kycLevel !== 'ADVANCED') {
      throw new AppException('ADVANCED_KYC_REQUIRED');
    }
    if (row.certified !== certified) await this.repo.setCertified(tx, id, certified);
    return { before: row.certified, after: certified };
  }
}
