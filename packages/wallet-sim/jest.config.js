import { jestConfig } from '../../jest.base.js';

// The payment tests run a real local chain (@p2p/devchain).
export default jestConfig(import.meta.dirname, { testTimeout: 60_000 });
