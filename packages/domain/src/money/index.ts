export * from './decimal.js';
export * from './display.js';
export * from './input.js';
export * from './stored-range.js';
