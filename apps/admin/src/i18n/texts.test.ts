import { LANGUAGES, resources } from '@p2p/i18n';
import { describe, expect, it } from 'vitest';
import { AREA_ROLES, AREAS } from '../access';
import { AREA_PLANS } from '../features/area/AreaPage';
import { en } from './en';
import { createI18n } from './index';
import { ADMIN_TEXTS } from './texts';

type Tree = { readonly [key: string]: string | Tree };

/** Every leaf of a text tree as `path -> text`. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!).sort();
}

const reference = leaves(en as Tree);

describe('the console texts (namespace admin)', () => {
  it('exist for all 10 locales', () => {
    expect(Object.keys(ADMIN_TEXTS).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES.filter((lang) => lang !== 'en'))('%s has exactly the English keys', (lang) => {
    const texts = leaves(ADMIN_TEXTS[lang] as Tree);
    const missing = [...reference.keys()].filter((key) => !texts.has(key));
    const extra = [...texts.keys()].filter((key) => !reference.has(key));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each([...LANGUAGES])('%s has no empty text and keeps the placeholders', (lang) => {
    for (const [key, text] of leaves(ADMIN_TEXTS[lang] as Tree)) {
      expect(text.trim(), `${lang} ${key}`).not.toBe('');
      expect(placeholders(text), `${lang} ${key}`).toEqual(placeholders(reference.get(key) ?? ''));
    }
  });

  it('translates the screens rather than copying English (but for names such as API and Redis)', () => {
    const same = new Set(['dashboard.healthApi', 'dashboard.healthRedis', 'login.emailPlaceholder']);
    for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
      const copied = [...leaves(ADMIN_TEXTS[lang] as Tree)].filter(
        ([key, text]) => !same.has(key) && text === reference.get(key),
      );
      // a few words are the same in some languages (Email, Redis); most must differ
      expect(copied.length, `${lang}: ${copied.map(([k]) => k).join(', ')}`).toBeLessThan(3);
    }
  });

  it('has a title, a description, the planned tools and a text for every role allowed into each area', () => {
    for (const area of AREAS) {
      expect(reference.has(`nav.${area}`)).toBe(true);
      expect(reference.has(`areas.${area}.description`)).toBe(true);
      for (const plan of AREA_PLANS[area]) expect(reference.has(`areas.${area}.planned.${plan}`)).toBe(true);
      const roles = [...reference.keys()]
        .filter((key) => key.startsWith(`areas.${area}.forRole.`))
        .map((key) => key.split('.').pop());
      expect(roles.sort()).toEqual([...AREA_ROLES[area]].sort());
    }
  });

  it('resolves through i18next with the shared namespaces, in every locale', () => {
    for (const lang of LANGUAGES) {
      const i18n = createI18n(lang);
      expect(i18n.t('admin.nav.appeals')).toBe(ADMIN_TEXTS[lang].nav.appeals);
      expect(i18n.t('errors.1004')).toBe(resources[lang].errors['1004']);
      expect(i18n.t('common.appName')).toBe(resources[lang].common.appName);
      expect(i18n.t('admin.dashboard.welcome', { name: 'Kim' })).toContain('Kim');
    }
  });
});
