// The error catalogue of spec section 8. The table lives in ./errors/ (one file per area); this is the entry.
export * from './errors/index.js';
