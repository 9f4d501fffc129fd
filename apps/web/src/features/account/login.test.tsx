import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getCookie } from '../../session/cookies';
import { envelope, sentRequests, stubFetch } from '../../test/fetchStub';
import { renderApp } from '../../test/renderApp';
import { encryptPassword } from './encryptPassword';

// The slide-to-verify sheet has its own tests: here it passes at once.
vi.mock('./slider/useSliderVerify', () => ({
  useSliderVerify: () => ({ verify: async () => 'sl.test-token', element: null }),
}));

const toBase64 = (buf: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(buf)));
const fromBase64 = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));

async function rsaKeyPair() {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = toBase64(await crypto.subtle.exportKey('spki', pair.publicKey));
  const decrypt = async (b64: string) =>
    new TextDecoder().decode(
      await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, pair.privateKey, fromBase64(b64)),
    );
  return { spki, decrypt };
}

describe('login encrypts the password with WebCrypto', () => {
  it('encrypts to the server key with RSA-OAEP SHA-256 (base64 out, random each time)', async () => {
    const key = await rsaKeyPair();
    const a = await encryptPassword('Secret#123', key.spki);
    const b = await encryptPassword('Secret#123', key.spki);
    expect(a).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(fromBase64(a)).toHaveLength(256);
    expect(a).not.toBe(b);
    expect(await key.decrypt(a)).toBe('Secret#123');
  });

  it('sends only the ciphertext with the slider token, stores the session for 7 days and goes home', async () => {
    const key = await rsaKeyPair();
    const { fetchMock } = stubFetch({
      '/api/user/loginKey': { body: envelope({ algorithm: 'RSA-OAEP-256', spki: key.spki }) },
      '/api/user/login': {
        body: envelope({ token: 'jwt-1', userId: '42', expiresAt: '2026-12-01T00:00:00.000Z' }),
      },
      '/api/user/info/42': { body: envelope({ id: '42', nickname: 'alice', creditScore: 100 }) },
    });
    const cookieWrites: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation((v: string) => {
      cookieWrites.push(v);
      descriptor.set!.call(document, v);
    });
    const { router } = renderApp('/login', { realPages: true });

    fireEvent.change(await screen.findByTestId('login-email'), { target: { value: ' Alice@Example.com ' } });
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'Secret#123' } });
    fireEvent.click(screen.getByTestId('login-submit'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const body = sentRequests(fetchMock, '/api/user/login', 'POST')[0]!.body as Record<string, string>;
    expect(body.email).toBe('Alice@Example.com');
    expect(body.sliderToken).toBe('sl.test-token');
    expect(body.password).not.toContain('Secret');
    expect(await key.decrypt(body.password!)).toBe('Secret#123');
    expect(getCookie('token')).toBe('jwt-1');
    expect(getCookie('userId')).toBe('42');
    expect(
      cookieWrites.filter((c) => /^(token|userId)=/.test(c)).every((c) => c.includes('max-age=604800')),
    ).toBe(true);
    expect(fetchMock.mock.calls.some(([u]) => String(u).startsWith('/api/user/info/42'))).toBe(true);
  });

  it('shows the translated rule and sends nothing when the email is malformed', async () => {
    const { fetchMock } = stubFetch();
    renderApp('/login', { realPages: true, lang: 'zh_TW' });
    fireEvent.change(await screen.findByTestId('login-email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('login-email-error')).textContent).toBe('信箱格式不正確');
    expect(screen.getByTestId('login-password-error')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/user/login'))).toBe(false);
  });

  it('asks for the emailed code when the account is past its cap (1013) and sends it on the next try', async () => {
    const key = await rsaKeyPair();
    const routes = {
      '/api/user/loginKey': { body: envelope({ algorithm: 'RSA-OAEP-256', spki: key.spki }) },
      '/api/user/login': { status: 400, body: envelope(null, '1013', 'wrong or expired verification code') },
      '/api/user/info/42': { body: envelope({ id: '42', nickname: 'alice', creditScore: 100 }) },
    };
    const { fetchMock } = stubFetch(routes);
    const { router } = renderApp('/login', { realPages: true });

    fireEvent.change(await screen.findByTestId('login-email'), { target: { value: 'alice@example.com' } });
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'Secret#123' } });
    expect(screen.queryByTestId('login-code')).toBeNull();
    fireEvent.click(screen.getByTestId('login-submit'));

    const codeInput = await screen.findByTestId('login-code');
    expect(screen.getByTestId('login-send-code')).toBeTruthy();
    const first = sentRequests(fetchMock, '/api/user/login', 'POST')[0]!.body as Record<string, string>;
    expect(first.emailCode).toBeUndefined();

    routes['/api/user/login'] = {
      status: 200,
      body: envelope({ token: 'jwt-2', userId: '42', expiresAt: '2026-12-01T00:00:00.000Z' }),
    };
    fireEvent.change(codeInput, { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const second = sentRequests(fetchMock, '/api/user/login', 'POST')[1]!.body as Record<string, string>;
    expect(second.emailCode).toBe('123456');
  });
});
