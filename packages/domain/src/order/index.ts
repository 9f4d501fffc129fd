export * from './status.js';
export * from './roles.js';
export * from './actions.js';
export * from './effects.js';
export * from './types.js';
export * from './deadlines.js';
export * from './state-machine.js';
