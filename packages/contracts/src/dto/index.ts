export * from './messages.js';
export * from './rules.js';
export * from './validators.js';
export * from './common.dto.js';
export * from './account.dto.js';
export * from './reference.dto.js';
export * from './staff.dto.js';
