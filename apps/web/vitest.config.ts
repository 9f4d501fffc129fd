import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** The test files that install fake timers (vi.useFakeTimers): each runs in its own jsdom and module graph. */
const FAKE_TIMER_FILES = [
  'src/api/errorRules.test.ts',
  'src/api/serverClock.test.tsx',
  'src/api/unauthorized.test.ts',
  'src/features/account/qr/qrPoller.test.tsx',
  'src/features/funds/depositStep.test.tsx',
  'src/features/orders/orderPolling.test.tsx',
  'src/hooks/useAccount.test.tsx',
  'src/hooks/useUnread.test.tsx',
  'src/shell/orderButton.test.tsx',
  'src/socket/liveSocket.test.ts',
];

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    // Two groups (issue 21). Most files share one jsdom and module graph per worker (isolate off): a
    // file's own jsdom, setup and imports cost about a second each, over half of the package's time
    // (5 min 11 s for the package alone before, about 2 min after). The files that use fake timers run
    // isolated, in another pool: a frame of antd-mobile's animations (react-spring) scheduled while the
    // timers were fake never comes, which leaves react-spring's frame loop marked as running for good, and
    // no dialog of a later file in that worker ever finishes closing.
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          isolate: false,
          // Not the isolated files' pool, so never a worker that ran a fake-timer file.
          pool: 'threads',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: FAKE_TIMER_FILES,
        },
      },
      {
        extends: true,
        test: { name: 'isolated', isolate: true, include: FAKE_TIMER_FILES },
      },
    ],
    setupFiles: ['src/test/setup.ts'],
    // Waits poll their condition, so a generous limit costs nothing while tests pass: a fresh-clone run
    // beside two busy loops and other work (load 15 on 2 cores) took 16-18 s for the console's test that
    // opens its five areas in turn, and over 5 s for a lazily loaded sheet to appear.
    testTimeout: 60_000,
    // React work queued by a timer near a file's end (a toast's expiry, a query's refetch) can run after
    // that file's jsdom is gone: react-dom then throws "window is not defined" (or an instanceof of the
    // gone window's classes) from its scheduler, after every test of the file has passed. Two CI runs of
    // 482 passing tests failed on it. Only those errors, thrown inside react-dom, are ignored; any other
    // unhandled error still fails the run.
    onUnhandledError(error) {
      const stack = String(error.stack ?? '');
      const teardown =
        /window is not defined|Right-hand side of 'instanceof' is not an object/.test(
          String(error.message),
        ) && stack.includes('react-dom-client');
      return teardown ? false : undefined;
    },
    reporters: [
      'default',
      ['json', { outputFile: (process.env.TEST_REPORT_DIR ?? '../../reports') + '/apps-web.json' }],
    ],
  },
});
