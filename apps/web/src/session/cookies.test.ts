import { afterEach, describe, expect, it } from 'vitest';
import { cookieText, getCookie, removeCookie, setCookie } from './cookies';
import { readSession, saveSession } from './session';

describe('session cookies (hardening item 7)', () => {
  afterEach(() => {
    removeCookie('token');
    removeCookie('userId');
  });

  it('adds Secure to a cookie written on a page served over https', () => {
    expect(cookieText('token', 'abc', { maxAgeSeconds: 604800, protocol: 'https:' })).toBe(
      'token=abc; path=/; SameSite=Lax; max-age=604800; Secure',
    );
    expect(cookieText('token', '', { maxAgeSeconds: 0, protocol: 'https:' })).toBe(
      'token=; path=/; SameSite=Lax; max-age=0; Secure',
    );
  });

  it('leaves Secure out over plain http, where the browser would drop the cookie', () => {
    expect(cookieText('token', 'abc', { maxAgeSeconds: 60, protocol: 'http:' })).toBe(
      'token=abc; path=/; SameSite=Lax; max-age=60',
    );
  });

  it('reads the page protocol when none is given (jsdom serves http)', () => {
    expect(location.protocol).toBe('http:');
    expect(cookieText('lang', 'en')).not.toContain('Secure');
  });

  it('keeps the token readable by scripts, as the client sends it as the bearer token', () => {
    saveSession({ token: 't-1', userId: '9' });
    expect(getCookie('token')).toBe('t-1');
    expect(readSession()).toEqual({ token: 't-1', userId: '9' });
    setCookie('token', 't-2', 1);
    expect(readSession()?.token).toBe('t-2');
  });
});
