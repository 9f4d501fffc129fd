export * from './credit.js';
