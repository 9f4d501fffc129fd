import { ApiError, ClientErrorCode } from '@p2p/contracts/client';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QrCode, ScanOutcome } from '@p2p/contracts';
import { envelope, stubFetch } from '../../../test/fetchStub';
import { renderApp } from '../../../test/renderApp';
import { createQrPoller, QR_POLL_INTERVAL_MS, type QrState } from './qrPoller';

const NOW = Date.parse('2026-11-22T10:00:00Z');
const QR: QrCode = {
  qrCodeUrl: 'p2pwallet://auth?v=1&eventId=ev1',
  eventId: 'ev1',
  expiresAt: new Date(NOW + 300_000).toISOString(),
};
const SESSION = { token: 'jwt', userId: '42', expiresAt: new Date(NOW + 7 * 86_400_000).toISOString() };

const waiting = () => new ApiError('1009', 'SCAN_NO_CALLBACK', null, 409);

function setup(results: (() => Promise<ScanOutcome>)[], qr: QrCode = QR) {
  const states: QrState[] = [];
  const fetchResult = vi.fn((): Promise<ScanOutcome> => {
    const next = results.shift();
    return next ? next() : Promise.reject(waiting());
  });
  const generate = vi.fn(async () => qr);
  const poller = createQrPoller({
    purpose: 'LOGIN',
    deviceUuid: 'device-1',
    generate,
    fetchResult,
    onState: (s) => states.push(s),
  });
  return { poller, states, fetchResult, generate, last: () => states[states.length - 1] };
}

/** Lets the promise callbacks of one poll run. */
const flush = () => vi.advanceTimersByTimeAsync(0);

describe('the QR poller', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('keeps polling every 2 s while the server answers 1009 (silent), then signs in on SUCCESS', async () => {
    const { poller, states, fetchResult, generate, last } = setup([
      () => Promise.reject(waiting()),
      () => Promise.reject(waiting()),
      async () => ({ status: 'SUCCESS', purpose: 'LOGIN', session: SESSION }),
    ]);
    poller.start();
    await flush();
    expect(generate).toHaveBeenCalledWith('device-1', 'LOGIN');
    expect(last()).toEqual({ kind: 'waiting', qr: QR });
    expect(fetchResult).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(QR_POLL_INTERVAL_MS);
    expect(fetchResult).toHaveBeenCalledTimes(1);
    expect(last()?.kind).toBe('waiting');
    await vi.advanceTimersByTimeAsync(QR_POLL_INTERVAL_MS - 1);
    expect(fetchResult).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchResult).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(QR_POLL_INTERVAL_MS);
    expect(fetchResult).toHaveBeenCalledTimes(3);
    expect(last()).toEqual({ kind: 'success', qr: QR, session: SESSION });
    expect(states.map((s) => s.kind)).toEqual(['loading', 'waiting', 'success']);

    await vi.advanceTimersByTimeAsync(QR_POLL_INTERVAL_MS * 5);
    expect(fetchResult).toHaveBeenCalledTimes(3);
  });

  it('stops at 804 (expired) and starts over with a new code on refresh', async () => {
    const { poller, fetchResult, generate, last } = setup([
      () => Promise.reject(new ApiError('804', 'QR_CODE_EXPIRED', null, 400)),
    ]);
    poller.start();
    await flush();
    await vi.advanceTimersByTimeAsync(QR_POLL_INTERVAL_MS);
    expect(last()).toEqual({ kind: 'expired', qr: QR });
    await vi.advanceTimersByTimeAsync(QR_POLL_INTERVAL_MS * 3);
    expect(fetchResult).toHaveBeenCalledTimes(1);

    poller.start();
    await flush();
    expect(generate).toHaveBeenCalledTimes(2);
    expect(last()?.kind).toBe('waiting');
    await vi.advanceTimersByTimeAsync(QR_POLL_INTERVAL_MS);
    expect(fetchResult).toHaveBeenCalledTimes(2);
    poller.stop();
  });

  it('reports FAILURE with its reason code and stops', async () => {
    const { poller, fetchResult, last } = setup([
      async () => ({ status: 'FAILURE', purpose: 'LOGIN', code: '806' }),
    ]);
    poller.start();
    await flush();
    await vi.advanceTimersByTimeAsync(QR_POLL_INTERVAL_MS);
    expect(last()).toEqual({ kind: 'failure', qr: QR, code: '806' });
    await vi.advanceTimersByTimeAsync(QR_POLL_INTERVAL_MS * 3);
    expect(fetchResult).toHaveBeenCalledTimes(1);
  });

  it('treats another error code as a failure, but rides out a network hiccup', async () => {
    const { poller, fetchResult, last } = setup([
      () => Promise.reject(new ApiError(ClientErrorCode.NETWORK, 'offline')),
      () => Promise.reject(new ApiError('1010', 'QR_VERIFICATION_FAILED', null, 400)),
    ]);
    poller.start();
    await flush();
    await vi.advanceTimersByTimeAsync(QR_POLL_INTERVAL_MS);
    expect(last()?.kind).toBe('waiting');
    await vi.advanceTimersByTimeAsync(QR_POLL_INTERVAL_MS);
    expect(fetchResult).toHaveBeenCalledTimes(2);
    expect(last()).toEqual({ kind: 'failure', qr: QR, code: '1010' });
  });

  it('shows the code as expired once its time has passed, without asking the server', async () => {
    const short = { ...QR, expiresAt: new Date(NOW + 1000).toISOString() };
    const { poller, fetchResult, last } = setup([], short);
    poller.start();
    await flush();
    await vi.advanceTimersByTimeAsync(QR_POLL_INTERVAL_MS);
    expect(last()).toEqual({ kind: 'expired', qr: short });
    expect(fetchResult).not.toHaveBeenCalled();
  });

  it('polls nothing after stop', async () => {
    const { poller, fetchResult } = setup([]);
    poller.start();
    await flush();
    poller.stop();
    await vi.advanceTimersByTimeAsync(QR_POLL_INTERVAL_MS * 3);
    expect(fetchResult).not.toHaveBeenCalled();
  });
});

describe('the QR panel on /login', () => {
  const qrAnswer = {
    qrCodeUrl: 'p2pwallet://auth?v=1&eventId=ev2&purpose=LOGIN',
    eventId: 'ev2',
    expiresAt: new Date(Date.now() + 300_000).toISOString(),
  };

  it('shows the QR code with its URL, then the translated failure with a way to register by QR', async () => {
    localStorage.setItem('uuid', 'device-uuid-1');
    const { calls } = stubFetch({
      '/api/scan/genQrCodeUrl/device-uuid-1': { body: envelope(qrAnswer) },
      '/api/scan/result/ev2': { body: envelope({ status: 'FAILURE', purpose: 'LOGIN', code: '806' }) },
    });
    const { i18n } = renderApp('/login?tab=qr', { realPages: true });
    const image = await screen.findByTestId('qr-image');
    expect(image.getAttribute('data-qr-url')).toBe(qrAnswer.qrCodeUrl);
    expect(image.getAttribute('src')).toMatch(/^data:image\//);
    expect(calls[0]).toBe('/api/scan/genQrCodeUrl/device-uuid-1?purpose=LOGIN');
    expect(screen.getByTestId('qr-status').textContent).toBe(i18n.t('web.account.qr.waiting.login'));
    expect(screen.getByTestId('qr-open-wallet').getAttribute('href')).toBe(qrAnswer.qrCodeUrl);

    await waitFor(() => expect(screen.getByTestId('qr-status').textContent).toBe(i18n.t('errors.806')));
    expect(screen.getByTestId('qr-register-link').getAttribute('href')).toBe('/register?tab=wallet');
    expect(screen.getByTestId('qr-refresh')).toBeTruthy();
  });
});
