// Payment-method management (issue 11; spec §3 and §5) against the real database: the four calls, the
// 20-per-user limit, duplicates, accepted kinds, ownership, the soft delete and the "in use" lock.
import request from 'supertest';
import type { Db } from '../../src/core/infra/db/sql.service.js';
import { PaymentMethodUsage } from '../../src/modules/payment-methods/payment-method-usage.js';
import { upload } from '../appeals/appeal-fixtures.js';
import { startTestApi, type TestApi } from '../support/harness.js';
import { auth, signedInTrader } from '../support/trader-fixtures.js';

describe('payment-methods/payment-methods', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
    // The ads module registers this source when it lands; until then the test registers the same rule on
    // the real tables: a method is in use while an ad that is neither CANCELLED nor DELETED links it.
    api.app.get(PaymentMethodUsage).register({
      name: 'ads (the rule the ads module will register)',
      async inUse(db: Db, userId: bigint, ids: readonly bigint[]) {
        const rows = await db<{ id: string }[]>`
        select distinct apm.payment_method_id::text as id from ad_payment_methods apm
        join ads a on a.id = apm.ad_id
        where a.user_id = ${String(userId)} and a.status not in ('CANCELLED', 'DELETED')
          and apm.payment_method_id = any(${ids.map(String)}::bigint[])`;
        return new Set(rows.map((r) => BigInt(r.id)));
      },
    });
  });
  afterAll(() => api.close());

  type Trader = Awaited<ReturnType<typeof signedInTrader>>;
  const trader = () => signedInTrader(api);

  const card = {
    kind: 'BANK_CARD',
    name: 'Li Lei',
    account: '6222020200112233',
    bankName: 'ICBC',
    branch: 'Pudong',
    currency: 'CNY',
    notes: 'Transfers only',
  };

  const list = (t: Trader) => request(api.http).get('/api/user/payment/list').set(auth(t.token));
  const add = (t: Trader, body: object) =>
    request(api.http).post('/api/user/payment/add').set(auth(t.token)).send(body);
  const edit = (t: Trader, id: string | bigint, body: object) =>
    request(api.http).post(`/api/user/payment/edit/${id}`).set(auth(t.token)).send(body);
  const remove = (t: Trader, id: string | bigint) =>
    request(api.http).post(`/api/user/payment/delete/${id}`).set(auth(t.token)).send({});

  describe('payment methods: add, list, edit, delete', () => {
    it('adds a bank card and lists it with every field, optional ones null', async () => {
      const t = await trader();
      const res = await add(t, card).expect(200);
      expect(res.body).toMatchObject({ code: '200' });
      expect(res.body.data).toEqual({
        id: expect.stringMatching(/^\d+$/),
        ...card,
        iban: null,
        exchangeName: null,
        accountInfo: null,
        qrFileId: null,
        inUse: false,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      const listed = await list(t).expect(200);
      expect(listed.body.data).toEqual([res.body.data]);
    });

    it('edits every field of a method (blank optional texts become none)', async () => {
      const t = await trader();
      const { id } = (await add(t, card).expect(200)).body.data;
      const qr = await upload(api, t);
      const res = await edit(t, id, {
        kind: 'ALIPAY',
        name: 'Li Lei',
        account: 'lilei88',
        bankName: '',
        branch: '',
        currency: 'CNY',
        notes: 'Alipay now',
        qrFileId: qr,
      }).expect(200);
      expect(res.body.data).toMatchObject({
        id,
        kind: 'ALIPAY',
        account: 'lilei88',
        bankName: null,
        branch: null,
        notes: 'Alipay now',
        qrFileId: qr,
      });
      expect((await list(t)).body.data).toEqual([res.body.data]);
    });

    it('deletes softly: gone from the list, the row kept with its deletion time (orders keep snapshots)', async () => {
      const t = await trader();
      const { id } = (await add(t, card).expect(200)).body.data;
      const res = await remove(t, id).expect(200);
      expect(res.body).toMatchObject({ code: '200', data: null });
      expect((await list(t)).body.data).toEqual([]);
      const row = await api.prisma.paymentMethod.findUniqueOrThrow({ where: { id: BigInt(id) } });
      expect(row.deletedAt).toBeInstanceOf(Date);
      expect((await remove(t, id)).body.code).toBe('5036');
    });
  });

  describe('payment-method rules', () => {
    it('refuses a 21st payment method (5037); deleted ones do not count', async () => {
      const t = await trader();
      for (let i = 0; i < 20; i += 1) await api.factories.newPaymentMethod(t.userId);
      const res = await add(t, card);
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 409, code: '5037' });
      expect(await api.prisma.paymentMethod.count({ where: { userId: t.userId } })).toBe(20);
      const [first] = (await list(t)).body.data as { id: string }[];
      await remove(t, first!.id).expect(200);
      await add(t, card).expect(200);
    });

    it('lets only one of two racing adds take the 20th place (5037 for the other)', async () => {
      const t = await trader();
      for (let i = 0; i < 19; i += 1) await api.factories.newPaymentMethod(t.userId);
      const [a, b] = await Promise.all([
        add(t, { ...card, account: 'RACE1' }),
        add(t, { ...card, account: 'RACE2' }),
      ]);
      expect([a.body.code, b.body.code].sort()).toEqual(['200', '5037']);
      expect(await api.prisma.paymentMethod.count({ where: { userId: t.userId, deletedAt: null } })).toBe(20);
    });

    it('refuses an exact duplicate, same kind and account (5035), on add and on edit', async () => {
      const t = await trader();
      await add(t, card).expect(200);
      const dup = await add(t, { ...card, name: 'Someone else', bankName: 'Other bank' });
      expect({ status: dup.status, code: dup.body.code }).toEqual({ status: 409, code: '5035' });
      // The same account under another kind is another method.
      const other = (await add(t, { ...card, kind: 'VISA_DIRECT' }).expect(200)).body.data;
      expect((await edit(t, other.id, card)).body.code).toBe('5035');
      // Editing a method without changing its account is no duplicate of itself.
      await edit(t, other.id, { ...card, kind: 'VISA_DIRECT', notes: 'changed' }).expect(200);
    });

    it('accepts again an account whose method was deleted (no duplicate of a deleted one)', async () => {
      const t = await trader();
      const { id } = (await add(t, card).expect(200)).body.data;
      await remove(t, id).expect(200);
      await add(t, card).expect(200);
    });

    it("shows another trader's method to nobody else: list, edit and delete answer it as missing (5036)", async () => {
      const owner = await trader();
      const other = await trader();
      const { id } = (await add(owner, card).expect(200)).body.data;
      expect((await list(other).expect(200)).body.data).toEqual([]);
      const edited = await edit(other, id, { ...card, name: 'Thief' });
      expect({ status: edited.status, code: edited.body.code }).toEqual({ status: 404, code: '5036' });
      expect((await remove(other, id)).body.code).toBe('5036');
      const row = await api.prisma.paymentMethod.findUniqueOrThrow({ where: { id: BigInt(id) } });
      expect({ name: row.name, deletedAt: row.deletedAt }).toEqual({ name: 'Li Lei', deletedAt: null });
    });

    it.each(['999999999999', 'abc', '0', '99999999999999999999999'])(
      'answers an id that names no method of yours (%s) as missing (5036)',
      async (id) => {
        const t = await trader();
        expect((await edit(t, id, card)).body.code).toBe('5036');
        expect((await remove(t, id)).body.code).toBe('5036');
      },
    );

    it('refuses to edit or delete a method an open ad uses (5039); allowed again once the ad is cancelled', async () => {
      const t = await trader();
      const { id } = (await add(t, card).expect(200)).body.data;
      const ad = await api.factories.newAd(t.userId, { status: 'PUBLISHED' });
      await api.prisma.adPaymentMethod.create({ data: { adId: ad.id, paymentMethodId: BigInt(id) } });
      expect((await list(t)).body.data[0].inUse).toBe(true);
      const edited = await edit(t, id, { ...card, notes: 'new' });
      expect({ status: edited.status, code: edited.body.code }).toEqual({ status: 409, code: '5039' });
      expect((await remove(t, id)).body.code).toBe('5039');
      await api.prisma.ad.update({ where: { id: ad.id }, data: { status: 'CANCELLED' } });
      expect((await list(t)).body.data[0].inUse).toBe(false);
      await edit(t, id, { ...card, notes: 'new' }).expect(200);
      await remove(t, id).expect(200);
    });
  });

  describe('payment-method input and sessions', () => {
    it.each([
      ['a bank card without a bank name', { ...card, bankName: '' }, 'bankName'],
      ['an account with spaces', { ...card, account: '6222 0202' }, 'account'],
      ['a name over 100 characters', { ...card, name: 'x'.repeat(101) }, 'name'],
      ['a kind outside the list', { ...card, kind: 'PAYPAL' }, 'kind'],
      ['a lower-case currency', { ...card, currency: 'cny' }, 'currency'],
      ['a malformed QR file id', { ...card, qrFileId: '../x' }, 'qrFileId'],
    ])('answers %s with 400 and the field named', async (_label, body, field) => {
      const t = await trader();
      const res = await add(t, body);
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code: '400' });
      expect(res.body.data).toEqual(
        expect.arrayContaining([expect.objectContaining({ field, messages: expect.any(Array) })]),
      );
      expect(await api.prisma.paymentMethod.count({ where: { userId: t.userId } })).toBe(0);
    });

    it('refuses every call without a session (401)', async () => {
      const calls = [
        request(api.http).get('/api/user/payment/list'),
        request(api.http).post('/api/user/payment/add').send(card),
        request(api.http).post('/api/user/payment/edit/1').send(card),
        request(api.http).post('/api/user/payment/delete/1').send({}),
      ];
      for (const res of await Promise.all(calls)) expect(res.status).toBe(401);
    });
  });
});
