// The local-disk file storage (issue 11): keys are random and checked before any path is built, so no key
// can reach outside UPLOAD_DIR; a missing key reads as null; a key is never overwritten.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ConfigError } from '../../src/core/config/config.js';
import { LocalDiskStorage, newStorageKey } from '../../src/modules/files/file-storage.js';
import { testConfig } from '../support/harness.js';

describe('files/file-storage', () => {
  let root: string;
  let storage: LocalDiskStorage;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'p2p-storage-'));
    storage = new LocalDiskStorage(path.join(root, 'uploads'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  describe('local-disk file storage', () => {
    it('stores and reads back bytes under a fresh random key', async () => {
      const key = newStorageKey('png');
      expect(key).toMatch(/^[0-9a-f]{32}\.png$/);
      expect(newStorageKey('png')).not.toBe(key);
      await storage.put(key, Buffer.from('bytes'));
      expect((await storage.get(key))?.toString()).toBe('bytes');
      expect(await readdir(path.join(root, 'uploads', key.slice(0, 2)))).toEqual([key]);
    });

    it('reads a key that holds nothing as null', async () => {
      expect(await storage.get(newStorageKey('jpg'))).toBeNull();
    });

    it('never overwrites a stored key', async () => {
      const key = newStorageKey('jpg');
      await storage.put(key, Buffer.from('first'));
      await expect(storage.put(key, Buffer.from('second'))).rejects.toThrow();
      expect((await storage.get(key))?.toString()).toBe('first');
    });

    it('refuses any key that is not of the random form (no path traversal)', async () => {
      for (const key of ['../../etc/passwd', '/etc/passwd', `${'a'.repeat(32)}.png/../x`, 'ab.png', '']) {
        await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('invalid storage key');
        await expect(storage.get(key)).rejects.toThrow('invalid storage key');
      }
      expect(await readdir(root)).toEqual(['uploads']);
    });
  });

  describe('UPLOAD_DIR', () => {
    it('defaults to .data/uploads under the working directory, made absolute', () => {
      expect(testConfig().uploadDir).toBe(path.resolve('.data/uploads'));
      expect(testConfig({ UPLOAD_DIR: '/srv/p2p/uploads' }).uploadDir).toBe('/srv/p2p/uploads');
    });

    it('refuses the file-system root', () => {
      expect(() => testConfig({ UPLOAD_DIR: '/' })).toThrow(ConfigError);
      expect(() => testConfig({ UPLOAD_DIR: '/' })).toThrow(/UPLOAD_DIR/);
    });
  });
});
