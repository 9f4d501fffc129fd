import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { readSession } from '../../session/session';
import { envelope, sentRequests, stubFetch } from '../../test/fetchStub';
import { renderApp, signIn } from '../../test/renderApp';

// The API is the only thing stood in for: fetch answers by path, as in the other page tests.
const TOKEN = 'Abc_def-0123456789abcdefghijklmnopqrstuv';
const UNDO = '/api/user/email/undo';

describe('email undo page', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('opens without a session and sends nothing before the owner confirms (mail scanners open links)', async () => {
    const { fetchMock } = stubFetch({ [UNDO]: { body: envelope(null) } });
    const { router, i18n } = renderApp(`/emailUndo?token=${TOKEN}`, { realPages: true });
    await screen.findByTestId('email-undo-form');
    expect(router.state.location.pathname).toBe('/emailUndo');
    expect(screen.getByText(i18n.t('web.account.emailUndo.explain'))).toBeTruthy();
    // Give any effect the time to run: still no call.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sentRequests(fetchMock, UNDO)).toHaveLength(0);
  });

  it('undoes on confirm, ends the local session and links to /login', async () => {
    signIn();
    localStorage.setItem('someCachedPreference', 'x');
    const { fetchMock } = stubFetch({ [UNDO]: { body: envelope(null) } });
    const { router, i18n } = renderApp(`/emailUndo?token=${TOKEN}`, { realPages: true });
    fireEvent.click(await screen.findByTestId('email-undo-submit'));
    expect((await screen.findByTestId('email-undo-done')).textContent).toBe(
      i18n.t('web.account.emailUndo.done'),
    );
    const sent = sentRequests(fetchMock, UNDO, 'POST');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ token: TOKEN });
    expect(readSession()).toBeNull();
    expect(localStorage.getItem('someCachedPreference')).toBeNull();
    expect(screen.queryByTestId('email-undo-submit')).toBeNull();
    fireEvent.click(screen.getByTestId('email-undo-login'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('says the link is used or expired on 1013 and keeps the session', async () => {
    signIn();
    const { fetchMock } = stubFetch({
      [UNDO]: { status: 400, body: envelope(null, '1013', 'used or expired') },
    });
    const { i18n } = renderApp(`/emailUndo?token=${TOKEN}`, { realPages: true });
    fireEvent.click(await screen.findByTestId('email-undo-submit'));
    expect((await screen.findByTestId('email-undo-gone')).textContent).toBe(
      i18n.t('web.account.emailUndo.expired'),
    );
    expect(sentRequests(fetchMock, UNDO, 'POST')).toHaveLength(1);
    expect(screen.queryByTestId('email-undo-submit')).toBeNull();
    expect(readSession()).not.toBeNull();
  });

  it('lets the owner try again after a network failure', async () => {
    const routes: Parameters<typeof stubFetch>[0] = {
      [UNDO]: () => Promise.reject(new TypeError('Failed to fetch')),
    };
    const { fetchMock } = stubFetch(routes);
    renderApp(`/emailUndo?token=${TOKEN}`, { realPages: true });
    fireEvent.click(await screen.findByTestId('email-undo-submit'));
    await waitFor(() => expect(sentRequests(fetchMock, UNDO, 'POST')).toHaveLength(1));
    await waitFor(() =>
      expect((screen.getByTestId('email-undo-submit') as HTMLButtonElement).disabled).toBe(false),
    );
    routes[UNDO] = { body: envelope(null) };
    fireEvent.click(screen.getByTestId('email-undo-submit'));
    expect(await screen.findByTestId('email-undo-done')).toBeTruthy();
    expect(sentRequests(fetchMock, UNDO, 'POST')).toHaveLength(2);
  });

  it('explains a link without a token, or with a damaged one, and offers no button', async () => {
    const { fetchMock } = stubFetch({ [UNDO]: { body: envelope(null) } });
    const first = renderApp('/emailUndo', { realPages: true });
    expect((await screen.findByTestId('email-undo-invalid')).textContent).toBe(
      first.i18n.t('web.account.emailUndo.invalidLink'),
    );
    expect(screen.queryByTestId('email-undo-submit')).toBeNull();
    first.unmount();
    renderApp('/emailUndo?token=short%20one', { realPages: true });
    expect(await screen.findByTestId('email-undo-invalid')).toBeTruthy();
    expect(screen.queryByTestId('email-undo-submit')).toBeNull();
    expect(sentRequests(fetchMock, UNDO)).toHaveLength(0);
  });
});
