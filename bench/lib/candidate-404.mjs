// One HTTP stack answering every request 404 with the API's envelope, in a process of its own, for
// `pnpm bench:candidates` (issue 28: the candidates for the API's HTTP layer measured side by side).
// `node candidate-404.mjs <kind>` prints `listening <port>` once it listens on 127.0.0.1. The kinds:
//   bare                 Node's `http` alone (the floor of an answer on this machine)
//   express              Express 5 and a final handler
//   express-chain        Express with the API's middleware chain in the API's order (app.factory.ts):
//                        body parsers, the qs query parser, helmet, cors, pino-http at level silent
//   express-chain-nolog  the same chain without pino-http: the logger's cost per request
//   express-chain-nohelmet  the same chain without helmet
//   fastify              Fastify 5 and its not-found handler
//   nest-express         Nest with an empty module on its Express adapter (the API's adapter)
//   nest-fastify         Nest with an empty module on its Fastify adapter
// The packages are the versions the API runs (bench/package.json pins them alike).
import 'reflect-metadata';
import http from 'node:http';

const body = JSON.stringify({ code: '404', message: 'Not found', data: null });
const kind = process.argv[2] ?? 'bare';

/** The API's chain (app.factory.ts), each part optional, before a final 404 handler. */
async function expressApp({ chain = false, log = true, helmetOn = true } = {}) {
  const { default: express } = await import('express');
  const app = express();
  app.disable('x-powered-by');
  if (chain) {
    const { default: qs } = await import('qs');
    const { default: helmet } = await import('helmet');
    const { default: cors } = await import('cors');
    app.use(express.json({ limit: '1mb' }));
    app.use(express.urlencoded({ limit: '1mb', extended: true }));
    app.set('query parser', (query) => qs.parse(query, { allowDots: true, arrayLimit: 100, depth: 5 }));
    if (log) {
      const { pinoHttp } = await import('pino-http');
      app.use(pinoHttp({ level: 'silent' }));
    }
    if (helmetOn) app.use(helmet());
    app.use(
      cors({
        origin: false,
        credentials: true,
        allowedHeaders: ['Content-Type', 'Authorization', 'way', 'language', 'x-correlation-id'],
        exposedHeaders: ['x-correlation-id'],
      }),
    );
  }
  app.use((req, res) => res.status(404).type('application/json; charset=utf-8').send(body));
  return http.createServer(app);
}

async function fastifyApp() {
  const { default: Fastify } = await import('fastify');
  const app = Fastify({ logger: false });
  app.setNotFoundHandler((req, reply) => {
    reply.code(404).type('application/json; charset=utf-8').send(body);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app.server;
}

/** Nest with one empty module; its own 404 (NotFoundException through the default filter). */
async function nestApp(adapterKind) {
  const { Module } = await import('@nestjs/common');
  const { NestFactory } = await import('@nestjs/core');
  class EmptyModule {}
  Module({})(EmptyModule);
  let app;
  if (adapterKind === 'fastify') {
    const { FastifyAdapter } = await import('@nestjs/platform-fastify');
    app = await NestFactory.create(EmptyModule, new FastifyAdapter(), { logger: false });
  } else {
    app = await NestFactory.create(EmptyModule, { logger: false });
  }
  await app.init();
  return { server: app.getHttpServer(), listen: (port, host) => app.listen(port, host) };
}

async function main() {
  if (kind === 'nest-express' || kind === 'nest-fastify') {
    const nest = await nestApp(kind === 'nest-fastify' ? 'fastify' : 'express');
    await nest.listen(0, '127.0.0.1');
    nest.server.keepAliveTimeout = 5000;
    console.log(`listening ${nest.server.address().port}`);
    return;
  }
  let server;
  if (kind === 'bare') {
    server = http.createServer((req, res) => {
      req.resume();
      res.writeHead(404, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
      });
      res.end(body);
    });
  } else if (kind === 'express') server = await expressApp();
  else if (kind === 'express-chain') server = await expressApp({ chain: true });
  else if (kind === 'express-chain-nolog') server = await expressApp({ chain: true, log: false });
  else if (kind === 'express-chain-nohelmet') server = await expressApp({ chain: true, helmetOn: false });
  else if (kind === 'fastify') server = await fastifyApp();
  else throw new Error(`unknown kind ${kind}`);
  server.keepAliveTimeout = 5000;
  if (!server.listening) await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  console.log(`listening ${server.address().port}`);
}

process.on('SIGTERM', () => process.exit(0));
main().catch((err) => {
  console.error(err);
  process.exit(1);
});
