import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    // One jsdom and one module graph per worker, not per file (setting up jsdom and importing React and
    // antd again per file was most of the time). src/test/setup.ts resets what a test can leave behind.
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Waits poll their condition, so a generous limit costs nothing while tests pass: a fresh-clone run
    // beside two busy loops and other work (load 15 on 2 cores) took 16-18 s for the console's test that
    // opens its five areas in turn, and over 5 s for a lazily loaded sheet to appear.
    testTimeout: 60_000,
    reporters: [
      'default',
      ['json', { outputFile: (process.env.TEST_REPORT_DIR ?? '../../reports') + '/apps-admin.json' }],
    ],
  },
});
