// Vitest setup (jsdom): a clean DOM, cookies and storage for every test, and the matchMedia antd-mobile reads.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { wireAntdMobileToReact19 } from '../shell/antdRender';

// Lazy routes load slower on a busy CI machine (2 cores, all packages testing at once).
configure({ asyncUtilTimeout: 5000 });

wireAntdMobileToReact19();

// jsdom's crypto has no `subtle`: the login's RSA-OAEP encryption uses Node's WebCrypto in tests.
if (!globalThis.crypto?.subtle) {
  const { webcrypto } = (await import('node:crypto' as string)) as { webcrypto: Crypto };
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

afterEach(() => {
  cleanup();
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
  localStorage.clear();
  vi.useRealTimers();
});

// No test opens a real socket: the live socket's own tests inject a fake factory.
vi.mock('socket.io-client', () => ({
  io: () => ({
    connected: false,
    on: () => undefined,
    emit: () => undefined,
    connect: () => undefined,
    disconnect: () => undefined,
    removeAllListeners: () => undefined,
  }),
}));
