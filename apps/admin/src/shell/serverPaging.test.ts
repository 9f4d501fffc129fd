import { describe, expect, it, vi } from 'vitest';
import { serverPaging } from './serverPaging';

type Row = { id: string };
const answer = { list: [{ id: 'a' }, { id: 'b' }], total: 42 };
const state = (s: Partial<Parameters<typeof serverPaging<Row>>[0]>) => ({
  data: undefined,
  isPending: false,
  isFetching: false,
  isPlaceholderData: false,
  ...s,
});
const options = (onChange = vi.fn()) => ({ page: 2, size: 20, sizes: [20, 50], emptyText: 'None', onChange });

describe('a server-paged table', () => {
  it('spins and shows no empty text until the first answer', () => {
    const props = serverPaging<Row>(state({ isPending: true, isFetching: true }), options());
    expect(props.loading).toBe(true);
    expect(props.locale?.emptyText).toBe(' ');
    expect(props.dataSource).toEqual([]);
  });

  it("keeps the last page's rows, spinning, while another page is read", () => {
    const props = serverPaging<Row>(
      state({ data: answer, isFetching: true, isPlaceholderData: true }),
      options(),
    );
    expect(props.loading).toBe(true);
    expect(props.dataSource).toEqual(answer.list);
  });

  it('does not spin while the same page is refreshed, and says when it is empty', () => {
    const props = serverPaging<Row>(state({ data: { list: [], total: 0 }, isFetching: true }), options());
    expect(props.loading).toBe(false);
    expect(props.locale?.emptyText).toBe('None');
  });

  it('offers the page sizes and goes back to page 1 when another size is chosen', () => {
    const onChange = vi.fn();
    const { pagination } = serverPaging<Row>(state({ data: answer }), options(onChange));
    if (!pagination) throw new Error('no pager');
    expect(pagination).toMatchObject({ current: 2, pageSize: 20, total: 42, pageSizeOptions: ['20', '50'] });
    pagination.onChange?.(3, 20);
    expect(onChange).toHaveBeenLastCalledWith(3, 20);
    pagination.onChange?.(3, 50);
    expect(onChange).toHaveBeenLastCalledWith(1, 50);
  });
});
