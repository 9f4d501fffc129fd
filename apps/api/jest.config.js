import { jestConfig } from '../../jest.base.js';

export default jestConfig(import.meta.dirname, {
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  // A hook that starts the API (Nest, migrations checked, pools, Redis) shares two cores with the other
  // suites and the browser tests under CI: 30 s was once not enough for chat-images.test.ts.
  testTimeout: 90000,
  // Each suite loads the whole API into its own module registry; what a suite's modules keep alive
  // (Nest's metadata, pools, ethers' caches) piles up in a long-lived worker until garbage collection
  // takes most of its time. A worker past 1 GB after a suite is replaced (it keeps its database copy).
  workerIdleMemoryLimit: '1GB',
});
