export * from './deposit-split.js';
export * from './payout-policy.js';
export * from './deposit-timeliness.js';
