// The Markdown subset of the help and legal documents (headings, paragraphs, bullet and numbered lists,
// pipe tables, bold, italic, inline code, links), built as React elements: no HTML from a document is ever
// injected, and a link opens only http(s) or a path of the site. The trader app renders documents with it
// and the console previews them with it, so an operator sees what traders will read.
import type { ReactNode } from 'react';

export type MdBlock =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'table'; head: string[]; rows: string[][] }
  | { kind: 'paragraph'; text: string };

const HEADING = /^(#{1,6})\s+(.*)$/;
const UL_ITEM = /^\s*[-*+]\s+(.*)$/;
const OL_ITEM = /^\s*\d+[.)]\s+(.*)$/;
const TABLE_RULE = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/;

function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => c.trim());
}

export function parseBlocks(source: string): MdBlock[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: MdBlock[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? '';
    if (!line.trim()) {
      i++;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({ kind: 'heading', level: heading[1]!.length, text: heading[2]!.trim() });
      i++;
      continue;
    }
    if (line.trim().startsWith('|') && TABLE_RULE.test(lines[i + 1] ?? '')) {
      const head = cells(line);
      const rows: string[][] = [];
      i += 2;
      while (i < lines.length && (lines[i] ?? '').trim().startsWith('|')) rows.push(cells(lines[i++]!));
      blocks.push({ kind: 'table', head, rows });
      continue;
    }
    const ordered = OL_ITEM.test(line);
    if (ordered || UL_ITEM.test(line)) {
      const pattern = ordered ? OL_ITEM : UL_ITEM;
      const items: string[] = [];
      while (i < lines.length && pattern.test(lines[i] ?? '')) items.push(pattern.exec(lines[i++]!)![1]!);
      blocks.push({ kind: 'list', ordered, items });
      continue;
    }
    const text: string[] = [];
    while (
      i < lines.length &&
      (lines[i] ?? '').trim() &&
      !HEADING.test(lines[i]!) &&
      !UL_ITEM.test(lines[i]!)
    ) {
      if (
        OL_ITEM.test(lines[i]!) ||
        (lines[i]!.trim().startsWith('|') && TABLE_RULE.test(lines[i + 1] ?? ''))
      )
        break;
      text.push(lines[i++]!.trim());
    }
    blocks.push({ kind: 'paragraph', text: text.join(' ') });
  }
  return blocks;
}

const INLINE = /(\*\*([^*]+)\*\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)|\*([^*\s][^*]*)\*)/g;

/** A link target a document may open: http(s) or a path of the site (not `//host`); else null (text). */
export function safeHref(href: string): string | null {
  return /^(https?:\/\/|\/(?!\/))/i.test(href) ? href : null;
}

/**
 * Bold, code, italic and links of one line. `sitePathsInNewTab`: a path of the site opens in a new tab
 * too (the console previews the trader app's pages); the trader app opens its own paths in place.
 */
export function renderInline(text: string, sitePathsInNewTab = false): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    const at = m.index ?? 0;
    if (at > last) out.push(text.slice(last, at));
    const key = `${at}`;
    if (m[2] !== undefined) out.push(<strong key={key}>{m[2]}</strong>);
    else if (m[3] !== undefined) out.push(<code key={key}>{m[3]}</code>);
    else if (m[6] !== undefined) out.push(<em key={key}>{m[6]}</em>);
    else {
      const href = safeHref(m[5] ?? '');
      out.push(
        href ? (
          <a
            key={key}
            href={href}
            target={href.startsWith('/') && !sitePathsInNewTab ? undefined : '_blank'}
            rel="noopener noreferrer"
          >
            {m[4]}
          </a>
        ) : (
          m[4]
        ),
      );
    }
    last = at + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

export interface MarkdownProps {
  source: string;
  /** The wrapper's class (the app's styles). */
  className: string;
  /** Added to a heading's level (`#` is h1 with 0; the trader app's pages have their own title: 1). */
  headingShift?: number;
  /** A first heading with this text is left out (the page shows the title already). */
  skipHeading?: string;
  sitePathsInNewTab?: boolean;
  testId?: string;
}

export function Markdown({
  source,
  className,
  headingShift = 0,
  skipHeading,
  sitePathsInNewTab = false,
  testId,
}: MarkdownProps) {
  let blocks = parseBlocks(source);
  const first = blocks[0];
  if (
    skipHeading &&
    first?.kind === 'heading' &&
    first.text.trim().toLowerCase() === skipHeading.trim().toLowerCase()
  ) {
    blocks = blocks.slice(1);
  }
  const inline = (text: string) => renderInline(text, sitePathsInNewTab);
  return (
    <div className={className} data-testid={testId}>
      {blocks.map((block, i) => {
        switch (block.kind) {
          case 'heading': {
            const Tag = `h${Math.min(block.level + headingShift, 6)}` as 'h2';
            return <Tag key={i}>{inline(block.text)}</Tag>;
          }
          case 'list': {
            const Tag = block.ordered ? 'ol' : 'ul';
            return (
              <Tag key={i}>
                {block.items.map((item, j) => (
                  <li key={j}>{inline(item)}</li>
                ))}
              </Tag>
            );
          }
          case 'table':
            return (
              <div className={`${className}__table`} key={i}>
                <table>
                  <thead>
                    <tr>
                      {block.head.map((c, j) => (
                        <th key={j}>{inline(c)}</th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {block.rows.map((row, r) => (
                      <tr key={r}>
                        {row.map((c, j) => (
                          <td key={j}>{inline(c)}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            );
          default:
            return <p key={i}>{inline(block.text)}</p>;
        }
      })}
    </div>
  );
}
