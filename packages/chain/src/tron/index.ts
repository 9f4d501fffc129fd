export { TronChainAdapter, TronBroadcastError, TronUnsupportedError } from './adapter.js';
export { resolveTronConfig, TronConfigError, type TronAdapterConfig } from './config.js';
export { parseTronPaymentLink, tronPaymentLink, type TronPaymentRequest } from './link.js';
export { TronGridError, toTronBase58 } from './trongrid.js';
export { tronTxExpiration } from './tx.js';
