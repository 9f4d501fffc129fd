import { Injectable } from '@nestjs/common';
import type { PaymentMethodKind } from '@p2p/contracts';
import { type Db, SqlService, type Tx } from '../../core/infra/db/sql.service.js';

/** What a payment method holds (optional texts already null when not given). */
export interface PaymentMethodFields {
  kind: PaymentMethodKind;
  name: string;
  account: string;
  bankName: string | null;
  branch: string | null;
  iban: string | null;
  exchangeName: string | null;
  accountInfo: string | null;
  /** The uploaded QR image's file id (kept in `qr_code_url` until uploads settle on its link form). */
  qrFileId: string | null;
  currency: string;
  notes: string | null;
}

/** A stored payment method. */
export interface PaymentMethodRow extends PaymentMethodFields {
  id: bigint;
  createdAt: Date;
  updatedAt: Date;
}

type RawRow = Omit<PaymentMethodRow, 'id'> & { id: string };

/** What an ad or an order shows of a method it names: its kind and label (deleted ones too). */
export interface MethodLabel {
  id: bigint;
  userId: bigint;
  kind: PaymentMethodKind;
  name: string;
  /** The currency it receives (the pair's quote must be it: 5040). */
  currency: string;
}

const columns = (db: Db) => db`
  p.id::text as id, p.kind, p.name, p.account, p.bank_name as "bankName", p.branch, p.iban,
  p.exchange_name as "exchangeName", p.account_info as "accountInfo", p.qr_code_url as "qrFileId",
  p.currency, p.notes, p.created_at as "createdAt", p.updated_at as "updatedAt"`;

const toRow = (r: RawRow): PaymentMethodRow => ({ ...r, id: BigInt(r.id) });

/** `payment_methods`: each trader's receiving methods. Deleting sets `deleted_at` (orders keep snapshots). */
@Injectable()
export class PaymentMethodsRepository {
  constructor(private readonly sql: SqlService) {}

  /** The user's live methods, oldest first (`db`: a transaction, or none for the pool). */
  async list(userId: bigint, db: Db = this.sql.sql): Promise<PaymentMethodRow[]> {
    const rows = await db<RawRow[]>`
      select ${columns(db)} from payment_methods p
      where p.user_id = ${String(userId)} and p.deleted_at is null
      order by p.id`;
    return rows.map(toRow);
  }

  /**
   * Serialises the writes of one user's methods (the count limit and the duplicate check stand until
   * commit): a transaction-scoped advisory lock on the user.
   */
  async lockUser(tx: Tx, userId: bigint): Promise<void> {
    await tx`select pg_advisory_xact_lock(hashtextextended(${`payment_methods:${userId}`}, 0))`;
  }

  async countLive(tx: Tx, userId: bigint): Promise<number> {
    const [row] = await tx<{ n: number }[]>`
      select count(*)::int as n from payment_methods where user_id = ${String(userId)} and deleted_at is null`;
    return row!.n;
  }

  /** Whether another live method of the user has the same kind and account. */
  async hasDuplicate(
    tx: Tx,
    userId: bigint,
    kind: PaymentMethodKind,
    account: string,
    exceptId: bigint | null = null,
  ): Promise<boolean> {
    const [row] = await tx<{ id: string }[]>`
      select id::text as id from payment_methods
      where user_id = ${String(userId)} and deleted_at is null and kind = ${kind}::payment_method_kind
        and account = ${account} and (${exceptId === null ? null : String(exceptId)}::bigint is null
          or id <> ${exceptId === null ? null : String(exceptId)}::bigint)
      limit 1`;
    return row !== undefined;
  }

  /** One of the user's live methods, its row locked until commit; null when missing or another's. */
  async lockOwned(tx: Tx, userId: bigint, id: bigint): Promise<PaymentMethodRow | null> {
    const [row] = await tx<RawRow[]>`
      select ${columns(tx)} from payment_methods p
      where p.id = ${String(id)} and p.user_id = ${String(userId)} and p.deleted_at is null
      for update`;
    return row ? toRow(row) : null;
  }

  /**
   * The user's live methods among `ids`, each row locked `for share` until commit (a record that links
   * them: an edit or delete waits for it, and it waits for an edit or delete under way).
   */
  async lockLiveForUse(tx: Tx, userId: bigint, ids: readonly bigint[]): Promise<MethodLabel[]> {
    const rows = await tx<{ id: string; kind: PaymentMethodKind; name: string; currency: string }[]>`
      select id::text as id, kind, name, currency from payment_methods
      where user_id = ${String(userId)} and deleted_at is null and id = any(${ids.map(String)}::bigint[])
      order by id
      for share`;
    return rows.map((r) => ({ id: BigInt(r.id), userId, kind: r.kind, name: r.name, currency: r.currency }));
  }

  /** One of the user's live methods with all its fields, locked `for share` until commit; null if none. */
  async lockSnapshotForUse(tx: Tx, userId: bigint, id: bigint): Promise<PaymentMethodRow | null> {
    const [row] = await tx<RawRow[]>`
      select ${columns(tx)} from payment_methods p
      where p.user_id = ${String(userId)} and p.deleted_at is null and p.id = ${String(id)}
      for share`;
    return row ? toRow(row) : null;
  }

  /** The kind and label of each of `ids`, deleted ones included (records keep naming them). */
  async labels(ids: readonly bigint[], db: Db = this.sql.sql): Promise<MethodLabel[]> {
    if (ids.length === 0) return [];
    const rows = await db<
      { id: string; userId: string; kind: PaymentMethodKind; name: string; currency: string }[]
    >`
      select id::text as id, user_id::text as "userId", kind, name, currency from payment_methods
      where id = any(${ids.map(String)}::bigint[])`;
    return rows.map((r) => ({
      id: BigInt(r.id),
      userId: BigInt(r.userId),
      kind: r.kind,
      name: r.name,
      currency: r.currency,
    }));
  }

  /** A new method stamped with the service's time `at` (its times are shown to its owner). */
  async insert(tx: Tx, userId: bigint, f: PaymentMethodFields, at: Date): Promise<PaymentMethodRow> {
    const [row] = await tx<RawRow[]>`
      insert into payment_methods as p (user_id, kind, name, account, bank_name, branch, iban, exchange_name,
        account_info, qr_code_url, currency, notes, created_at, updated_at)
      values (${String(userId)}, ${f.kind}::payment_method_kind, ${f.name}, ${f.account}, ${f.bankName},
        ${f.branch}, ${f.iban}, ${f.exchangeName}, ${f.accountInfo}, ${f.qrFileId}, ${f.currency}, ${f.notes},
        ${at}, ${at})
      returning ${columns(tx)}`;
    return toRow(row!);
  }

  async update(tx: Tx, id: bigint, f: PaymentMethodFields, at: Date): Promise<PaymentMethodRow> {
    const [row] = await tx<RawRow[]>`
      update payment_methods as p set kind = ${f.kind}::payment_method_kind, name = ${f.name},
        account = ${f.account}, bank_name = ${f.bankName}, branch = ${f.branch}, iban = ${f.iban},
        exchange_name = ${f.exchangeName}, account_info = ${f.accountInfo}, qr_code_url = ${f.qrFileId},
        currency = ${f.currency}, notes = ${f.notes}, updated_at = ${at}
      where p.id = ${String(id)}
      returning ${columns(tx)}`;
    return toRow(row!);
  }

  async softDelete(tx: Tx, id: bigint, at: Date): Promise<void> {
    await tx`update payment_methods set deleted_at = ${at}, updated_at = ${at} where id = ${String(id)}`;
  }
}
