// A table whose rows the server pages (the appeal queue, the audit log): what it shows while reading, and
// its pager with a choice of page size.
import type { UseQueryResult } from '@tanstack/react-query';
import type { TableProps } from 'antd';
import type { ReactNode } from 'react';

type PageQuery<T> = Pick<
  UseQueryResult<{ list: T[]; total: number }>,
  'data' | 'isPending' | 'isFetching' | 'isPlaceholderData'
>;

/**
 * The rows, loading state, empty text and pager of a server-paged table. It spins on the first read and
 * while another page is read (the previous page's rows stay meanwhile), not on a refresh of the same page;
 * the empty text waits for the first answer; choosing another page size goes back to page 1.
 */
export function serverPaging<T>(
  query: PageQuery<T>,
  o: {
    page: number;
    size: number;
    sizes: readonly number[];
    emptyText: string;
    onChange: (page: number, size: number) => void;
    showTotal?: (total: number) => ReactNode;
  },
): Pick<TableProps<T>, 'dataSource' | 'loading' | 'locale' | 'pagination'> {
  return {
    dataSource: query.data?.list ?? [],
    loading: query.isPending || (query.isFetching && query.isPlaceholderData),
    locale: { emptyText: query.isPending ? ' ' : o.emptyText },
    pagination: {
      current: o.page,
      pageSize: o.size,
      total: query.data?.total ?? 0,
      showSizeChanger: true,
      pageSizeOptions: o.sizes.map(String),
      ...(o.showTotal ? { showTotal: o.showTotal } : {}),
      onChange: (page, size) => o.onChange(size === o.size ? page : 1, size),
    },
  };
}
