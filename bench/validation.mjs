#!/usr/bin/env node
// The validator on the hot path (issue 28): what checking an order's body costs per call, the API's own
// way (its global ValidationPipe: class-transformer's plainToInstance, then class-validator's validate with
// whitelist and forbidNonWhitelisted, on the shared PlaceOrderDto) against a hand-written check of the
// same rules (the same patterns, lengths, trims, the one-of quantity or amount, the notes' rule, unknown
// fields refused): the floor of what any validator of this body could cost. Both candidates are run on the
// same bodies and must agree on which are valid. No database; needs the built API, contracts and domain.
// Environment: BENCH_CALLS (20000 per body and candidate), BENCH_ROUNDS (2).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { apiModule, fmt, importApiDependency, printTable } from './lib/service-bench.mjs';
import { root } from './lib/setup.mjs';

const CALLS = Number(process.env.BENCH_CALLS ?? 20_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

await importApiDependency('reflect-metadata');
const contracts = await import(pathToFileURL(path.join(root, 'packages/contracts/dist/index.js')).href);
const { isValidAdNotes } = await import(pathToFileURL(path.join(root, 'packages/domain/dist/index.js')).href);
const { createValidationPipe } = await import(apiModule('core/common/validation.js'));
const { PlaceOrderDto, DECIMAL_INPUT_PATTERN, ID_PATTERN, ID_MAX_LENGTH } = contracts;

const FIELDS = new Set(['quantity', 'amount', 'unitPrice', 'adId', 'paymentMethodId', 'notes']);
const trim = (v) => (typeof v === 'string' ? v.trim() : v);
const decimal = (v) => typeof v === 'string' && v.length <= 43 && DECIMAL_INPUT_PATTERN.test(v);
const id = (v) => typeof v === 'string' && v.length <= ID_MAX_LENGTH && ID_PATTERN.test(v);
const absent = (v) => v === undefined || v === null;

/** The same rules as PlaceOrderDto under the API's pipe, written out: the body, or the fields refused. */
function handWritten(body) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { refused: ['body'] };
  const refused = Object.keys(body).filter((k) => !FIELDS.has(k));
  const out = {
    quantity: trim(body.quantity),
    amount: trim(body.amount),
    unitPrice: trim(body.unitPrice),
    adId: body.adId,
    paymentMethodId: body.paymentMethodId,
    notes: trim(body.notes),
  };
  if (absent(out.amount) && !decimal(out.quantity)) refused.push('quantity');
  if (absent(out.quantity) && !decimal(out.amount)) refused.push('amount');
  if (!decimal(out.unitPrice)) refused.push('unitPrice');
  if (!id(out.adId)) refused.push('adId');
  if (!id(out.paymentMethodId)) refused.push('paymentMethodId');
  if (!absent(out.notes) && !isValidAdNotes(out.notes)) refused.push('notes');
  return refused.length > 0 ? { refused } : { body: out };
}

const pipe = createValidationPipe();
const metadata = { type: 'body', metatype: PlaceOrderDto, data: '' };
async function classValidator(body) {
  try {
    return { body: await pipe.transform(body, metadata) };
  } catch (err) {
    // AppException: `data` lists the problems ({ field, messages }).
    if (!Array.isArray(err.data)) throw err;
    return { refused: err.data.map((p) => p.field) };
  }
}

const bodies = [
  {
    name: 'a valid order (quantity)',
    body: { adId: '1042', paymentMethodId: '77', quantity: '12.5', unitPrice: '7.12' },
  },
  {
    name: 'a valid order (amount, notes)',
    body: {
      adId: '1042',
      paymentMethodId: '77',
      amount: ' 1000 ',
      unitPrice: '7.12',
      notes: 'pay within ten minutes',
    },
  },
  {
    name: 'a refused order (3 problems)',
    body: { adId: '10 42', paymentMethodId: '77', quantity: '1e3', unitPrice: '7.12', extra: true },
  },
];

const candidates = [
  {
    key: 'pipe',
    name: "the API's ValidationPipe (class-transformer + class-validator)",
    check: classValidator,
  },
  { key: 'hand', name: 'hand-written check of the same rules', check: async (b) => handWritten(b) },
];

for (const { name, body } of bodies) {
  const [a, b] = [await classValidator(body), handWritten(body)];
  if (Boolean(a.refused) !== Boolean(b.refused) || String(a.refused?.sort()) !== String(b.refused?.sort())) {
    throw new Error(`the candidates disagree on ${name}: ${JSON.stringify(a)} / ${JSON.stringify(b)}`);
  }
}

const rows = [];
for (const { name, body } of bodies) {
  const usPerCall = new Map(candidates.map((c) => [c.key, 0]));
  for (const c of candidates) for (let i = 0; i < 2000; i++) await c.check(body);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const c of candidates) {
      const cpu = process.cpuUsage();
      for (let i = 0; i < CALLS; i++) await c.check(body);
      const used = process.cpuUsage(cpu);
      usPerCall.set(c.key, usPerCall.get(c.key) + (used.user + used.system) / CALLS / ROUNDS);
    }
  }
  const pipeUs = usPerCall.get('pipe');
  const handUs = usPerCall.get('hand');
  rows.push([name, fmt(pipeUs), fmt(handUs), fmt(pipeUs - handUs), (handUs / pipeUs).toFixed(3)]);
}

console.log('');
printTable(
  ['body (POST /c2c/deal/order)', 'pipe us/call', 'hand-written us/call', 'difference us', 'x pipe'],
  rows,
);
