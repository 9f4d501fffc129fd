import { LANGUAGES } from '@p2p/i18n';
import { MERCHANT_MAIL, renderMerchantMail } from '../../src/modules/merchants/merchant-mail.js';

describe('merchants/merchant-mail', () => {
  describe("merchant certification's decision mails", () => {
    it('exist in all 10 languages for every notice, each filling every placeholder and escaping the reason in HTML', () => {
      expect(Object.keys(MERCHANT_MAIL).sort()).toEqual([...LANGUAGES].sort());
      for (const lang of LANGUAGES) {
        for (const notice of ['APPROVED', 'REFUSED', 'REVOKED', 'TOP_UP_REQUIRED'] as const) {
          const mail = renderMerchantMail(lang, notice, 'Late <payments>');
          expect(mail.subject).not.toMatch(/\{\{/);
          expect(mail.text).not.toMatch(/\{\{/);
          expect(mail.text).toContain('Late <payments>');
          expect(mail.html).toContain('Late &lt;payments&gt;');
        }
      }
    });

    it('leaves the reason line out when there is none (an approval without a note)', () => {
      const mail = renderMerchantMail('en', 'APPROVED', null);
      expect(mail.text).not.toMatch(/Reason/);
      expect(mail.subject).toBe('You are a certified merchant on P2P Market');
    });
  });
});
