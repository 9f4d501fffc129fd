import 'reflect-metadata';
import { createApp } from './app.factory.js';
import { ConfigError, loadConfig } from './core/config/config.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const app = await createApp(config);
  if (config.apiRole === 'worker') {
    // Job workers and schedulers only: no HTTP listening.
    await app.init();
    console.log('API worker running (API_ROLE=worker)');
    return;
  }
  await app.listen(config.port, '0.0.0.0');
  console.log(
    `API listening on http://127.0.0.1:${config.port}/api (docs: /api/docs, role: ${config.apiRole})`,
  );
}

void main();
