// `Promise.all` (or `race` / `any`) where a transaction handle is in scope: when one step fails, the others
// keep running and can send statements after the runner has ended the transaction, which then run outside
// it (issue 20, defect 1). `together()` (apps/api/src/core/infra/db/together.ts) waits for every step.
// A handle is a parameter named `tx` or typed `Tx` / `TransactionSql` of an enclosing function; the call is
// flagged when its arguments use that handle (directly or in a callback that closes over it).

import { noBareSleep } from './no-bare-sleep.js';

const HANDLE_TYPES = new Set(['Tx', 'TransactionSql']);
const METHODS = new Set(['all', 'race', 'any']);

/** @param {import('estree').Pattern & {typeAnnotation?: any}} param */
function isHandle(param) {
  const p = param.type === 'AssignmentPattern' ? param.left : param;
  if (p.type !== 'Identifier') return false;
  if (p.name === 'tx') return true;
  const type = p.typeAnnotation?.typeAnnotation;
  if (type?.type !== 'TSTypeReference') return false;
  const name = type.typeName.type === 'Identifier' ? type.typeName.name : type.typeName.right?.name;
  return HANDLE_TYPES.has(name);
}

/** @param {any} param */
function paramName(param) {
  const p = param.type === 'AssignmentPattern' ? param.left : param;
  return p.type === 'Identifier' ? p.name : null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noPromiseAllInTransaction = {
  meta: {
    type: 'problem',
    docs: { description: 'No Promise.all/race/any where a transaction handle is in scope: use together().' },
    messages: {
      banned:
        'Promise.{{method}} where a transaction handle is in scope: a step still running when another fails can send a statement after the transaction ended. Use together() (core/infra/db/together.ts).',
    },
    schema: [],
  },
  create(context) {
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (
          callee.type !== 'MemberExpression' ||
          callee.object.type !== 'Identifier' ||
          callee.object.name !== 'Promise' ||
          callee.property.type !== 'Identifier' ||
          !METHODS.has(callee.property.name)
        )
          return;
        const [start, end] = node.range;
        const usesHandle = context.sourceCode.getAncestors(node).some(
          (a) =>
            (a.type === 'FunctionDeclaration' ||
              a.type === 'FunctionExpression' ||
              a.type === 'ArrowFunctionExpression') &&
            context.sourceCode
              .getDeclaredVariables(a)
              .filter((v) =>
                v.defs.some(
                  (d) =>
                    d.type === 'Parameter' && a.params.some((p) => isHandle(p) && paramName(p) === v.name),
                ),
              )
              .some((v) =>
                v.references.some((r) => r.identifier.range[0] >= start && r.identifier.range[1] <= end),
              ),
        );
        if (usesHandle) context.report({ node, messageId: 'banned', data: { method: callee.property.name } });
      },
    };
  },
};

export default {
  meta: { name: 'p2p-local' },
  rules: { 'no-promise-all-in-transaction': noPromiseAllInTransaction, 'no-bare-sleep': noBareSleep },
};
