import { Global, Module } from '@nestjs/common';
import { ReadSqlService } from './db/read-sql.service.js';
import { SqlService } from './db/sql.service.js';
import { TransactionRunner } from './db/transaction-runner.js';
import { PrismaService } from './prisma.service.js';
import { RedisService } from './redis.service.js';

@Global()
@Module({
  providers: [PrismaService, RedisService, SqlService, ReadSqlService, TransactionRunner],
  exports: [PrismaService, RedisService, SqlService, ReadSqlService, TransactionRunner],
})
export class InfraModule {}
