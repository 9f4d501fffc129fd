import { PICKER_LANGUAGES } from '@p2p/i18n';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { getCookie } from '../session/cookies';
import { LANGUAGE_PICKER_HEIGHT_PX, LanguagePicker } from '../shell/LanguagePicker';
import { createI18n } from '.';
import {
  applyLanguageFromLocation,
  chooseLanguage,
  languageFromSearch,
  parseLanguage,
  readLanguage,
  searchWithoutLanguage,
} from './language';

describe('language from the cookie', () => {
  it('reads the lang cookie', () => {
    document.cookie = 'lang=ko_KR; path=/';
    expect(readLanguage()).toBe('ko_KR');
  });

  it('reads English when there is no cookie or an unknown one', () => {
    expect(readLanguage()).toBe('en');
    document.cookie = 'lang=fr_FR; path=/';
    expect(readLanguage()).toBe('en');
  });

  it('accepts the other spellings of a language', () => {
    expect(parseLanguage('zh-TW')).toBe('zh_TW');
    expect(parseLanguage('en_US')).toBe('en');
    expect(parseLanguage('vi')).toBe('vi_VN');
    expect(parseLanguage('xx')).toBeNull();
  });
});

describe('?lang= on any route', () => {
  it('is stored as the preference and taken out of the address', () => {
    window.history.replaceState(null, '', '/order?lang=vi_VN&tab=2#top');
    expect(applyLanguageFromLocation()).toBe('vi_VN');
    expect(getCookie('lang')).toBe('vi_VN');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/order?tab=2#top');
  });

  it('wins over the cookie', () => {
    document.cookie = 'lang=zh_TW; path=/';
    window.history.replaceState(null, '', '/helpDetail?id=1&lang=th_TH');
    expect(applyLanguageFromLocation()).toBe('th_TH');
    expect(readLanguage()).toBe('th_TH');
  });

  it('is ignored when it names no language', () => {
    document.cookie = 'lang=ko_KR; path=/';
    window.history.replaceState(null, '', '/?lang=klingon');
    expect(applyLanguageFromLocation()).toBe('ko_KR');
    expect(languageFromSearch('?a=1')).toBeNull();
    expect(searchWithoutLanguage('?lang=en')).toBe('');
  });
});

describe('language picker', () => {
  function renderPicker(onChoose = vi.fn()) {
    const i18n = createI18n('en');
    render(
      <I18nextProvider i18n={i18n}>
        <LanguagePicker visible onClose={() => undefined} onChoose={onChoose} />
      </I18nextProvider>,
    );
    return onChoose;
  }

  it('offers zh_TW, en, ko_KR and vi_VN, in that order, in a 515 px bottom sheet', () => {
    renderPicker();
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.getAttribute('data-testid'))).toEqual(
      PICKER_LANGUAGES.map((l) => `language-option-${l}`),
    );
    expect(options.map((o) => o.textContent)).toEqual(['繁體中文', 'English', '한국어', 'Tiếng Việt']);
    expect(LANGUAGE_PICKER_HEIGHT_PX).toBe(515);
    const body = document.querySelector('.adm-popup-body') as HTMLElement;
    expect(body.style.height).toBe('515px');
    expect(body.className).toContain('adm-popup-body-position-bottom');
  });

  it('hands the chosen language on', () => {
    const onChoose = renderPicker();
    fireEvent.click(screen.getByTestId('language-option-ko_KR'));
    expect(onChoose).toHaveBeenCalledWith('ko_KR');
  });

  it('saves the choice, clears the stored order-button position and reloads', () => {
    localStorage.setItem('orderButtonPosition', '{"x":1,"y":2}');
    localStorage.setItem('uuid', 'keep-me');
    const reload = vi.fn();
    chooseLanguage('zh_TW', reload);
    expect(getCookie('lang')).toBe('zh_TW');
    expect(localStorage.getItem('orderButtonPosition')).toBeNull();
    expect(localStorage.getItem('uuid')).toBe('keep-me');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
