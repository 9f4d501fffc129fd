import { appI18nOptions, LANGUAGES } from '@p2p/i18n';
import { describe, expect, it } from 'vitest';
import { WEB_TEXTS } from './extra';
import { appI18n, changeAppLanguage, runtimeOptions, startI18n } from './runtime';

describe('i18n fetched per locale (trader app budgets)', () => {
  it('uses the options of appI18nOptions, only without the bundled resources', () => {
    const { resources: bundled, ...shared } = appI18nOptions({
      namespace: 'web',
      texts: WEB_TEXTS,
      lang: 'vi_VN',
      defaultNS: 'common',
    });
    const { resources, ...own } = runtimeOptions('vi_VN', {});
    expect(own).toEqual(shared);
    expect(resources).toEqual({});
    expect(Object.keys(bundled)).toEqual([...LANGUAGES]);
  });

  it('starts with the chosen language and English only, with the same texts as the bundled ones', async () => {
    const i18n = await startI18n('th_TH');
    expect(appI18n()).toBe(i18n);
    expect(i18n.language).toBe('th_TH');
    const loaded = LANGUAGES.filter((lang) => i18n.hasResourceBundle(lang, 'web'));
    expect(loaded.sort()).toEqual(['en', 'th_TH']);
    expect(i18n.t('web.routes.order')).toBe(WEB_TEXTS.th_TH.routes.order);
    expect(i18n.t('web.account.slider.hint')).toBe(WEB_TEXTS.th_TH.account.slider.hint);
    expect(i18n.t('errors.1000')).not.toBe('errors.1000');
  });

  it('fetches a language when it is chosen, then switches to it', async () => {
    const i18n = await startI18n('en');
    expect(i18n.hasResourceBundle('ko_KP', 'web')).toBe(false);
    await changeAppLanguage(i18n, 'ko_KP');
    expect(i18n.language).toBe('ko_KP');
    expect(i18n.t('web.routes.order')).toBe(WEB_TEXTS.ko_KP.routes.order);
    expect(i18n.t('common.appName')).toBe('P2P 시장');
  });
});
