import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { loadWatcherConfig, WatcherConfigError } from './config.js';
import { WatcherModule } from './watcher.module.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadWatcherConfig(process.env);
  } catch (err) {
    if (err instanceof WatcherConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const app = await NestFactory.createApplicationContext(WatcherModule.forRoot(config));
  app.enableShutdownHooks();
  new Logger('chain-watcher').log(
    config.evmRpcUrl
      ? `watching the EVM chain at ${config.evmRpcUrl}`
      : 'no EVM_RPC_URL set: no chain to watch',
  );
}

void main();
