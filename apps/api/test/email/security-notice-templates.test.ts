import { LANGUAGES } from '@p2p/i18n';
import {
  EMAIL_CHANGED_TEMPLATES,
  maskEmail,
  renderEmailChangedMail,
} from '../../src/modules/email/security-notice-templates.js';

describe('email/security-notice-templates', () => {
  describe('the email-changed notice to the old address', () => {
    const vars = {
      newEmail: 'jane.doe@example.com',
      hours: 72,
      link: 'https://p2p.example/emailUndo?token=Abc_123',
      token: 'Abc_123',
    };

    it('exists in all 10 languages, each filling every placeholder', () => {
      expect(Object.keys(EMAIL_CHANGED_TEMPLATES).sort()).toEqual([...LANGUAGES].sort());
      for (const lang of LANGUAGES) {
        const mail = renderEmailChangedMail(lang, vars);
        expect(mail.text).not.toMatch(/\{\{/);
        expect(mail.text).toContain(vars.link);
        expect(mail.text).toContain(vars.token);
        expect(mail.text).toContain('72');
        expect(mail.html).toContain(`<a href="${vars.link}">`);
        // The new address is masked: enough for the owner, little for a reader of the old mailbox.
        expect(mail.text).toContain('j***e@example.com');
        expect(mail.text).not.toContain('jane.doe');
      }
    });

    it('masks short local parts too', () => {
      expect(maskEmail('ab@x.test')).toBe('a***@x.test');
      expect(maskEmail('nobody')).toBe('***');
    });
  });
});
