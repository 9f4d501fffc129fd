import { jestConfig } from '../jest.base.js';

export default jestConfig(import.meta.dirname, {
  globalSetup: '<rootDir>/test/global-setup.mjs',
  globalTeardown: '<rootDir>/test/global-teardown.mjs',
  testTimeout: 60000,
});
