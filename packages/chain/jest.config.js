import { jestConfig } from '../../jest.base.js';

// The EVM adapter's tests run a real local chain (@p2p/devchain).
export default jestConfig(import.meta.dirname, { testTimeout: 60_000 });
