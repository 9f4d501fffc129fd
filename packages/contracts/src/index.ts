import 'reflect-metadata';

export * from './errors.js';
export * from './envelope.js';
export * from './enums.js';
export * from './record-enums.js';
export * from './routes.js';
export * from './socket.js';
export * from './staff-areas.js';
export * from './text/well-formed.js';
export * from './dto/index.js';
export * from './answers/index.js';
export * from './nfts/index.js';
