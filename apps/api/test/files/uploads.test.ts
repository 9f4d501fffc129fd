// Uploads (issue 11; spec §7 "shared uploads", §5: JPG, JPEG, PNG or BMP under 1 MB) against the real
// database and a real upload directory (a temporary one): the type is read from the content, the image is
// re-encoded without metadata, and only the uploader reads it back.
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { FileAccess } from '../../src/modules/files/file-access.js';
import { startTestApi, type TestApi } from '../support/harness.js';
import { auth, signedInTrader } from '../support/trader-fixtures.js';

describe('files/uploads', () => {
  let api: TestApi;
  let uploadDir: string;

  beforeAll(async () => {
    uploadDir = await mkdtemp(path.join(os.tmpdir(), 'p2p-uploads-'));
    api = await startTestApi({ UPLOAD_DIR: uploadDir });
  });
  afterAll(async () => {
    await api.close();
    await rm(uploadDir, { recursive: true, force: true });
  });

  type Trader = Awaited<ReturnType<typeof signedInTrader>>;
  const trader = () => signedInTrader(api);

  const pixels = () => sharp({ create: { width: 8, height: 6, channels: 3, background: '#c03030' } });

  /** A JPEG whose EXIF holds a camera make and a GPS position. */
  const jpegWithGps = () =>
    pixels()
      .jpeg()
      .withExif({
        IFD0: { Make: 'TestCam', Model: 'GPS-1' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '31/1 14/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '121/1 28/1 0/1',
        },
      })
      .toBuffer();

  /** A 3x2 uncompressed 24-bit BMP written by hand (54-byte header, rows bottom-up, padded to 4 bytes). */
  function tinyBmp(): Buffer {
    const width = 3;
    const height = 2;
    const stride = Math.ceil((width * 3) / 4) * 4;
    const b = Buffer.alloc(54 + stride * height);
    b.write('BM', 0, 'latin1');
    b.writeUInt32LE(b.length, 2);
    b.writeUInt32LE(54, 10);
    b.writeUInt32LE(40, 14);
    b.writeInt32LE(width, 18);
    b.writeInt32LE(height, 22);
    b.writeUInt16LE(1, 26);
    b.writeUInt16LE(24, 28);
    b.writeUInt32LE(stride * height, 34);
    // Every pixel blue (BGR order).
    for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) b[54 + y * stride + x * 3] = 255;
    return b;
  }

  type Route = 'uploadImage' | 'uploadFile';
  const send = (t: Trader | null, bytes: Buffer, filename: string, route: Route = 'uploadImage') => {
    const r = request(api.http).post(`/api/file/${route}`);
    if (t) r.set(auth(t.token));
    return r.attach('file', bytes, { filename, contentType: 'application/octet-stream' });
  };
  const read = (t: Trader, id: string) =>
    request(api.http)
      .get(`/api/file/${id}`)
      .set(auth(t.token))
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });

  async function storedFiles(): Promise<string[]> {
    const out: string[] = [];
    for (const dir of await readdir(uploadDir)) out.push(...(await readdir(path.join(uploadDir, dir))));
    return out;
  }

  /** Sends a refused upload and checks that neither the directory nor the table gained anything. */
  async function expectRefused(res: Promise<request.Response>, status: number, code: string, t: Trader) {
    const filesBefore = (await storedFiles()).length;
    const rowsBefore = await api.prisma.uploadedFile.count({ where: { userId: t.userId } });
    const r = await res;
    expect({ status: r.status, code: r.body.code }).toEqual({ status, code });
    expect((await storedFiles()).length).toBe(filesBefore);
    expect(await api.prisma.uploadedFile.count({ where: { userId: t.userId } })).toBe(rowsBefore);
  }

  describe('uploads: accepted images', () => {
    it('stores a JPEG without its EXIF (no GPS position) and records user, key, type, size and sha256', async () => {
      const t = await trader();
      const original = await jpegWithGps();
      expect((await sharp(original).metadata()).exif).toBeInstanceOf(Buffer); // the input does carry EXIF
      const res = await send(t, original, 'holiday.jpg').expect(200);
      expect(res.body).toMatchObject({ code: '200' });
      const { id, url } = res.body.data as { id: string; url: string };
      expect(url).toBe(`/api/file/${id}`);
      const row = await api.prisma.uploadedFile.findUniqueOrThrow({ where: { id: BigInt(id) } });
      expect(row).toMatchObject({ userId: t.userId, url, mime: 'image/jpeg' });
      expect(row.storageKey).toMatch(/^[0-9a-f]{32}\.jpg$/);
      const back = await read(t, id).expect(200);
      const stored = back.body as Buffer;
      expect(row.size).toBe(stored.length);
      expect(row.sha256).toBe(createHash('sha256').update(stored).digest('hex'));
      const meta = await sharp(stored).metadata();
      expect({ format: meta.format, exif: meta.exif, width: meta.width }).toEqual({
        format: 'jpeg',
        exif: undefined,
        width: 8,
      });
      expect(stored.includes(Buffer.from('TestCam'))).toBe(false);
    });

    it('accepts a PNG and keeps it PNG', async () => {
      const t = await trader();
      const res = await send(t, await pixels().png().toBuffer(), 'qr.png').expect(200);
      const back = await read(t, res.body.data.id).expect(200);
      expect(back.headers['content-type']).toBe('image/png');
      expect((await sharp(back.body as Buffer).metadata()).format).toBe('png');
    });

    it('accepts a BMP and stores it as PNG, pixels kept', async () => {
      const t = await trader();
      const res = await send(t, tinyBmp(), 'scan.bmp').expect(200);
      const row = await api.prisma.uploadedFile.findUniqueOrThrow({
        where: { id: BigInt(res.body.data.id) },
      });
      expect(row.mime).toBe('image/png');
      const back = await read(t, res.body.data.id).expect(200);
      const { data, info } = await sharp(back.body as Buffer)
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect({ format: info.format, width: info.width, height: info.height }).toEqual({
        format: 'raw',
        width: 3,
        height: 2,
      });
      expect([...data.subarray(0, 3)]).toEqual([0, 0, 255]);
    });

    it('detects the type by content: a PNG named .txt is accepted as PNG (uploadFile too)', async () => {
      const t = await trader();
      const res = await send(t, await pixels().png().toBuffer(), 'notes.txt', 'uploadFile').expect(200);
      const row = await api.prisma.uploadedFile.findUniqueOrThrow({
        where: { id: BigInt(res.body.data.id) },
      });
      expect(row.mime).toBe('image/png');
    });
  });

  describe('uploads: refusals (nothing stored, nothing recorded)', () => {
    it('refuses a text file named .png (1018)', async () => {
      const t = await trader();
      await expectRefused(send(t, Buffer.from('just some text, not an image\n'), 'fake.png'), 400, '1018', t);
    });

    it('refuses a GIF (1018), on both routes', async () => {
      const t = await trader();
      const gif = await pixels().gif().toBuffer();
      await expectRefused(send(t, gif, 'anim.gif'), 400, '1018', t);
      await expectRefused(send(t, gif, 'anim.png', 'uploadFile'), 400, '1018', t);
    });

    it('refuses a truncated PNG that does not decode (1018)', async () => {
      const t = await trader();
      const png = await pixels().png().toBuffer();
      await expectRefused(send(t, png.subarray(0, 40), 'cut.png'), 400, '1018', t);
    });

    it('refuses an image of 1 MB or more (1019)', async () => {
      const t = await trader();
      const big = Buffer.concat([await pixels().png().toBuffer(), Buffer.alloc(1024 * 1024)]);
      await expectRefused(send(t, big, 'big.png'), 400, '1019', t);
      const exact = Buffer.concat([await pixels().png().toBuffer()]);
      const padded = Buffer.concat([exact, Buffer.alloc(1024 * 1024 - exact.length)]);
      await expectRefused(send(t, padded, 'exact.png'), 400, '1019', t);
    });

    it('refuses a request without a file (999): a form without the part, or no form at all', async () => {
      const t = await trader();
      await expectRefused(
        request(api.http).post('/api/file/uploadImage').set(auth(t.token)).field('note', 'x'),
        400,
        '999',
        t,
      );
      await expectRefused(
        request(api.http).post('/api/file/uploadImage').set(auth(t.token)).send({}),
        400,
        '999',
        t,
      );
    });

    it('refuses an upload without a session (401)', async () => {
      const t = await trader();
      await expectRefused(send(null, await pixels().png().toBuffer(), 'qr.png'), 401, '401', t);
    });
  });

  describe('uploads: reading back', () => {
    it('answers the uploader the stored bytes with their type, private caching and nosniff', async () => {
      const t = await trader();
      const { id } = (await send(t, await jpegWithGps(), 'a.jpg').expect(200)).body.data;
      const res = await read(t, id).expect(200);
      expect(res.headers).toMatchObject({
        'content-type': 'image/jpeg',
        'x-content-type-options': 'nosniff',
      });
      expect(res.headers['cache-control']).toMatch(/^private\b/);
      const row = await api.prisma.uploadedFile.findUniqueOrThrow({ where: { id: BigInt(id) } });
      expect(
        createHash('sha256')
          .update(res.body as Buffer)
          .digest('hex'),
      ).toBe(row.sha256);
    });

    it('answers another trader 404 as if the upload did not exist', async () => {
      const owner = await trader();
      const other = await trader();
      const { id } = (await send(owner, await pixels().png().toBuffer(), 'qr.png').expect(200)).body.data;
      const res = await request(api.http).get(`/api/file/${id}`).set(auth(other.token));
      const missing = await request(api.http).get('/api/file/999999999999').set(auth(other.token));
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 404, code: '404' });
      expect({ status: missing.status, body: missing.body }).toEqual({ status: 404, body: res.body });
    });

    it('needs a session to read (401)', async () => {
      const t = await trader();
      const { id } = (await send(t, await pixels().png().toBuffer(), 'qr.png').expect(200)).body.data;
      const res = await request(api.http).get(`/api/file/${id}`);
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 401, code: '401' });
    });

    it('answers malformed ids with a catalogue code (404, or 400 from the id check), never a file', async () => {
      const t = await trader();
      for (const id of ['0', 'abc', '-1', '1e3', '99999999999999999999']) {
        const res = await request(api.http).get(`/api/file/${id}`).set(auth(t.token));
        expect({ id, status: res.status, code: res.body.code }).toEqual({ id, status: 404, code: '404' });
      }
      for (const id of ['a.b', '..%2F..%2Fetc%2Fpasswd', 'x'.repeat(65)]) {
        const res = await request(api.http).get(`/api/file/${id}`).set(auth(t.token));
        expect({ id, status: res.status, code: res.body.code }).toEqual({ id, status: 400, code: '400' });
      }
    });

    it('lets another trader read what a registered FileAccess rule allows (the orders module will add one)', async () => {
      const owner = await trader();
      const counterparty = await trader();
      const stranger = await trader();
      const { id } = (await send(owner, await pixels().png().toBuffer(), 'qr.png').expect(200)).body.data;
      // The rule the orders module will register reads its own tables; here it allows one pair only.
      api.app.get(FileAccess).register({
        name: 'test: one counterparty',
        allows: async (viewerId, fileId) => viewerId === counterparty.userId && fileId === BigInt(id),
      });
      const res = await read(counterparty, id).expect(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect((await request(api.http).get(`/api/file/${id}`).set(auth(stranger.token))).status).toBe(404);
    });
  });
});
