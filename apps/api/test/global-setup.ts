import { runGlobalSetup } from '@p2p/db/testing';

export default runGlobalSetup;
