export * from './shape.js';
export * from './answers.js';
export * from './json-schema.js';
export * from './conforms.js';
export * from './funds.answers.js';
export * from './payment-methods.answers.js';
export * from './files.answers.js';
