import { jestConfig } from '../jest.base.js';

/**
 * The browser journeys. The Lighthouse budgets (test/budgets.test.ts) are left out: they measure speed, so
 * `npm test` runs them on their own once every other suite has finished (jest.budgets.config.js), where a
 * suite running beside them would weigh on the figures.
 */
export default jestConfig(import.meta.dirname, {
  globalSetup: '<rootDir>/test/global-setup.mjs',
  globalTeardown: '<rootDir>/test/global-teardown.mjs',
  // A journey polls its conditions, so a generous limit costs nothing while it passes: the merchant journey
  // (48 s quiet) took over 60 s in a fresh-clone run beside two busy loops (issue 21's loaded runs).
  testTimeout: 180000,
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/budgets\\.test\\.ts$'],
});
