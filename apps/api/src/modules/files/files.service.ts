import { Inject, Injectable } from '@nestjs/common';
import type { UploadedFileDto } from '@p2p/contracts';
import { Clock } from '@p2p/domain';
import { AppException } from '../../core/common/app-exception.js';
import { parseRowId } from '../../core/common/row-id.js';
import type { Db } from '../../core/infra/db/sql.service.js';
import { RedisService } from '../../core/infra/redis.service.js';
import { UserRate } from '../../core/throttle/user-rate.js';
import { FileAccess } from './file-access.js';
import { FILE_STORAGE, type FileStorage, newStorageKey } from './file-storage.js';
import { FilesRepository } from './files.repository.js';
import { IMAGE_MAX_BYTES, reencodeImage } from './image-processing.js';
import {
  UNATTACHED_UPLOAD_KEPT_MS,
  UPLOAD_QUOTA_BYTES,
  UPLOADS_PER_HOUR,
  UPLOADS_PER_MINUTE,
} from './upload-limits.js';

/** What multer hands over for one uploaded part (memory storage). */
export interface IncomingFile {
  buffer: Buffer;
  size: number;
  originalname: string;
  mimetype: string;
}

export interface FileBytes {
  bytes: Buffer;
  mime: string;
}

/** A path id as an upload id; anything that is not one is simply not found (404). */
function uploadId(id: string): bigint {
  const rowId = parseRowId(id);
  if (rowId === null) throw new AppException('NOT_FOUND');
  return BigInt(rowId);
}

/**
 * Uploads (spec §7 "shared uploads", §5): an image under 1 MB (1019), JPG, JPEG, PNG or BMP by its
 * content (1018), none at all is 999. It is re-encoded without metadata before it is stored, and only
 * then recorded. Reading needs a session and is the uploader's (or what a registered `FileAccess` rule
 * allows); anyone else is answered as if it did not exist (404). Each trader uploads at most
 * UPLOADS_PER_MINUTE and UPLOADS_PER_HOUR and keeps at most UPLOAD_QUOTA_BYTES (429 past any of them);
 * an upload never attached is purged a day after (issue 22: abuse limits).
 */
@Injectable()
export class FilesService {
  constructor(
    private readonly repo: FilesRepository,
    private readonly access: FileAccess,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly redis: RedisService,
    private readonly clock: Clock,
  ) {}

  async upload(userId: bigint, file: IncomingFile | undefined): Promise<UploadedFileDto> {
    if (!file || file.size === 0) throw new AppException('EMPTY_PARAMETER');
    if (file.size >= IMAGE_MAX_BYTES || file.buffer.length >= IMAGE_MAX_BYTES)
      throw new AppException('IMAGE_TOO_LARGE');
    await new UserRate(this.redis.client, 'upload-rate-minute', UPLOADS_PER_MINUTE, 60).take(userId);
    await new UserRate(this.redis.client, 'upload-rate-hour', UPLOADS_PER_HOUR, 3600).take(userId);
    const image = await reencodeImage(file.buffer);
    if ((await this.repo.bytesOf(userId)) + image.bytes.length > UPLOAD_QUOTA_BYTES)
      throw new AppException('TOO_MANY_REQUESTS');
    const storageKey = newStorageKey(image.ext);
    await this.storage.put(storageKey, image.bytes);
    const row = await this.repo.insert({
      userId,
      storageKey,
      mime: image.mime,
      size: image.bytes.length,
      sha256: image.sha256,
      at: this.clock.now(),
    });
    return { id: String(row.id), url: row.url };
  }

  /**
   * Stores an image the platform fetched itself (an NFT's, issue 23) through the uploads' pipeline: under
   * IMAGE_MAX_BYTES (1019), JPEG, PNG or BMP by content (1018), re-encoded without metadata; owned by no
   * trader. Answers its id (read back with `readChecked` by the module that serves it).
   */
  async storeFetchedImage(bytes: Buffer): Promise<bigint> {
    if (bytes.length === 0) throw new AppException('EMPTY_PARAMETER');
    if (bytes.length >= IMAGE_MAX_BYTES) throw new AppException('IMAGE_TOO_LARGE');
    const image = await reencodeImage(bytes);
    const storageKey = newStorageKey(image.ext);
    await this.storage.put(storageKey, image.bytes);
    const row = await this.repo.insertSystem({
      storageKey,
      mime: image.mime,
      size: image.bytes.length,
      sha256: image.sha256,
      at: this.clock.now(),
    });
    return row.id;
  }

  /** Removes an image stored by `storeFetchedImage` (replaced by a newer fetch); a trader's upload is kept. */
  async deleteFetchedImage(id: bigint): Promise<void> {
    const key = await this.repo.deleteSystem(id);
    if (key) await this.storage.delete(key);
  }

  /**
   * Whether `rawId` names an upload of `userId` (what a module checks before it attaches an upload to
   * something others will read: a chat image, a payment QR, appeal evidence). A malformed or unknown id is
   * simply not theirs. An upload answered true is claimed as attached: it is kept past the purge of
   * unattached uploads (a check whose attachment then fails only keeps a file). `db`: the caller's
   * transaction, if it holds one (the claim is then part of it, and never waits for a pool connection).
   */
  async isOwnUpload(userId: bigint, rawId: string, db?: Db): Promise<boolean> {
    const rowId = parseRowId(rawId);
    if (rowId === null) return false;
    return this.repo.claimOwn(userId, BigInt(rowId), this.clock.now(), db);
  }

  /**
   * Deletes the uploads never attached that were uploaded more than UNATTACHED_UPLOAD_KEPT_MS before
   * `now` (the housekeeping sweep's clock), rows first, then their bytes; answers how many.
   */
  async purgeUnattached(now: Date): Promise<number> {
    const keys = await this.repo.deleteUnattached(new Date(now.getTime() - UNATTACHED_UPLOAD_KEPT_MS));
    for (const key of keys) await this.storage.delete(key);
    return keys.length;
  }

  /**
   * The bytes of an upload for a caller that has checked its right to it already (the appeal desk: staff
   * reading a case's evidence or chat image). 404 when it does not exist.
   */
  async readChecked(rawId: string): Promise<FileBytes> {
    const row = await this.repo.find(uploadId(rawId));
    const bytes = row ? await this.storage.get(row.storageKey) : null;
    if (!row || !bytes) throw new AppException('NOT_FOUND');
    return { bytes, mime: row.mime };
  }

  async read(viewerId: bigint, rawId: string): Promise<FileBytes> {
    const id = uploadId(rawId);
    const row = await this.repo.find(id);
    if (!row || !(await this.access.mayRead(viewerId, row.userId, id))) throw new AppException('NOT_FOUND');
    const bytes = await this.storage.get(row.storageKey);
    if (!bytes) throw new AppException('NOT_FOUND');
    return { bytes, mime: row.mime };
  }
}
