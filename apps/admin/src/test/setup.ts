// Vitest setup (jsdom): a clean DOM and storage for every test, and the browser APIs antd reads.
// The test files share one jsdom per worker (vitest.config.ts: isolate off, issue 21), so what a test can
// leave outside React's tree is reset after each: antd's imperative modals, messages and notifications,
// the body's classes and style (a modal's scroll lock), the title.
import { cleanup, configure } from '@testing-library/react';
import { message, Modal, notification } from 'antd';
import { afterEach, vi } from 'vitest';

// Lazy routes load slower on a busy CI machine (2 cores, all packages testing at once; the web app has
// the same limit, see its setup).
configure({ asyncUtilTimeout: 20_000 });

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
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

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

afterEach(() => {
  cleanup();
  Modal.destroyAll();
  message.destroy();
  notification.destroy();
  document.body.removeAttribute('class');
  document.body.removeAttribute('style');
  document.title = '';
  sessionStorage.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
