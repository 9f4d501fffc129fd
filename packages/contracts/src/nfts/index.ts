export * from './nfts.dto.js';
export * from './nfts.answers.js';
export * from './nfts.routes.js';
