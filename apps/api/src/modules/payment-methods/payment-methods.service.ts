import { Inject, Injectable } from '@nestjs/common';
import type { PaymentMethodDto, PaymentMethodInputDto } from '@p2p/contracts';
import { PAYMENT_METHODS_MAX } from '@p2p/contracts';
import { Clock } from '@p2p/domain';
import { AppException } from '../../core/common/app-exception.js';
import { parseRowId } from '../../core/common/row-id.js';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import type { Db, Tx } from '../../core/infra/db/sql.service.js';
import { TransactionRunner } from '../../core/infra/db/transaction-runner.js';
import { FilesService } from '../files/files.service.js';
import { PaymentMethodUsage } from './payment-method-usage.js';
import {
  type MethodLabel,
  type PaymentMethodFields,
  type PaymentMethodRow,
  PaymentMethodsRepository,
} from './payment-methods.repository.js';

export type { MethodLabel, PaymentMethodRow };

/** An optional text: blank counts as none. */
const orNull = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value.trim() === '' ? null : value;

function fieldsOf(dto: PaymentMethodInputDto): PaymentMethodFields {
  return {
    kind: dto.kind,
    name: dto.name,
    account: dto.account,
    bankName: orNull(dto.bankName),
    branch: orNull(dto.branch),
    iban: orNull(dto.iban),
    exchangeName: orNull(dto.exchangeName),
    accountInfo: orNull(dto.accountInfo),
    qrFileId: orNull(dto.qrFileId),
    currency: dto.currency,
    notes: orNull(dto.notes),
  };
}

function toDto(row: PaymentMethodRow, inUse: boolean): PaymentMethodDto {
  return {
    id: String(row.id),
    kind: row.kind,
    name: row.name,
    account: row.account,
    bankName: row.bankName,
    branch: row.branch,
    iban: row.iban,
    exchangeName: row.exchangeName,
    accountInfo: row.accountInfo,
    qrFileId: row.qrFileId,
    currency: row.currency,
    notes: row.notes,
    inUse,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A path id as a payment method id; anything that is not one is simply not found (5036). */
function methodId(id: string): bigint {
  const rowId = parseRowId(id);
  if (rowId === null) throw new AppException('PAYMENT_METHOD_NOT_FOUND');
  return BigInt(rowId);
}

/**
 * Payment-method management (spec §3, §5): at most 20 live methods per user (5037); no two with the same
 * kind and account (5035); only the kinds the platform accepts (5038); only the owner sees or touches a
 * method, another trader's id is answered as missing (5036); no change or deletion while an open ad or
 * order uses it (5039). A deletion is soft: orders keep their snapshot and the row stays for them. The QR
 * image must be the owner's own upload (issue 22): another trader's upload id is answered as missing (404,
 * as chat images and appeal evidence), so nobody can show someone else's image to their buyers.
 */
@Injectable()
export class PaymentMethodsService {
  constructor(
    private readonly repo: PaymentMethodsRepository,
    private readonly usage: PaymentMethodUsage,
    private readonly runner: TransactionRunner,
    private readonly files: FilesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async list(userId: bigint): Promise<PaymentMethodDto[]> {
    return this.runner.run(async (tx) => {
      const rows = await this.repo.list(userId, tx);
      const used = await this.usage.inUse(
        tx,
        userId,
        rows.map((r) => r.id),
      );
      return rows.map((r) => toDto(r, used.has(r.id)));
    });
  }

  async add(userId: bigint, dto: PaymentMethodInputDto): Promise<PaymentMethodDto> {
    const fields = await this.accepted(userId, dto);
    return this.runner.run(async (tx) => {
      await this.repo.lockUser(tx, userId);
      if ((await this.repo.countLive(tx, userId)) >= PAYMENT_METHODS_MAX)
        throw new AppException('PAYMENT_METHOD_LIMIT');
      if (await this.repo.hasDuplicate(tx, userId, fields.kind, fields.account))
        throw new AppException('PAYMENT_METHOD_EXISTS');
      return toDto(await this.repo.insert(tx, userId, fields, this.clock.now()), false);
    });
  }

  async edit(userId: bigint, rawId: string, dto: PaymentMethodInputDto): Promise<PaymentMethodDto> {
    const id = methodId(rawId);
    const fields = await this.accepted(userId, dto);
    return this.runner.run(async (tx) => {
      await this.repo.lockUser(tx, userId);
      await this.lockFree(tx, userId, id);
      if (await this.repo.hasDuplicate(tx, userId, fields.kind, fields.account, id))
        throw new AppException('PAYMENT_METHOD_EXISTS');
      return toDto(await this.repo.update(tx, id, fields, this.clock.now()), false);
    });
  }

  async remove(userId: bigint, rawId: string): Promise<void> {
    const id = methodId(rawId);
    await this.runner.run(async (tx) => {
      await this.lockFree(tx, userId, id);
      await this.repo.softDelete(tx, id, this.clock.now());
    });
  }

  /**
   * For a record that links methods (an ad, an order), in its transaction: the user's live methods `ids`,
   * locked `for share` until commit (see PaymentMethodUsageSource); 5036 when one is missing, deleted or
   * another's.
   */
  async lockForUse(tx: Tx, userId: bigint, ids: readonly bigint[]): Promise<MethodLabel[]> {
    const rows = await this.repo.lockLiveForUse(tx, userId, ids);
    if (rows.length !== new Set(ids).size) throw new AppException('PAYMENT_METHOD_NOT_FOUND');
    return rows;
  }

  /**
   * For an order, in its transaction: one of the user's live methods, locked `for share` like
   * `lockForUse`, with all its fields (the order keeps them as its snapshot); 5036 when missing.
   */
  async snapshotForUse(tx: Tx, userId: bigint, id: bigint): Promise<PaymentMethodRow> {
    const row = await this.repo.lockSnapshotForUse(tx, userId, id);
    if (!row) throw new AppException('PAYMENT_METHOD_NOT_FOUND');
    return row;
  }

  /** The kind and label of each of `ids` (deleted ones too), for the records that name them. */
  labels(ids: readonly bigint[], db?: Db): Promise<MethodLabel[]> {
    return this.repo.labels(ids, db);
  }

  /** Locks one of the user's live methods that nothing uses (5036 when missing or another's, 5039 in use). */
  private async lockFree(tx: Tx, userId: bigint, id: bigint): Promise<void> {
    const row = await this.repo.lockOwned(tx, userId, id);
    if (!row) throw new AppException('PAYMENT_METHOD_NOT_FOUND');
    if ((await this.usage.inUse(tx, userId, [id])).has(id)) throw new AppException('PAYMENT_METHOD_IN_USE');
  }

  /**
   * The input's fields, when the platform accepts its kind (5038) and its QR image is one of `userId`'s
   * own uploads (404 otherwise: an upload is immutable, so the check holds after it is made).
   */
  private async accepted(userId: bigint, dto: PaymentMethodInputDto): Promise<PaymentMethodFields> {
    if (!this.config.paymentMethodKinds.includes(dto.kind))
      throw new AppException('PAYMENT_METHOD_UNSUPPORTED');
    const fields = fieldsOf(dto);
    if (fields.qrFileId !== null && !(await this.files.isOwnUpload(userId, fields.qrFileId)))
      throw new AppException('NOT_FOUND');
    return fields;
  }
}
