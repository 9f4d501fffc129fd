// The API client core, imported as `@p2p/contracts/client` (not re-exported from the package root).
export * from './api-error.js';
export * from './serialize.js';
export * from './api-client.js';
export * from './http.js';
export * from './error-text.js';
export * from './query-defaults.js';
