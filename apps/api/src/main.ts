import 'reflect-metadata';
import { createApp } from './app.factory.js';
import { HealthService } from './core/health/health.service.js';
import { serveWorkerHealth } from './core/health/worker-health.server.js';
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
    // Job workers and schedulers only: no API, but GET /api/health on PORT for the orchestrator's probes.
    await app.init();
    const health = app.get(HealthService);
    await serveWorkerHealth(() => health.check(), config.port, config.host);
    console.log(
      `API worker running (API_ROLE=worker), health: http://${config.host}:${config.port}/api/health`,
    );
    return;
  }
  await app.listen(config.port, config.host);
  const docs = config.openApiUi ? 'docs: /api/docs' : 'docs: off';
  console.log(`API listening on http://${config.host}:${config.port}/api (${docs}, role: ${config.apiRole})`);
}

void main();
