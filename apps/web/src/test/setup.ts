// Vitest setup (jsdom): a clean DOM, cookies and storage for every test, and the matchMedia antd-mobile reads.
// The test files share one jsdom per worker (vitest.config.ts: isolate off, issue 21), so everything a test
// can leave behind outside React's tree is reset after each: the imperative dialogs and toasts antd-mobile
// renders into the body, the body's classes, the root element's font size, theme and attributes, the title.
import { cleanup, configure } from '@testing-library/react';
import { Dialog, Toast } from 'antd-mobile';
import { afterAll, afterEach, vi } from 'vitest';
import { resetServerClock } from '../api/serverClock';
import { cancelPendingLogins } from '../api/unauthorized';
import { resetEarlyUserInfo } from '../earlyUserInfo';
import { wireAntdMobileToReact19 } from '../shell/antdRender';

// Lazy routes load slower on a busy CI machine (2 cores, all packages testing at once): the quick trade
// sheet took over 10 s to appear at load 15 (vitest transforms its lazy chunk on first use). Waits poll,
// so the limit costs nothing while a test passes.
configure({ asyncUtilTimeout: 20_000 });

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
  Dialog.clear();
  Toast.clear();
  // A dialog or toast still leaving (its closing animation) would be the next test's first `.adm-dialog`.
  document.body.replaceChildren();
  resetServerClock();
  resetEarlyUserInfo();
  // A 401's redirect to /login, 0.5 s later, would land in the next test's app (one jsdom per worker).
  cancelPendingLogins();
  document.body.removeAttribute('class');
  document.body.removeAttribute('style');
  for (const name of document.documentElement.getAttributeNames())
    document.documentElement.removeAttribute(name);
  document.title = '';
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
  localStorage.clear();
  // The ad form's draft (issue 26) lives there.
  sessionStorage.clear();
  vi.useRealTimers();
});

// React's scheduler runs queued work on setImmediate: let it finish before the file's jsdom is torn down
// (a task still queued then found `window` gone: "window is not defined", reported by Vitest as an
// unhandled error after keepAlive.test.tsx in a CI run whose 482 tests had all passed).
afterAll(async () => {
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
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
