import { Inject, Injectable } from '@nestjs/common';
import type { UploadedFileDto } from '@p2p/contracts';
import { AppException } from '../../core/common/app-exception.js';
import { parseRowId } from '../../core/common/row-id.js';
import { FileAccess } from './file-access.js';
import { FILE_STORAGE, type FileStorage, newStorageKey } from './file-storage.js';
import { FilesRepository } from './files.repository.js';
import { IMAGE_MAX_BYTES, reencodeImage } from './image-processing.js';

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
 * allows); anyone else is answered as if it did not exist (404).
 */
@Injectable()
export class FilesService {
  constructor(
    private readonly repo: FilesRepository,
    private readonly access: FileAccess,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  async upload(userId: bigint, file: IncomingFile | undefined): Promise<UploadedFileDto> {
    if (!file || file.size === 0) throw new AppException('EMPTY_PARAMETER');
    if (file.size >= IMAGE_MAX_BYTES || file.buffer.length >= IMAGE_MAX_BYTES)
      throw new AppException('IMAGE_TOO_LARGE');
    const image = await reencodeImage(file.buffer);
    const storageKey = newStorageKey(image.ext);
    await this.storage.put(storageKey, image.bytes);
    const row = await this.repo.insert({
      userId,
      storageKey,
      mime: image.mime,
      size: image.bytes.length,
      sha256: image.sha256,
    });
    return { id: String(row.id), url: row.url };
  }

  /**
   * Whether `rawId` names an upload of `userId` (what a module checks before it attaches an upload to
   * something others will read: a chat image). A malformed or unknown id is simply not theirs.
   */
  async isOwnUpload(userId: bigint, rawId: string): Promise<boolean> {
    const rowId = parseRowId(rawId);
    if (rowId === null) return false;
    const row = await this.repo.find(BigInt(rowId));
    return row !== null && row.userId === userId;
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
