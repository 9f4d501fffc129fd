import { jestConfig } from '../../jest.base.js';

export default jestConfig(import.meta.dirname, {
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 30000,
});
