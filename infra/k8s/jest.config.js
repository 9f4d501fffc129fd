import { jestConfig } from '../../jest.base.js';

export default jestConfig(import.meta.dirname, { testTimeout: 60_000 });
