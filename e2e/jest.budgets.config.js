import path from 'node:path';
import { jestConfig } from '../jest.base.js';

/** The Lighthouse budgets, with a report of their own (`npm test` runs them after the trader app's own tests). */
const base = jestConfig(import.meta.dirname, {
  globalSetup: '<rootDir>/test/global-setup.mjs',
  globalTeardown: '<rootDir>/test/global-teardown.mjs',
  testTimeout: 60000,
  // Two pages measured at once (test/budgets.test.ts, AT_ONCE).
  maxConcurrency: 2,
  testMatch: ['<rootDir>/test/budgets.test.ts'],
});

export default {
  ...base,
  reporters: [
    'default',
    [path.join(import.meta.dirname, '../scripts/jest-count-reporter.cjs'), { name: 'e2e-budgets' }],
  ],
};
