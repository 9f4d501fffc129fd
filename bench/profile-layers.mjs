#!/usr/bin/env node
// Where the API's CPU goes, by layer (issue 28): reads a V8 CPU profile of the API (`--cpu-prof`, e.g.
// `BENCH_API_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" pnpm bench:orders`) and sums its samples
// by the layer of the code that was running: each sample goes to the nearest frame of its stack, from
// the running function up, that belongs to a layer (a package, or a folder of the API's own code); Node's
// own code and V8's builtins go to their caller's layer, except JSON's and the garbage collector.
// Samples before the first one inside `modules/orders/` (the API starting) are left out.
//
//   node bench/profile-layers.mjs <profile.cpuprofile | directory of them> [--all]
//
// `--all` counts the whole profile, start-up included.
import fs from 'node:fs';
import path from 'node:path';

/** Layers by where a frame's code lives, first match wins. */
const LAYERS = [
  [
    'validation',
    /@nestjs\/common\/pipes\/|node_modules\/(\.pnpm\/)?(class-validator|class-transformer|libphonenumber-js|validator)[@/]|\/dist\/core\/(validation|pipes)\//,
  ],
  [
    'HTTP framework and middleware',
    /node_modules\/(\.pnpm\/)?(@nestjs\/(core|platform-express|common)|express|router|body-parser|helmet|cors|raw-body|finalhandler|send|on-finished|path-to-regexp|qs|type-is|content-type|iconv-lite|statuses|http-errors|rxjs|reflect-metadata|iterare|fast-safe-stringify)[@/]/,
  ],
  [
    'auth and session check',
    /node_modules\/(\.pnpm\/)?(passport|passport-jwt|jsonwebtoken|jws|jwa|@nestjs\/passport|@nestjs\/jwt)[@/]|\/dist\/(core\/auth|modules\/auth)\//,
  ],
  [
    'logging',
    /node_modules\/(\.pnpm\/)?(pino|pino-http|pino-std-serializers|sonic-boom|thread-stream|nestjs-pino)[@/]/,
  ],
  ['PostgreSQL driver (postgres.js)', /node_modules\/(\.pnpm\/)?postgres[@/]/],
  [
    'Prisma and pg',
    /node_modules\/(\.pnpm\/)?(@prisma|prisma|pg|pg-protocol|pg-pool|@p2p\+db)[@/]|\/packages\/db\//,
  ],
  [
    'Redis, BullMQ and socket.io',
    /node_modules\/(\.pnpm\/)?(ioredis|bullmq|socket\.io|socket\.io-adapter|@socket\.io|engine\.io|msgpackr|cluster-key-slot|redis-parser)[@/]/,
  ],
  [
    'metrics and tracing',
    /node_modules\/(\.pnpm\/)?(prom-client|@opentelemetry|import-in-the-middle|require-in-the-middle)[@/]/,
  ],
  ['the order use case', /\/dist\/modules\/(orders|ads|catalog|users|credit|payment-methods)\//],
  ['the API core (outbox, transactions, filters)', /\/dist\/(core|modules)\//],
  [
    'shared packages (domain, contracts)',
    /\/packages\/(domain|contracts|chain|i18n)\/|node_modules\/(\.pnpm\/)?@p2p/,
  ],
  ['other packages', /node_modules\//],
];

const JSON_BUILTINS = new Set(['parse', 'stringify', 'JSONParse', 'JSONStringify']);

function layerOfFrame(frame) {
  const { url, functionName } = frame.callFrame;
  if (functionName === '(garbage collector)') return 'garbage collector';
  if (functionName === '(idle)') return 'idle';
  if (functionName === '(program)') return 'V8 and native (program)';
  if (url === '' && JSON_BUILTINS.has(functionName)) return 'JSON';
  if (!url || url.startsWith('node:')) return null;
  for (const [name, re] of LAYERS) if (re.test(url)) return name;
  return null;
}

function summarise(profile, all) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const layerCache = new Map();
  const inOrders = new Map();
  const layerOf = (id) => {
    if (layerCache.has(id)) return layerCache.get(id);
    let layer = null;
    let at = id;
    while (at !== undefined && layer === null) {
      layer = layerOfFrame(byId.get(at));
      at = parent.get(at);
    }
    layer ??= 'Node core (http, net, streams, timers)';
    layerCache.set(id, layer);
    return layer;
  };
  const ordersOf = (id) => {
    if (inOrders.has(id)) return inOrders.get(id);
    let at = id;
    let found = false;
    while (at !== undefined && !found) {
      found = /\/dist\/modules\/orders\//.test(byId.get(at).callFrame.url);
      at = parent.get(at);
    }
    inOrders.set(id, found);
    return found;
  };
  const totals = new Map();
  let started = all;
  profile.samples.forEach((id, i) => {
    started ||= ordersOf(id);
    if (!started) return;
    const ms = (profile.timeDeltas[i + 1] ?? profile.timeDeltas[i] ?? 0) / 1000;
    const layer = layerOf(id);
    totals.set(layer, (totals.get(layer) ?? 0) + ms);
  });
  return totals;
}

function main() {
  const target = process.argv[2];
  if (!target) {
    console.error('usage: node bench/profile-layers.mjs <profile.cpuprofile | directory> [--all]');
    process.exit(2);
  }
  const files = fs.statSync(target).isDirectory()
    ? fs
        .readdirSync(target)
        .filter((f) => f.endsWith('.cpuprofile'))
        .map((f) => path.join(target, f))
    : [target];
  const totals = new Map();
  for (const file of files) {
    const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
    for (const [k, v] of summarise(profile, process.argv.includes('--all')))
      totals.set(k, (totals.get(k) ?? 0) + v);
  }
  const busy = [...totals].filter(([k]) => k !== 'idle').reduce((a, [, v]) => a + v, 0);
  const rows = [...totals].filter(([k]) => k !== 'idle').sort((a, b) => b[1] - a[1]);
  const width = Math.max(...rows.map(([k]) => k.length), 5);
  console.log(`${'layer'.padEnd(width)}  busy ms  share`);
  for (const [k, v] of rows)
    console.log(
      `${k.padEnd(width)}  ${v.toFixed(0).padStart(7)}  ${((100 * v) / busy).toFixed(1).padStart(4)}%`,
    );
  console.log(
    `${'busy'.padEnd(width)}  ${busy.toFixed(0).padStart(7)}  (idle ${(totals.get('idle') ?? 0).toFixed(0)} ms)`,
  );
}

main();
