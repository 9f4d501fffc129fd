// Chat and upload limits (issue 22: no limit on chat messages or uploads): per-user rates for sending
// messages and uploading (429 with the catalogue code past them, nothing stored), a per-user storage quota,
// and uploads never attached purged a day after, bytes and all (the housekeeping sweep, on its clock).
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { ExpiredRowsSweeper } from '../../src/core/housekeeping/expired-rows.sweeper.js';
import { CHAT_MESSAGES_PER_MINUTE } from '../../src/modules/chat/send-message.service.js';
import {
  UNATTACHED_UPLOAD_KEPT_MS,
  UPLOAD_QUOTA_BYTES,
  UPLOADS_PER_MINUTE,
} from '../../src/modules/files/upload-limits.js';
import { startTestApi, type TestApi } from '../support/harness.js';
import { auth, signedInTrader } from '../support/trader-fixtures.js';
import { chatOrder, say } from '../chat/chat-fixtures.js';

describe('files/upload-limits', () => {
  let api: TestApi;
  let uploadDir: string;

  beforeAll(async () => {
    uploadDir = await mkdtemp(path.join(os.tmpdir(), 'p2p-upload-limits-'));
    api = await startTestApi({ UPLOAD_DIR: uploadDir });
  });
  afterAll(async () => {
    await api.close();
    await rm(uploadDir, { recursive: true, force: true });
  });

  const png = (seed: number) =>
    sharp({ create: { width: 8, height: 6, channels: 3, background: { r: seed % 256, g: 40, b: 90 } } })
      .png()
      .toBuffer();

  const upload = async (token: string, seed = 1) =>
    request(api.http)
      .post('/api/file/uploadImage')
      .set(auth(token))
      .attach('file', await png(seed), { filename: 'x.png', contentType: 'application/octet-stream' });

  /** Every stored file under the upload directory (the storage spreads them over sub-folders). */
  async function storedFiles(): Promise<string[]> {
    const entries = await readdir(uploadDir, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => e.name);
  }

  describe('upload limits (issue 22: uploads)', () => {
    it(`takes ${UPLOADS_PER_MINUTE} uploads a minute from one trader, then answers 429 and stores nothing`, async () => {
      const t = await signedInTrader(api);
      for (let i = 0; i < UPLOADS_PER_MINUTE; i += 1) expect((await upload(t.token, i)).status).toBe(200);
      expect(await api.prisma.uploadedFile.count({ where: { userId: t.userId } })).toBe(UPLOADS_PER_MINUTE);
      const refused = await upload(t.token, 99);
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('429');
      expect(await api.prisma.uploadedFile.count({ where: { userId: t.userId } })).toBe(UPLOADS_PER_MINUTE);
      // Another trader is not slowed down by it.
      const other = await signedInTrader(api);
      expect((await upload(other.token)).status).toBe(200);
    });

    it('refuses an upload past the storage quota (429) and stores nothing', async () => {
      const t = await signedInTrader(api);
      // What the trader keeps already: a row as large as the quota allows, less a few bytes.
      await api.prisma.uploadedFile.create({
        data: {
          userId: t.userId,
          url: `/api/file/quota-${t.userId}`,
          storageKey: `${randomBytes(16).toString('hex')}.png`,
          mime: 'image/png',
          size: UPLOAD_QUOTA_BYTES - 10,
          sha256: '0'.repeat(64),
        },
      });
      const before = await storedFiles();
      const refused = await upload(t.token);
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('429');
      expect(await api.prisma.uploadedFile.count({ where: { userId: t.userId } })).toBe(1);
      expect(await storedFiles()).toEqual(before);
    });

    it('purges uploads never attached a day after, with their bytes; keeps attached and recent ones', async () => {
      const { orderId, buyer } = await chatOrder(api);
      const ids = [];
      for (let i = 0; i < 3; i += 1) ids.push((await upload(buyer.token, 10 + i)).body.data.id as string);
      const [unattached, attached, recent] = ids as [string, string, string];
      await say(api, buyer, orderId, { fileId: attached }).expect(200);
      const row = (id: string) => api.prisma.uploadedFile.findUnique({ where: { id: BigInt(id) } });
      const unattachedKey = (await row(unattached))!.storageKey;

      // The sweep's clock a day and a minute after the first two uploads; the third is a minute old then.
      const now = new Date(Date.now() + UNATTACHED_UPLOAD_KEPT_MS + 60_000);
      await api.prisma.uploadedFile.update({
        where: { id: BigInt(recent) },
        data: { createdAt: new Date(now.getTime() - 60_000) },
      });
      const counts = await api.app.get(ExpiredRowsSweeper).sweep(now);
      expect(counts.unattachedUploads).toBeGreaterThanOrEqual(1);
      expect(await row(unattached)).toBeNull();
      expect(await storedFiles()).not.toContain(unattachedKey);
      expect(await row(attached)).not.toBeNull();
      expect(await row(recent)).not.toBeNull();
      // The chat image is still read back by the other party's order page.
      await request(api.http).get(`/api/file/${attached}`).set(auth(buyer.token)).expect(200);
    });
  });

  describe('chat limits (issue 22: chat messages)', () => {
    it(`takes ${CHAT_MESSAGES_PER_MINUTE} messages a minute from one trader, then answers 429 and stores nothing`, async () => {
      const { orderId, buyer, seller } = await chatOrder(api);
      for (let i = 0; i < CHAT_MESSAGES_PER_MINUTE; i += 1)
        await say(api, buyer, orderId, { text: `message ${i}` }).expect(200);
      const refused = await say(api, buyer, orderId, { text: 'one too many' });
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('429');
      const stored = await api.prisma.chatMessage.count({
        where: { orderId: BigInt(orderId), senderId: buyer.userId },
      });
      expect(stored).toBe(CHAT_MESSAGES_PER_MINUTE);
      // The other party still writes.
      await say(api, seller, orderId, { text: 'still here' }).expect(200);
    });
  });
});
