import { Injectable } from '@nestjs/common';
import { Clock } from '@p2p/domain';
import type { Db } from '../infra/db/sql.service.js';
import { type AuditEntry, type AuditFilter, AuditRepository, type AuditRow } from './audit.repository.js';

export type { AuditEntry, AuditFilter, AuditRow, AuditValue } from './audit.repository.js';

/**
 * The audit trail (`audit_logs`) of trader and staff security changes. Pass the runner's `tx` so the row
 * is written in the same transaction as the change it records.
 */
@Injectable()
export class AuditService {
  constructor(
    private readonly repo: AuditRepository,
    private readonly clock: Clock,
  ) {}

  record(entry: AuditEntry, tx?: Db, at = this.clock.now()): Promise<void> {
    return this.repo.insert(entry, at, tx);
  }

  /** The console's read of the log (admins only, checked by the caller's route): newest first. */
  list(filter: AuditFilter): Promise<{ rows: AuditRow[]; total: number }> {
    return this.repo.list(filter);
  }
}
