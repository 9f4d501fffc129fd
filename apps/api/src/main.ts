import 'reflect-metadata';
import { startTracing } from './core/tracing/tracing.js';
import { tracingConfig, TracingConfigError } from './core/tracing/tracing-config.js';

async function main(): Promise<void> {
  // Traces first (off by default): the app's modules are loaded after, so that pg, ioredis and the HTTP
  // server are loaded instrumented. Hence the dynamic imports below.
  try {
    const tracing = tracingConfig(process.env);
    if (tracing) {
      await startTracing(tracing);
      console.log(`Traces on: OTLP to ${tracing.endpoint} as ${tracing.serviceName}`);
    }
  } catch (err) {
    if (err instanceof TracingConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const { ConfigError } = await import('./core/config/config.js');
  const { loadStartConfig } = await import('./core/config/start-config.js');
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
  const { createApp } = await import('./app.factory.js');
  const app = await createApp(config);
  if (config.apiRole === 'worker') {
    const { HealthService } = await import('./core/health/health.service.js');
    const { serveWorkerHealth } = await import('./core/health/worker-health.server.js');
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
