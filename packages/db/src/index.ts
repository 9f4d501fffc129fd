export * from './generated/prisma/client.js';
export { createPrismaClient, type DbOptions } from './client.js';
export { seedReference, seedDemo } from './seed/index.js';
