import { jestConfig } from '../../jest.base.js';

// The small tests alone (issue 21): services built with fakes and a FakeClock, no PostgreSQL, no Redis,
// so no global setup. `pnpm --filter @p2p/api run test:small`; the full run (`test`) includes them.
export default jestConfig(import.meta.dirname, {
  testMatch: ['<rootDir>/test/small/**/*.test.ts', '<rootDir>/test/core/small-harness.test.ts'],
  reporters: ['default'],
});
