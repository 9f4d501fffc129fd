export * from './merchant.js';
