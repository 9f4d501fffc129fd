import { jestConfig } from '../../jest.base.js';

/**
 * Value-taking options of Jest's command line: what follows them is not a path.
 */
const VALUED = new Set([
  '-t',
  '--testNamePattern',
  '-c',
  '--config',
  '-w',
  '--maxWorkers',
  '--testTimeout',
  '--reporters',
  '--shard',
  '--seed',
  '--outputFile',
  '--testPathIgnorePatterns',
  '--selectProjects',
]);

/**
 * With no path on the command line (`npm test`) Jest runs the groups (test/support/groups.ts): one module
 * registry per group, not per file. With a path (`jest test/orders/orders-timers.test.ts`, `jest test/ads`)
 * it runs those test files alone, each in a registry of its own, as they always ran.
 */
function pathsGiven(argv) {
  return argv.some((arg, i) => !arg.startsWith('-') && !VALUED.has(argv[i - 1] ?? ''));
}

export default jestConfig(import.meta.dirname, {
  testMatch: pathsGiven(process.argv.slice(2))
    ? ['<rootDir>/test/**/*.test.ts', '<rootDir>/test/groups/*.ts']
    : ['<rootDir>/test/groups/*.ts'],
  testSequencer: '<rootDir>/test/group-sequencer.js',
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  // A hook that starts the API (Nest, migrations checked, pools, Redis) shares two cores with the other
  // suites and the browser tests under CI: 30 s was once not enough for chat-images.test.ts.
  testTimeout: 90000,
  // Each group loads the whole API into its own module registry; what its modules keep alive (Nest's
  // metadata, pools, ethers' caches) piles up in a long-lived worker until garbage collection takes most
  // of its time. A worker past 1 GB after a group is replaced (it keeps its database copy).
  workerIdleMemoryLimit: '1GB',
});
