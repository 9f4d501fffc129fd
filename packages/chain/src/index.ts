export * from './address.js';
export * from './adapter.js';
export * from './evm.js';
export * from './evm-link.js';
export * from './evm-signer.js';
export * from './tron/index.js';
