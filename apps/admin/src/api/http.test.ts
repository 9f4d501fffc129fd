// The console's API wrapper: the staff token and language headers, the 401 rule, and the error texts.
import { API_ENDPOINTS } from '@p2p/contracts';
import { ApiError, ClientErrorCode, errorText, type Translator } from '@p2p/contracts/client';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n';
import { envelope, stubFetch } from '../test/fetch';
import { createConsoleHttp } from './client';

function translator(lang: 'en' | 'vi_VN' = 'en'): Translator {
  const i18n = createI18n(lang);
  return { exists: (key) => i18n.exists(key), t: (key) => i18n.t(key) };
}

function setup(token: string | null = 'tok') {
  const onUnauthorized = vi.fn();
  const showError = vi.fn();
  const http = createConsoleHttp({
    getToken: () => token,
    getLanguage: () => 'en',
    onUnauthorized,
    showError,
    translator: () => translator(),
  });
  return { http, onUnauthorized, showError };
}

const login = { email: 'a@b.co', password: 'x' };

describe('createConsoleHttp', () => {
  it('sends the bearer token and the language, and answers the data', async () => {
    const { calls } = stubFetch({ 'GET /api/admin/auth/me': { body: envelope({ id: '1' }) } });
    await expect(setup().http.call(API_ENDPOINTS.staff.me)).resolves.toEqual({ id: '1' });
    expect(calls[0]?.headers).toMatchObject({ Authorization: 'Bearer tok', language: 'en_US', way: 'WEB' });
  });

  it('ends the session on a 401 without a toast', async () => {
    stubFetch({ '/api/admin/auth/me': { status: 401, body: envelope(null, '401', 'invalid') } });
    const { http, onUnauthorized, showError } = setup();
    await expect(http.call(API_ENDPOINTS.staff.me)).rejects.toMatchObject({ code: '401' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(showError).not.toHaveBeenCalled();
  });

  it('toasts the translated catalogue text, unless the caller shows it', async () => {
    stubFetch({ '/api/admin/auth/login': { status: 400, body: envelope(null, '1004', 'wrong') } });
    const { http, onUnauthorized, showError } = setup();
    await expect(http.call(API_ENDPOINTS.staff.login, { body: login })).rejects.toBeInstanceOf(ApiError);
    expect(showError).toHaveBeenCalledWith('Wrong account or password');
    await expect(
      http.call(API_ENDPOINTS.staff.login, { body: login }, { toast: false }),
    ).rejects.toMatchObject({ code: '1004' });
    expect(showError).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('errorText (the console uses the default rules)', () => {
  it('reads errors.<code> in the current language', () => {
    expect(errorText(new ApiError('1004', 'x'), translator('vi_VN'))).toBe(
      createI18n('vi_VN').t('errors.1004'),
    );
  });

  it('shows the network message for no answer or a time-out, system busy for an empty 500', () => {
    const tr = translator();
    expect(errorText(new ApiError(ClientErrorCode.NETWORK, 'x'), tr)).toBe(
      'Network error, please check your connection',
    );
    expect(errorText(new ApiError(ClientErrorCode.TIMEOUT, 'x'), tr)).toBe(
      'Network error, please check your connection',
    );
    expect(errorText(new ApiError(ClientErrorCode.SYSTEM_BUSY, 'x'), tr)).toBe(
      'The system is busy, please try again later',
    );
  });

  it('shows nothing for a 401 or an abort, and the generic message for an unknown code', () => {
    const tr = translator();
    expect(errorText(new ApiError('401', 'x'), tr)).toBeNull();
    expect(errorText(new ApiError(ClientErrorCode.ABORTED, 'x'), tr)).toBeNull();
    expect(errorText(new ApiError('NOPE42', 'x'), tr)).toBe('Network error, please check your connection');
  });
});
