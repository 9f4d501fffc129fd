export { createTestDatabase, uniqueSuffix, type TestDatabase } from './database.js';
export { migrateDeploy } from './migrate.js';
export { deleteKeysWithPrefix } from './redis-keys.js';
export { resolveServices, type ServiceUrls } from './services.js';
export { runGlobalSetup, runGlobalTeardown, readTestEnv, type TestEnv } from './global.js';
