export * from './account.js';
export * from './ads.js';
export * from './payment.js';
