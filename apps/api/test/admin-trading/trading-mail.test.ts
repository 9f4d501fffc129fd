// Issue 25, the trader told by mail when staff take their ad offline or cancel it: the change leaves the
// `trading.adNotice` job in the outbox in its transaction; the job mails the trader in their language with
// the staff member's reason from the audit row, and sends nothing once the ad moved on (put back online).
import type { Language } from '@p2p/db';
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher.js';
import { startTestApi, type TestApi } from '../support/harness.js';
import { staffToken } from '../support/staff-access.js';
import { AdminTradingJobs } from '../../src/modules/admin-trading/admin-trading.jobs.js';
import { tradingCall } from './trading-fixtures.js';

describe('admin-trading/trading-mail', () => {
  let catcher: MailCatcher;
  let api: TestApi;
  let cs: { id: number; token: string };

  beforeAll(async () => {
    catcher = await startMailCatcher();
    api = await startTestApi({ SMTP_URL: catcher.smtpUrl });
    cs = await staffToken(api, 'CUSTOMER_SERVICE');
  });
  afterAll(async () => {
    await api.close();
    await catcher.stop();
  });

  async function adOf(language: Language) {
    const owner = await api.factories.newUser({ language });
    const ad = await api.factories.newAd(owner.id, { type: 'BUY', publishedAt: new Date() });
    return { id: String(ad.id), owner };
  }

  const jobsOf = async (adId: string) =>
    (await api.prisma.outbox.findMany({ where: { aggregate: 'ad', aggregateId: adId, type: 'job' } })).map(
      (r) => (r.payload as { name: string; data: Record<string, unknown> }).data,
    );

  describe('the trader told by mail', () => {
    it('leaves the mail job with the change and mails the reason in the trader’s language (zh_CN)', async () => {
      const ad = await adOf('zh_CN');
      const res = await tradingCall(api, cs.token, 'POST', `/ads/${ad.id}/offline`, {
        body: { reason: '价格误导' },
      });
      expect(res.status).toBe(200);
      expect(await jobsOf(ad.id)).toEqual([{ adId: ad.id, action: 'OFFLINE' }]);

      expect(await api.app.get(AdminTradingJobs).adNotice({ adId: ad.id, action: 'OFFLINE' })).toBe('SENT');
      const mail = await catcher.waitFor(ad.owner.email!);
      expect(mail.subject).toContain(`广告 ${ad.id} 已被下线`);
      expect(mail.text).toContain('原因：价格误导');
    });

    it('mails a cancel in English by default, and nothing for a notice the ad no longer matches', async () => {
      const ad = await adOf('en');
      await tradingCall(api, cs.token, 'POST', `/ads/${ad.id}/cancel`, { body: { reason: 'Fraud report' } });
      const jobs = api.app.get(AdminTradingJobs);
      expect(await jobs.adNotice({ adId: ad.id, action: 'CANCELLED' })).toBe('SENT');
      const mail = await catcher.waitFor(ad.owner.email!);
      expect(mail.subject).toBe(`Your P2P Market ad ${ad.id} was cancelled`);
      expect(mail.text).toContain('Reason: Fraud report');

      const other = await adOf('en');
      await tradingCall(api, cs.token, 'POST', `/ads/${other.id}/offline`, { body: { reason: 'Check' } });
      await api.prisma.ad.update({ where: { id: BigInt(other.id) }, data: { online: true } });
      expect(await jobs.adNotice({ adId: other.id, action: 'OFFLINE' })).toBe('STALE');
      expect(await jobs.adNotice({ adId: 'x', action: 'OFFLINE' })).toBe('STALE');
    });
  });
});
