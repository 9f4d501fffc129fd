export * from './wallet.js';
export * from './issuer.js';
export * from './http.js';
export { toWallet } from './keys.js';
export * from './pay.js';
