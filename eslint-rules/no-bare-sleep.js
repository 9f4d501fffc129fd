// A sleep in a test (`await new Promise((r) => setTimeout(r, ms))`, or a `sleep(ms)` / `delay(ms)` helper)
// must say what it waits for in a comment on its line or the line above; better, poll the condition with a
// deadline (issue 21: no hidden waits). Timers that are not sleeps (a timeout racing a call) carry the same
// comment, which costs one line and tells the reader why the time is there. Not flagged: a pause inside a
// loop (a poll, which checks its condition and deadline each turn) and the definition of a sleep helper
// (its calls are checked instead).

const SLEEP_NAMES = new Set(['sleep', 'delay', 'wait', 'pause']);

/** @param {any} node */
function isSleep(node) {
  if (node.type === 'CallExpression' && node.callee.type === 'Identifier')
    return SLEEP_NAMES.has(node.callee.name) && node.arguments.length === 1;
  if (node.type !== 'NewExpression' || node.callee.type !== 'Identifier' || node.callee.name !== 'Promise')
    return false;
  const executor = node.arguments[0];
  if (!executor || (executor.type !== 'ArrowFunctionExpression' && executor.type !== 'FunctionExpression'))
    return false;
  const body = executor.body;
  const call = body.type === 'BlockStatement' ? body.body[0]?.expression : body;
  return (
    call?.type === 'CallExpression' &&
    call.callee.type === 'Identifier' &&
    call.callee.name === 'setTimeout' &&
    (body.type !== 'BlockStatement' || body.body.length === 1)
  );
}

/** @type {import('eslint').Rule.RuleModule} */
export const noBareSleep = {
  meta: {
    type: 'suggestion',
    docs: { description: 'A sleep in a test says in a comment what it waits for.' },
    messages: {
      bare: 'A sleep without a comment saying what it waits for: poll the condition with a deadline, or say why the time is needed (a comment on this line or the line above).',
    },
    schema: [],
  },
  create(context) {
    const source = context.sourceCode;
    /** @param {any} node */
    const commented = (node) => {
      const line = node.loc.start.line;
      return source
        .getAllComments()
        .some(
          (c) =>
            c.loc.end.line === line - 1 || c.loc.start.line === line || c.loc.end.line === node.loc.end.line,
        );
    };
    /** @param {any} node */
    const visit = (node) => {
      if (!isSleep(node)) return;
      const ancestors = source.getAncestors(node);
      if (ancestors.some((a) => /^(For|ForOf|ForIn|While|DoWhile)Statement$/.test(a.type))) return;
      const fn = [...ancestors].reverse().find((a) => /Function/.test(a.type));
      const fnName =
        fn?.id?.name ?? (fn?.parent?.type === 'VariableDeclarator' ? fn.parent.id.name : undefined);
      if (fnName && SLEEP_NAMES.has(fnName)) return;
      // The statement holding the sleep (its comment may sit above the statement, not the expression).
      let statement = node;
      while (
        statement.parent &&
        !/Statement|Declaration$/.test(statement.parent.type) &&
        statement.parent.type !== 'Program'
      )
        statement = statement.parent;
      const holder =
        statement.parent && /Statement|Declaration$/.test(statement.parent.type) ? statement.parent : node;
      if (!commented(node) && !commented(holder)) context.report({ node, messageId: 'bare' });
    };
    return { NewExpression: visit, CallExpression: visit };
  },
};
