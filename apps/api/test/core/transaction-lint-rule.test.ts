// The lint rule against `Promise.all` where a transaction handle is in scope (issue 20, defect 1): the
// statements of a step still running when another fails would run after the transaction ended.
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { noBareSleep } from '../../../../eslint-rules/no-bare-sleep.js';
import { noPromiseAllInTransaction } from '../../../../eslint-rules/no-promise-all-in-transaction.js';

describe('core/transaction-lint-rule', () => {
  RuleTester.describe = describe;
  RuleTester.it = it;
  RuleTester.itOnly = it.only;

  const tester = new RuleTester({ languageOptions: { parser: tseslint.parser as never } });

  describe('lint: no Promise.all where a transaction handle is in scope (issue 20, defect 1)', () => {
    tester.run('no-promise-all-in-transaction', noPromiseAllInTransaction, {
      valid: [
        // together() waits for every step.
        'runner.run(async (tx) => together([a(tx), b(tx)]))',
        // Outside any transaction.
        'async function f(list) { return Promise.all(list.map((x) => read(x))); }',
        // A handle in scope but not used by the calls (reads that do not touch the transaction).
        'runner.run(async (tx) => { const r = await Promise.all([readCache(1), readCache(2)]); await tx`select 1`; })',
        'async function g(db: Sql) { await Promise.all([db`select 1`, db`select 2`]); }',
      ],
      invalid: [
        {
          // The defect as it was in chain-indexer.service.ts: per-sender credits side by side.
          code: 'runner.run(async (tx) => Promise.all(senders.map(async (s) => credit(tx, s))))',
          errors: [{ messageId: 'banned' }],
        },
        {
          code: 'async function h(db: Tx) { await Promise.all([db`select 1`, db`select 2`]); }',
          errors: [{ messageId: 'banned' }],
        },
        {
          code: 'async function h(t: TransactionSql) { await Promise.race([t`select 1`, later()]); }',
          errors: [{ messageId: 'banned' }],
        },
        {
          code: 'async function h(tx = pool) { await Promise.any([tx`select 1`]); }',
          errors: [{ messageId: 'banned' }],
        },
      ],
    });
  });

  describe('lint: a sleep in a test says what it waits for (issue 21: no hidden waits)', () => {
    tester.run('no-bare-sleep', noBareSleep, {
      valid: [
        // a window in which nothing may arrive
        'async function f() {\n  // a window in which a duplicate would arrive\n  await new Promise((r) => setTimeout(r, 200));\n}',
        'async function f() { await new Promise((r) => setTimeout(r, 200)); // lets the join reach the server\n}',
        // A poll: the loop checks its condition and deadline every turn.
        'async function until(ok) { while (!(await ok())) await new Promise((r) => setTimeout(r, 20)); }',
        // The helper's definition; its calls are checked.
        'const sleep = (ms) => new Promise((r) => setTimeout(r, ms));',
        // Not a sleep: a promise that resolves on an event.
        'new Promise((r) => socket.once("x", r));',
      ],
      invalid: [
        {
          code: 'async function f() { await new Promise((r) => setTimeout(r, 500)); }',
          errors: [{ messageId: 'bare' }],
        },
        { code: 'async function f() { await sleep(300); }', errors: [{ messageId: 'bare' }] },
        {
          code: 'async function f() { await act(() => new Promise((resolve) => setTimeout(resolve, 20))); }',
          errors: [{ messageId: 'bare' }],
        },
      ],
    });
  });
});
