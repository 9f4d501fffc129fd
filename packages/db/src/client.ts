import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from './generated/prisma/client.js';

export interface DbOptions {
  /** PostgreSQL connection string. */
  url: string;
  /** Pool size of the pg driver. */
  max?: number;
}

/** The one way the apps open the database: Prisma's query compiler over the pg driver. */
export function createPrismaClient({ url, max = 10 }: DbOptions): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: url, max }) });
}
