import 'reflect-metadata';
import { createApp } from './app.factory.js';
import { ConfigError } from './core/config/config.js';
import { loadStartConfig } from './core/config/start-config.js';

async function main(): Promise<void> {
  let config;
  try {
    config = await loadStartConfig(process.env);
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
  await app.listen(config.port, config.host);
  const docs = config.openApiUi ? 'docs: /api/docs' : 'docs: off';
  console.log(`API listening on http://${config.host}:${config.port}/api (${docs}, role: ${config.apiRole})`);
}

void main();
