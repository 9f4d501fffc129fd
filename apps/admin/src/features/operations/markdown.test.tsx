// The documents' preview renders the Markdown subset of the trader app as elements, never as HTML.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown, markdownBlocks, safeHref } from './Markdown';

describe('the Markdown preview', () => {
  it('reads headings, paragraphs, bullet and numbered lists and pipe tables', () => {
    const source =
      '# Fees\n\nA line\ncontinued.\n\n1. one\n2. two\n\n- a\n- b\n\n| Coin | Fee |\n|---|---|\n| USDT | 0 |';
    expect(markdownBlocks(source)).toEqual([
      { kind: 'heading', level: 1, text: 'Fees' },
      { kind: 'paragraph', text: 'A line continued.' },
      { kind: 'list', ordered: true, items: ['one', 'two'] },
      { kind: 'list', ordered: false, items: ['a', 'b'] },
      { kind: 'table', head: ['Coin', 'Fee'], rows: [['USDT', '0']] },
    ]);
  });

  it('renders bold, italic, code and safe links; other links stay text', () => {
    const { container } = render(
      <Markdown
        source={
          '**b** *i* `c` [ok](https://help.example) [site](/helpList) [bad](javascript:x) [net](//evil.test)'
        }
      />,
    );
    expect(container.querySelector('strong')?.textContent).toBe('b');
    expect(container.querySelector('em')?.textContent).toBe('i');
    expect(container.querySelector('code')?.textContent).toBe('c');
    expect([...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'https://help.example',
      '/helpList',
    ]);
    expect(container.textContent).toContain('bad');
    expect(safeHref('//evil.test')).toBeNull();
  });
});
