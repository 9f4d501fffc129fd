import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFilteredPages } from './PagedTable';

describe("a trader's filtered list", () => {
  it('goes back to the first page when another filter is chosen', () => {
    const { result } = renderHook(() => useFilteredPages<'ALL' | 'DEPOSIT'>('ALL'));
    act(() => result.current.setPageNo(3));
    expect(result.current.pageNo).toBe(3);
    act(() => result.current.choose('DEPOSIT'));
    expect(result.current).toMatchObject({ filter: 'DEPOSIT', pageNo: 1 });
  });
});
