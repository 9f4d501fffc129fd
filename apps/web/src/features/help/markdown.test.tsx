import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown, parseBlocks } from './Markdown';

describe('help document Markdown', () => {
  it('reads headings, lists, tables and paragraphs', () => {
    const blocks = parseBlocks(
      '## Title\n\nSome text\nmore.\n\n1. one\n2. two\n\n- a\n- b\n\n| A | B |\n|---|---|\n| 1 | 2 |\n',
    );
    expect(blocks.map((b) => b.kind)).toEqual(['heading', 'paragraph', 'list', 'list', 'table']);
  });

  it('renders bold, code and safe links only, never raw HTML', () => {
    const { container } = render(
      <Markdown
        source={
          '**Pay** `now` [help](https://x.example) [bad](javascript:alert(1)) <img src=x onerror=alert(1)>'
        }
      />,
    );
    expect(container.querySelector('strong')?.textContent).toBe('Pay');
    expect(container.querySelector('code')?.textContent).toBe('now');
    expect(container.querySelectorAll('a')).toHaveLength(1);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
  });
});
