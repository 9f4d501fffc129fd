// The documents' preview: the Markdown subset the trader app renders (headings, paragraphs, bullet and
// numbered lists, pipe tables, bold, italic, inline code, links), built as React elements. No HTML from a
// document is ever injected; a link opens only http(s) or a path of the site.
import { Fragment, type ReactNode } from 'react';

export type MdBlock =
  | { kind: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'table'; head: string[]; rows: string[][] }
  | { kind: 'paragraph'; text: string };

const HEADING = /^(#{1,6})\s+(.+)$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
const TABLE_RULE = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/;

const isTableStart = (lines: string[], i: number) =>
  (lines[i] ?? '').trim().startsWith('|') && TABLE_RULE.test(lines[i + 1] ?? '');

function cellsOf(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim());
}

/** The blocks of a Markdown text. */
export function markdownBlocks(source: string): MdBlock[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: MdBlock[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? '';
    if (line.trim() === '') {
      i += 1;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({ kind: 'heading', level: heading[1]!.length as 1, text: heading[2]!.trim() });
      i += 1;
      continue;
    }
    if (isTableStart(lines, i)) {
      const head = cellsOf(line);
      const rows: string[][] = [];
      i += 2;
      while (i < lines.length && (lines[i] ?? '').trim().startsWith('|')) rows.push(cellsOf(lines[i++]!));
      blocks.push({ kind: 'table', head, rows });
      continue;
    }
    const pattern = NUMBERED.test(line) ? NUMBERED : BULLET.test(line) ? BULLET : null;
    if (pattern) {
      const items: string[] = [];
      while (i < lines.length && pattern.test(lines[i] ?? '')) items.push(pattern.exec(lines[i++]!)![1]!);
      blocks.push({ kind: 'list', ordered: pattern === NUMBERED, items });
      continue;
    }
    const text: string[] = [];
    while (i < lines.length) {
      const next = lines[i] ?? '';
      if (next.trim() === '' || HEADING.test(next) || BULLET.test(next) || NUMBERED.test(next)) break;
      if (isTableStart(lines, i)) break;
      text.push(next.trim());
      i += 1;
    }
    blocks.push({ kind: 'paragraph', text: text.join(' ') });
  }
  return blocks;
}

const INLINE = /\*\*([^*]+)\*\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)|\*([^*\s][^*]*)\*/g;

/** A link target the preview may open: http(s) or a path of the site; anything else is shown as text. */
export function safeHref(href: string): string | null {
  return /^(https?:\/\/|\/(?!\/))/i.test(href) ? href : null;
}

export function renderInline(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    const at = m.index ?? 0;
    if (at > last) out.push(text.slice(last, at));
    const key = `${at}`;
    if (m[1] !== undefined) out.push(<strong key={key}>{m[1]}</strong>);
    else if (m[2] !== undefined) out.push(<code key={key}>{m[2]}</code>);
    else if (m[3] !== undefined) {
      const href = safeHref(m[4]!);
      out.push(
        href ? (
          <a key={key} href={href} target="_blank" rel="noopener noreferrer">
            {m[3]}
          </a>
        ) : (
          <Fragment key={key}>{m[3]}</Fragment>
        ),
      );
    } else out.push(<em key={key}>{m[5]}</em>);
    last = at + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

function Block({ block }: { block: MdBlock }) {
  switch (block.kind) {
    case 'heading': {
      const Tag = `h${block.level}` as const;
      return <Tag>{renderInline(block.text)}</Tag>;
    }
    case 'list': {
      const items = block.items.map((item, i) => <li key={i}>{renderInline(item)}</li>);
      return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
    }
    case 'table':
      return (
        <table>
          <thead>
            <tr>
              {block.head.map((cell, i) => (
                <th key={i}>{renderInline(cell)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row, r) => (
              <tr key={r}>
                {row.map((cell, c) => (
                  <td key={c}>{renderInline(cell)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      );
    default:
      return <p>{renderInline(block.text)}</p>;
  }
}

export function Markdown({ source, testId }: { source: string; testId?: string }) {
  return (
    <div className="ops-markdown" data-testid={testId}>
      {markdownBlocks(source).map((block, i) => (
        <Block key={i} block={block} />
      ))}
    </div>
  );
}
