import { runGlobalTeardown } from '@p2p/db/testing';

export default runGlobalTeardown;
