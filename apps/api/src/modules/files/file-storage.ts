import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded bytes live. Keys are made by `newStorageKey`, never chosen by a user. */
export interface FileStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The stored bytes, or null when nothing is stored under `key`. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the bytes under `key` (nothing stored there is not an error). */
  delete(key: string): Promise<void>;
}

export const FILE_STORAGE = Symbol('FILE_STORAGE');

/** 32 random hex characters and the stored format's extension. */
const KEY = /^[0-9a-f]{32}\.(?:jpg|png)$/;

/** A fresh random storage key for bytes of the given extension. */
export function newStorageKey(ext: 'jpg' | 'png'): string {
  return `${randomBytes(16).toString('hex')}.${ext}`;
}

/**
 * Files on local disk under UPLOAD_DIR, spread over 256 folders by the key's first two characters. A key
 * is checked against its random form before any path is built, so none can leave the directory.
 */
export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    if (!KEY.test(key)) throw new Error('invalid storage key');
    return path.join(this.root, key.slice(0, 2), key);
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // `wx`: never overwrite (a repeated key is a fault, not a replacement).
    await writeFile(file, bytes, { flag: 'wx' });
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async get(key: string): Promise<Buffer | null> {
    const file = this.pathOf(key);
    try {
      return await readFile(file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }
}
