import { API_ENDPOINTS } from '@p2p/contracts';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../i18n';
import { getCookie } from '../session/cookies';
import { registerNavigate } from '../shell/navigation';
import { envelope, stubFetch } from '../test/fetchStub';
import { signIn } from '../test/renderApp';
import { Toast } from '../shell/toast';
import { errorToaster, http, loadingCounter } from './client';

describe('the app API client', () => {
  afterEach(() => {
    registerNavigate(null);
    vi.restoreAllMocks();
  });

  it('applies the maintenance rule: session cleared, window saved, /systemMaintenance', async () => {
    signIn();
    const navigate = vi.fn();
    registerNavigate(navigate);
    stubFetch({
      '/api/user/info/7': {
        status: 401,
        body: envelope(null, '401', '["2026-12-01 02:00:00","2026-12-01 04:00:00"]'),
      },
    });
    const info = http.call(API_ENDPOINTS.account.userInfo, { userId: 7 }, { toast: false });
    await expect(info).rejects.toMatchObject({
      code: '401',
    });
    expect(navigate).toHaveBeenCalledWith('/systemMaintenance');
    expect(getCookie('token')).toBeNull();
    expect(getCookie('userId')).toBeNull();
    expect(JSON.parse(localStorage.getItem('maintenanceTime')!)).toEqual({
      start: '2026-12-01 02:00:00',
      end: '2026-12-01 04:00:00',
    });
    expect(loadingCounter.active).toBe(false);
  });

  it('shows the translated text of an error code as a toast, in the interface language', async () => {
    const show = vi.spyOn(Toast, 'show');
    setupI18n('ko_KR');
    stubFetch({ '/api/email/send': { status: 409, body: envelope(null, '1000', 'server wording') } });
    const body = { email: 'a@b.co', scene: 'REGISTER', sliderToken: 't' };
    await expect(http.call(API_ENDPOINTS.account.sendEmail, { body })).rejects.toMatchObject({
      code: '1000',
    });
    const i18n = setupI18n('ko_KR');
    // antd-mobile's Toast is handed the text (its own rendering is antd-mobile's business: the files share
    // one jsdom, where another file's toast container can still be closing).
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ content: i18n.t('errors.1000') })),
    );
    expect(errorToaster.current).toBe(i18n.t('errors.1000'));
    setupI18n('en');
  });

  it('shows no toast for a call made with toast: false (a route not built yet answers 404)', async () => {
    stubFetch();
    const before = errorToaster.current;
    const online = http.call(API_ENDPOINTS.account.onlineState, {}, { toast: false });
    await expect(online).rejects.toMatchObject({
      code: '404',
    });
    expect(errorToaster.current).toBe(before);
  });
});
