import { Injectable } from '@nestjs/common';
import { type Db, SqlService } from '../../core/infra/db/sql.service.js';

export interface UploadedFileRow {
  id: bigint;
  userId: bigint | null;
  url: string;
  storageKey: string;
  mime: string;
  size: number;
}

export interface NewUploadedFile {
  userId: bigint;
  storageKey: string;
  mime: string;
  size: number;
  sha256: string;
  /** The service's time (the clock): the purge of unattached uploads counts from it. */
  at: Date;
}

type RawRow = Omit<UploadedFileRow, 'id' | 'userId'> & { id: string; userId: string | null };

const toRow = (r: RawRow): UploadedFileRow => ({
  ...r,
  id: BigInt(r.id),
  userId: r.userId === null ? null : BigInt(r.userId),
});

/** The path that reads an upload back (`GET /file/:id` under /api). */
export const fileUrl = (id: bigint | string): string => `/api/file/${id}`;

/** `uploaded_files`: one row per stored upload (its bytes are in the file storage under `storage_key`). */
@Injectable()
export class FilesRepository {
  constructor(private readonly sql: SqlService) {}

  /** Records an upload; its url names its own id, so the id is drawn first. */
  async insert(f: NewUploadedFile): Promise<UploadedFileRow> {
    const db = this.sql.sql;
    const [row] = await db<RawRow[]>`
      with next as (select nextval(pg_get_serial_sequence('uploaded_files', 'id')) as id)
      insert into uploaded_files (id, user_id, url, storage_key, mime, size, sha256, created_at)
      select next.id, ${String(f.userId)}, ${fileUrl('')} || next.id::text, ${f.storageKey}, ${f.mime},
        ${f.size}, ${f.sha256}, ${f.at}
      from next
      returning id::text as id, user_id::text as "userId", url, storage_key as "storageKey", mime, size`;
    return toRow(row!);
  }

  /**
   * Records bytes the platform fetched itself (an NFT's image, issue 23): owned by no trader and attached
   * at once, so the purge of unattached uploads never takes them.
   */
  async insertSystem(f: Omit<NewUploadedFile, 'userId'>): Promise<UploadedFileRow> {
    const db = this.sql.sql;
    const [row] = await db<RawRow[]>`
      with next as (select nextval(pg_get_serial_sequence('uploaded_files', 'id')) as id)
      insert into uploaded_files (id, user_id, url, storage_key, mime, size, sha256, created_at, attached_at)
      select next.id, null, ${fileUrl('')} || next.id::text, ${f.storageKey}, ${f.mime}, ${f.size}, ${f.sha256},
        ${f.at}, ${f.at}
      from next
      returning id::text as id, user_id::text as "userId", url, storage_key as "storageKey", mime, size`;
    return toRow(row!);
  }

  /** Deletes a row the platform owns (no trader's upload); answers its storage key, null when none. */
  async deleteSystem(id: bigint): Promise<string | null> {
    const [row] = await this.sql.sql<{ storageKey: string }[]>`
      delete from uploaded_files where id = ${String(id)} and user_id is null
      returning storage_key as "storageKey"`;
    return row?.storageKey ?? null;
  }

  /**
   * Marks `id` attached at `at` when it is `userId`'s upload (the first attachment's time is kept); false
   * when it is not theirs or does not exist.
   */
  async claimOwn(userId: bigint, id: bigint, at: Date, db: Db = this.sql.sql): Promise<boolean> {
    const rows = await db`
      update uploaded_files set attached_at = coalesce(attached_at, ${at})
      where id = ${String(id)} and user_id = ${String(userId)}
      returning id`;
    return rows.length === 1;
  }

  /** The bytes `userId`'s uploads take together (as stored). */
  async bytesOf(userId: bigint): Promise<number> {
    const [row] = await this.sql.sql<{ bytes: string }[]>`
      select coalesce(sum(size), 0)::text as bytes from uploaded_files where user_id = ${String(userId)}`;
    return Number(row!.bytes);
  }

  /** Deletes the uploads never attached and uploaded before `before`; answers their storage keys. */
  async deleteUnattached(before: Date): Promise<string[]> {
    const rows = await this.sql.sql<{ storageKey: string }[]>`
      delete from uploaded_files
      where attached_at is null and created_at < ${before}
      returning storage_key as "storageKey"`;
    return rows.map((r) => r.storageKey);
  }

  async find(id: bigint): Promise<UploadedFileRow | null> {
    const [row] = await this.sql.sql<RawRow[]>`
      select id::text as id, user_id::text as "userId", url, storage_key as "storageKey", mime, size
      from uploaded_files where id = ${String(id)}`;
    return row ? toRow(row) : null;
  }
}
