// Images in the order chat (issue 12): an image is the sender's own upload (POST /file/uploadImage), sent
// by its id; the files module's read rule for chat images then lets the order's other party read it, and
// nobody else. Real database and a real (temporary) upload directory.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ChatMessageAnswer, shapeProblems } from '@p2p/contracts';
import sharp from 'sharp';
import request from 'supertest';
import { startTestApi, type TestApi } from '../support/harness.js';
import { auth } from '../support/trader-fixtures.js';
import { chatGet, chatOrder, outsider, say } from './chat-fixtures.js';

describe('chat/chat-images', () => {
  let api: TestApi;
  let uploadDir: string;

  beforeAll(async () => {
    uploadDir = await mkdtemp(path.join(os.tmpdir(), 'p2p-chat-uploads-'));
    api = await startTestApi({ UPLOAD_DIR: uploadDir });
  });
  afterAll(async () => {
    await api.close();
    await rm(uploadDir, { recursive: true, force: true });
  });

  /** Uploads a small PNG as the trader; answers its id. */
  async function upload(t: { token: string }): Promise<string> {
    const png = await sharp({ create: { width: 6, height: 4, channels: 3, background: '#2060c0' } })
      .png()
      .toBuffer();
    const res = await request(api.http)
      .post('/api/file/uploadImage')
      .set(auth(t.token))
      .attach('file', png, { filename: 'receipt.png', contentType: 'image/png' })
      .expect(200);
    return res.body.data.id as string;
  }

  const readFile = (t: { token: string }, id: string) =>
    request(api.http).get(`/api/file/${id}`).set(auth(t.token));

  describe('sending an image (POST /user/fiat/talk/send/{id} with fileId)', () => {
    it('sends one of your uploads as an IMAGE message with the url to read it', async () => {
      const { orderId, buyer, seller } = await chatOrder(api);
      const fileId = await upload(buyer);
      const res = await say(api, buyer, orderId, { fileId }).expect(200);
      expect(shapeProblems(ChatMessageAnswer.node, res.body.data)).toEqual([]);
      expect(res.body.data).toMatchObject({
        kind: 'IMAGE',
        text: null,
        fileId,
        imageUrl: `/api/file/${fileId}`,
        mine: true,
      });
      const seen = (await chatGet(api, seller, `/${orderId}`).expect(200)).body.data.list;
      expect(seen).toEqual([expect.objectContaining({ kind: 'IMAGE', fileId, mine: false })]);
      expect((await chatGet(api, seller, `/unRead/${orderId}`).expect(200)).body.data.unread).toBe(1);
    });

    it("refuses another trader's upload and an unknown one as missing (404), writing nothing", async () => {
      const { orderId, buyer, seller } = await chatOrder(api);
      const theirs = await upload(seller);
      const stranger = await upload(await outsider(api));
      for (const fileId of [stranger, '999999999']) {
        expect((await say(api, buyer, orderId, { fileId }).expect(404)).body.code).toBe('404');
      }
      // The seller's own upload is theirs to send, not the buyer's.
      expect((await say(api, buyer, orderId, { fileId: theirs }).expect(404)).body.code).toBe('404');
      expect((await say(api, buyer, orderId, { fileId: 'x/../1' }).expect(400)).body.code).toBe('400');
      expect(await api.prisma.chatMessage.count({ where: { orderId: BigInt(orderId) } })).toBe(0);
    });
  });

  describe('who reads a chat image (the files module rule "chat images")', () => {
    it("lets the order's other party read an image sent in its chat, and the sender as its uploader", async () => {
      const { orderId, buyer, seller } = await chatOrder(api);
      const fileId = await upload(buyer);
      // Not yet sent: only its uploader reads it.
      await readFile(seller, fileId).expect(404);
      await say(api, buyer, orderId, { fileId }).expect(200);
      const got = await readFile(seller, fileId).expect(200);
      expect(got.headers['content-type']).toBe('image/png');
      await readFile(buyer, fileId).expect(200);
    });

    it('refuses another trader (404), also one with an order of their own with the same sender', async () => {
      const { orderId, buyer } = await chatOrder(api);
      const fileId = await upload(buyer);
      await say(api, buyer, orderId, { fileId }).expect(200);
      expect((await readFile(await outsider(api), fileId).expect(404)).body.code).toBe('404');
      // A counterparty of the sender in another order, where the image was not sent.
      const other = await chatOrder(api);
      await api.prisma.order.update({
        where: { id: BigInt(other.orderId) },
        data: { buyerId: buyer.userId },
      });
      await readFile(other.seller, fileId).expect(404);
    });
  });
});
