// Starts the built API as `apps/api/dist/main.js` does (same config loading, same app factory), but
// listening on 127.0.0.1 only: main.js binds every interface, and the bench stays on the loopback.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const apiDist = path.resolve(
  process.env.BENCH_API_DIST ?? path.join(import.meta.dirname, '../../apps/api/dist'),
);
const requireFromApi = createRequire(path.join(apiDist, 'main.js'));
await import(pathToFileURL(requireFromApi.resolve('reflect-metadata')).href);
const { loadConfig } = await import(pathToFileURL(path.join(apiDist, 'core/config/config.js')).href);
const { createApp } = await import(pathToFileURL(path.join(apiDist, 'app.factory.js')).href);

const config = loadConfig(process.env);
const app = await createApp(config);
await app.listen(config.port, '127.0.0.1');
