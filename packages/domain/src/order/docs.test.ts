/**
 * docs/state-machine.md shows the transition table and the diagram generated from transitions.table.ts;
 * this test keeps them equal. After changing the table, regenerate with:
 *   UPDATE_STATE_MACHINE_DOC=1 pnpm test docs
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FINAL_STATUSES } from './status.js';
import { TRANSITIONS, type RowEffect, type TransitionRow } from './transitions.table.js';

const DOC = fileURLToPath(new URL('../../../../docs/state-machine.md', import.meta.url));

function effectText(e: RowEffect): string {
  switch (e.kind) {
    case 'OPEN_APPEAL':
      return `OPEN_APPEAL(${e.initiator}, resume ${e.resumeTo})`;
    case 'CLOSE_APPEAL':
      return `CLOSE_APPEAL(${e.result})`;
    case 'CREDIT_PENALTY':
      return `CREDIT_PENALTY(${e.who}, ${e.reason})`;
    case 'APPEAL_LOST_PENALTY':
      return `APPEAL_LOST_PENALTY(${e.who})`;
    default:
      return e.kind;
  }
}

function whenText(row: TransitionRow): string {
  const w = row.when ?? {};
  const parts: string[] = [];
  if (w.adType) parts.push(`${w.adType} ad`);
  if (w.adMode) parts.push(w.adMode);
  if (w.appealBy) parts.push(`appeal opened by ${w.appealBy}`);
  if (w.winner) parts.push(`${w.winner} wins`);
  return parts.join(', ') || '-';
}

function renderTable(): string {
  const lines = [
    '| from | action | actor | when | to | deadline | effects (+ SCHEDULE_DEADLINE, NOTIFY) |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const row of TRANSITIONS) {
    const to = row.to === 'RESUME' ? 'status before the appeal' : row.to;
    const deadline =
      row.window === null
        ? 'none'
        : row.window === 'RESUME'
          ? 'fresh, of that status'
          : `now + ${row.window}`;
    const effects = row.effects.map(effectText).join(', ') || '-';
    lines.push(
      `| ${row.from} | ${row.action} | ${row.actor} | ${whenText(row)} | ${to} | ${deadline} | ${effects} |`,
    );
  }
  return lines.join('\n');
}

function edgeLabel(row: TransitionRow): string {
  const w = row.when ?? {};
  const by = row.actor === 'SYSTEM' ? '' : ` by ${row.actor}`;
  if (row.action === 'PLACE') return `PLACE on ${w.adMode} ${w.adType} ad`;
  if (row.action === 'APPEAL_DECIDED') return `${w.winner} wins`;
  if (row.to === 'RESUME') return `${row.action} by ${w.appealBy ? 'initiator' : row.actor}`;
  return `${row.action}${by}`;
}

function renderDiagram(): string {
  const edges = new Map<string, string[]>();
  for (const row of TRANSITIONS) {
    const from = row.from === 'NEW' ? '[*]' : row.from;
    const targets =
      row.to === 'RESUME' ? (['WAIT_SELLER_CONFIRM', 'SELLER_CONFIRM_TIMEOUT'] as const) : [row.to];
    for (const to of targets) {
      const key = `${from} --> ${to}`;
      const labels = edges.get(key) ?? [];
      if (!labels.includes(edgeLabel(row))) labels.push(edgeLabel(row));
      edges.set(key, labels);
    }
  }
  const lines = ['```mermaid', 'stateDiagram-v2'];
  for (const [edge, labels] of edges) lines.push(`    ${edge} : ${labels.join(' / ')}`);
  for (const s of FINAL_STATUSES) lines.push(`    ${s} --> [*]`);
  lines.push('```');
  return lines.join('\n');
}

/** The [start, end) offsets of a generated block's content. */
function bounds(text: string, name: string): [number, number] {
  const open = `<!-- generated:${name} -->`;
  const start = text.indexOf(open);
  const end = text.indexOf(`<!-- /generated:${name} -->`);
  if (start < 0 || end < start) throw new Error(`docs/state-machine.md lacks the generated:${name} markers`);
  return [start + open.length, end];
}

function block(text: string, name: string): string {
  const [start, end] = bounds(text, name);
  return text.slice(start, end);
}

/** Compares tables cell by cell, so re-aligned columns still match. */
function normalise(text: string): string[] {
  return text
    .trim()
    .split('\n')
    .map((line) =>
      line
        .trim()
        .split('|')
        .map((c) => c.trim().replace(/^-{3,}$/, '---'))
        .join('|'),
    )
    .filter((line) => line !== '');
}

describe('docs/state-machine.md', () => {
  if (process.env.UPDATE_STATE_MACHINE_DOC === '1') {
    let text = readFileSync(DOC, 'utf8');
    for (const [name, content] of [
      ['table', renderTable()],
      ['diagram', renderDiagram()],
    ] as const) {
      const [start, end] = bounds(text, name);
      text = `${text.slice(0, start)}\n${content}\n${text.slice(end)}`;
    }
    writeFileSync(DOC, text);
  }

  it('shows every row of the transition table, as the code implements it', () => {
    expect(normalise(block(readFileSync(DOC, 'utf8'), 'table'))).toEqual(normalise(renderTable()));
  });

  it('draws the Mermaid stateDiagram-v2 of the same table', () => {
    expect(normalise(block(readFileSync(DOC, 'utf8'), 'diagram'))).toEqual(normalise(renderDiagram()));
  });
});
