import { randomBytes } from 'node:crypto';
import {
  EXPIRED_ROWS_KEPT_MS,
  ExpiredRowsSweeper,
} from '../../src/core/housekeeping/expired-rows.sweeper.js';
import { startTestApi, type TestApi } from '../support/harness.js';

describe('core/housekeeping', () => {
  describe('housekeeping: rows of the public sign-in routes do not pile up', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi();
    });
    afterAll(() => api.close());

    const id = () => randomBytes(12).toString('hex');

    async function rows(expiresAt: Date) {
      const eventId = `hk-${id()}`;
      const nonce = `hk${id()}`;
      await api.prisma.qrScanEvent.create({
        data: { eventId, purpose: 'LOGIN', deviceId: 'hk-device', expiresAt },
      });
      await api.prisma.walletChallenge.create({
        data: { nonce, purpose: 'LOGIN', qrEventId: eventId, expiresAt },
      });
      const code = await api.prisma.emailCode.create({
        data: { email: `${id()}@example.test`, scene: 'REGISTER', codeHash: 'x', expiresAt },
      });
      return { eventId, nonce, codeId: code.id };
    }

    async function exists(r: { eventId: string; nonce: string; codeId: bigint }) {
      return [
        (await api.prisma.qrScanEvent.count({ where: { eventId: r.eventId } })) === 1,
        (await api.prisma.walletChallenge.count({ where: { nonce: r.nonce } })) === 1,
        (await api.prisma.emailCode.count({ where: { id: r.codeId } })) === 1,
      ];
    }

    it('deletes nonces, QR events and email codes that expired more than a day ago, and only those', async () => {
      const now = Date.now();
      const old = await rows(new Date(now - EXPIRED_ROWS_KEPT_MS - 60_000));
      const recent = await rows(new Date(now - 60_000));
      const live = await rows(new Date(now + 300_000));
      const counts = await api.app.get(ExpiredRowsSweeper).sweep(new Date(now));
      expect(counts.qrScanEvents).toBeGreaterThanOrEqual(1);
      expect(counts.walletChallenges).toBeGreaterThanOrEqual(1);
      expect(counts.emailCodes).toBeGreaterThanOrEqual(1);
      expect(await exists(old)).toEqual([false, false, false]);
      expect(await exists(recent)).toEqual([true, true, true]);
      expect(await exists(live)).toEqual([true, true, true]);
    });
  });
});
