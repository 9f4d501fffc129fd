// A payment method's QR image is its owner's own upload (issue 22, "Privacy": the probe's point "any upload
// id, including another user's, is accepted as a payment method's QR"), through HTTP on the real database
// and a temporary upload directory: another trader's upload id, or one that does not exist, is answered
// as a missing upload (404, as chat images and appeal evidence are) on add and on edit, and nothing is
// stored; the owner's own upload is taken.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { upload } from '../appeals/appeal-fixtures.js';
import { startTestApi, type TestApi } from '../support/harness.js';
import { auth, signedInTrader } from '../support/trader-fixtures.js';

describe('payment-methods/qr-ownership', () => {
  let api: TestApi;
  let uploadDir: string;

  beforeAll(async () => {
    uploadDir = await mkdtemp(path.join(os.tmpdir(), 'p2p-qr-owner-'));
    api = await startTestApi({ UPLOAD_DIR: uploadDir });
  });
  afterAll(async () => {
    await api.close();
    await rm(uploadDir, { recursive: true, force: true });
  });

  type Trader = Awaited<ReturnType<typeof signedInTrader>>;
  const trader = () => signedInTrader(api);

  const alipay = { kind: 'ALIPAY', name: 'Li Lei', account: 'lilei88', currency: 'CNY' };

  const add = (t: Trader, body: object) =>
    request(api.http).post('/api/user/payment/add').set(auth(t.token)).send(body);
  const edit = (t: Trader, id: string, body: object) =>
    request(api.http).post(`/api/user/payment/edit/${id}`).set(auth(t.token)).send(body);
  const methodsOf = (t: Trader) =>
    api.prisma.paymentMethod.findMany({ where: { userId: t.userId }, select: { qrCodeUrl: true } });

  describe("a payment method's QR image (issue 22: a payment method may only use its owner's own image)", () => {
    it("refuses another trader's upload as the QR of a new method (404) and stores nothing (issue 22: another user's upload id is refused)", async () => {
      const owner = await trader();
      const thief = await trader();
      const theirs = await upload(api, owner);
      const res = await add(thief, { ...alipay, qrFileId: theirs });
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 404, code: '404' });
      expect(await methodsOf(thief)).toEqual([]);
    });

    it('refuses an upload id that does not exist (404)', async () => {
      const t = await trader();
      const res = await add(t, { ...alipay, qrFileId: '999999999' });
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 404, code: '404' });
    });

    it("takes the owner's own upload, on add and on edit (issue 22: the owner's own image is accepted)", async () => {
      const t = await trader();
      const first = await upload(api, t);
      const added = await add(t, { ...alipay, qrFileId: first }).expect(200);
      expect(added.body.data.qrFileId).toBe(first);
      const second = await upload(api, t);
      const edited = await edit(t, added.body.data.id, { ...alipay, qrFileId: second }).expect(200);
      expect(edited.body.data.qrFileId).toBe(second);
      expect(await methodsOf(t)).toEqual([{ qrCodeUrl: second }]);
    });

    it("refuses an edit that swaps in another trader's upload, keeping the method's own image (issue 22: another user's upload id is refused)", async () => {
      const t = await trader();
      const other = await trader();
      const own = await upload(api, t);
      const { id } = (await add(t, { ...alipay, qrFileId: own }).expect(200)).body.data;
      const res = await edit(t, id, { ...alipay, qrFileId: await upload(api, other) });
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 404, code: '404' });
      expect(await methodsOf(t)).toEqual([{ qrCodeUrl: own }]);
    });

    it('a method without a QR image needs no upload', async () => {
      const t = await trader();
      expect((await add(t, { ...alipay, qrFileId: null }).expect(200)).body.data.qrFileId).toBeNull();
    });
  });
});
