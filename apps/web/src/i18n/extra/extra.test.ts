import { LANGUAGES, resources } from '@p2p/i18n';
import { describe, expect, it } from 'vitest';
import { createI18n } from '..';
import { WEB_TEXTS } from '.';

function keysOf(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

function valueAt(node: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((n, part) => (n as Record<string, unknown> | undefined)?.[part], node);
}

const REFERENCE = keysOf(WEB_TEXTS.en).sort();

describe('the web namespace (shell texts of the app)', () => {
  it.each(LANGUAGES)('has every key of the English reference in %s, and no other', (lang) => {
    expect(keysOf(WEB_TEXTS[lang]).sort()).toEqual(REFERENCE);
  });

  it.each(LANGUAGES)('has no empty text in %s, and keeps the {{placeholders}}', (lang) => {
    for (const key of REFERENCE) {
      const text = valueAt(WEB_TEXTS[lang], key);
      expect(typeof text, `${lang} ${key}`).toBe('string');
      expect((text as string).trim(), `${lang} ${key}`).not.toBe('');
      const placeholders = (s: string) => (s.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();
      expect(placeholders(text as string), `${lang} ${key}`).toEqual(
        placeholders(valueAt(WEB_TEXTS.en, key) as string),
      );
    }
  });

  it('is translated: each locale but ko_KP (which reuses ko_KR) differs from English', () => {
    for (const lang of LANGUAGES.filter((l) => l !== 'en' && l !== 'ko_KP')) {
      expect(WEB_TEXTS[lang].later.message, lang).not.toBe(WEB_TEXTS.en.later.message);
      expect(WEB_TEXTS[lang].account.slider.hint, lang).not.toBe(WEB_TEXTS.en.account.slider.hint);
      expect(WEB_TEXTS[lang].account.center.bindWallet, lang).not.toBe(
        WEB_TEXTS.en.account.center.bindWallet,
      );
    }
  });
});

describe('i18next in the app', () => {
  it.each(LANGUAGES)('loads %s with the shared namespaces and the web namespace', (lang) => {
    const i18n = createI18n(lang);
    expect(i18n.t('web.routes.order')).toBe(WEB_TEXTS[lang].routes.order);
    expect(i18n.t('common.nav.home')).toBe(resources[lang].common.nav.home);
    expect(i18n.t('errors.1000')).toBe(resources[lang].errors['1000']);
    expect(i18n.t('validation.emailFormat')).toBe(resources[lang].validation.emailFormat);
  });

  it('keeps the link tags of the registration terms in every locale', () => {
    for (const lang of LANGUAGES) {
      const terms = WEB_TEXTS[lang].account.register.terms;
      expect(terms, lang).toMatch(/<agreement>.+<\/agreement>/);
      expect(terms, lang).toMatch(/<privacy>.+<\/privacy>/);
    }
  });

  it('interpolates', () => {
    expect(createI18n('en').t('common.maintenance.window', { start: 'A', end: 'B' })).toBe(
      'Estimated window: A – B',
    );
  });
});
