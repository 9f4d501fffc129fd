import { Injectable } from '@nestjs/common';
import { SqlService } from '../../core/infra/db/sql.service.js';

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
      insert into uploaded_files (id, user_id, url, storage_key, mime, size, sha256)
      select next.id, ${String(f.userId)}, ${fileUrl('')} || next.id::text, ${f.storageKey}, ${f.mime},
        ${f.size}, ${f.sha256}
      from next
      returning id::text as id, user_id::text as "userId", url, storage_key as "storageKey", mime, size`;
    return toRow(row!);
  }

  async find(id: bigint): Promise<UploadedFileRow | null> {
    const [row] = await this.sql.sql<RawRow[]>`
      select id::text as id, user_id::text as "userId", url, storage_key as "storageKey", mime, size
      from uploaded_files where id = ${String(id)}`;
    return row ? toRow(row) : null;
  }
}
