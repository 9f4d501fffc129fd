import { ApiError, ClientErrorCode, errorText, type Translator } from '@p2p/contracts/client';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n';
import { createToaster, TOAST_DURATION_MS } from '../shell/toaster';
import { WEB_ERROR_TEXT_RULES } from './errorRules';

const i18n = createI18n('en');
const tr: Translator = { exists: (k) => i18n.exists(k), t: (k) => i18n.t(k) };
const toast = (code: string, message = 'server text') =>
  errorText(new ApiError(code, message), tr, WEB_ERROR_TEXT_RULES);

describe('toast rules (spec section 8)', () => {
  it('shows the translated text of a catalogue code', () => {
    expect(toast('1000')).toBe('This email is already registered');
    expect(toast('5009')).toBe(i18n.t('errors.5009'));
  });

  it('shows their own text for 1015, 1033 and SDK1003', () => {
    expect(toast('1015', 'Bind your wallet first (server)')).toBe('Bind your wallet first (server)');
    expect(toast('1033', 'Already bound (server)')).toBe('Already bound (server)');
    expect(toast('SDK1003', 'Verification failed (server)')).toBe('Verification failed (server)');
    // Without a message from the server: their catalogue text.
    expect(toast('1033', '')).toBe('A USDT address is already bound');
    expect(toast('SDK1003', ' ')).toBe('Verification failed');
  });

  it('shows nothing for 500, 1009 and 401', () => {
    expect(toast('500')).toBeNull();
    expect(toast('1009', 'SCAN_NO_CALLBACK')).toBeNull();
    expect(toast('401')).toBeNull();
  });

  it('falls back to a text of its own for 1042', () => {
    expect(toast('1042')).toBe('This operation is not available right now, please contact customer service');
  });

  it('falls back to the generic message for a code without text', () => {
    expect(toast('9999')).toBe('Network error, please check your connection');
  });

  it('shows the network-error message for no answer, a time-out or a 502', () => {
    expect(toast(ClientErrorCode.NETWORK)).toBe('Network error, please check your connection');
    expect(toast(ClientErrorCode.TIMEOUT)).toBe('Network error, please check your connection');
    expect(toast('')).toBe('Network error, please check your connection');
  });

  it('shows system busy for a 500 without a body', () => {
    expect(toast(ClientErrorCode.SYSTEM_BUSY)).toBe('The system is busy, please try again later');
  });

  it('shows nothing for a request the page cancelled', () => {
    expect(toast(ClientErrorCode.ABORTED)).toBeNull();
  });

  it('translates into the interface language', () => {
    const zh = createI18n('zh_TW');
    const zhTr: Translator = { exists: (k) => zh.exists(k), t: (k) => zh.t(k) };
    expect(errorText(new ApiError('1000', 'x'), zhTr, WEB_ERROR_TEXT_RULES)).toBe(zh.t('errors.1000'));
    expect(zh.t('errors.1000')).not.toBe(i18n.t('errors.1000'));
  });
});

describe('toaster', () => {
  it('shows toasts for 2000 ms and suppresses a duplicate while one is open', () => {
    const shown: { content: string; duration: number; close: () => void }[] = [];
    const toaster = createToaster((content, duration, close) => shown.push({ content, duration, close }));
    expect(toaster.show('Network error')).toBe(true);
    expect(toaster.show('Network error')).toBe(false);
    expect(shown).toHaveLength(1);
    expect(shown[0]!.duration).toBe(TOAST_DURATION_MS);
    expect(TOAST_DURATION_MS).toBe(2000);
    expect(toaster.show('Another text')).toBe(true);
    shown[1]!.close();
    expect(toaster.show('Network error')).toBe(true);
    expect(shown).toHaveLength(3);
  });

  it('shows a text again once its 2000 ms are over, even when its toast never said it closed', () => {
    vi.useFakeTimers();
    const shown: string[] = [];
    const toaster = createToaster((content) => shown.push(content)); // afterClose never called
    expect(toaster.show('This email is already registered')).toBe(true);
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(toaster.show('This email is already registered')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(toaster.current).toBeNull();
    expect(toaster.show('This email is already registered')).toBe(true);
    expect(shown).toHaveLength(2);
  });
});
