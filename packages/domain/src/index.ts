/**
 * @p2p/domain: pure business logic with no I/O and no framework — the order state machine, money
 * arithmetic and display, credit rules and the validation rules shared by contracts, web and API.
 */
export * from './order/index.js';
export * from './money/index.js';
export * from './credit/index.js';
export * from './validation/index.js';
export * from './escrow/index.js';
export * from './time/index.js';
export * from './merchant/index.js';
