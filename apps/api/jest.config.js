import { jestConfig } from '../../jest.base.js';

export default jestConfig(import.meta.dirname, {
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  // A hook that starts the API (Nest, migrations checked, pools, Redis) shares two cores with the other
  // suites and the browser tests under CI: 30 s was once not enough for chat-images.test.ts.
  testTimeout: 90000,
});
