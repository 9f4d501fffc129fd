// A trader's list read page by page (ads, orders, credit record, fund records): its failure with a retry,
// then the page's rows, the pager (hidden on a single page, a fixed page size) and the list's empty text.
import type { UseQueryResult } from '@tanstack/react-query';
import { Table } from 'antd';
import type { ColumnsType, TableProps } from 'antd/es/table';
import { useState } from 'react';
import { LoadError } from './ListError';

/** Rows a page in every list of a trader. */
export const PAGE_SIZE = 10;

/** A list's filter and page: choosing another filter goes back to the first page. */
export function useFilteredPages<F>(initial: F) {
  const [filter, setFilter] = useState(initial);
  const [pageNo, setPageNo] = useState(1);
  const choose = (next: F) => {
    setFilter(next);
    setPageNo(1);
  };
  return { filter, choose, pageNo, setPageNo };
}

export function PagedTable<T extends object>({
  query,
  pageNo,
  onPage,
  columns,
  emptyText,
  testId,
  expandable,
}: {
  query: UseQueryResult<{ list: T[]; total: number }>;
  pageNo: number;
  onPage: (n: number) => void;
  columns: ColumnsType<T>;
  emptyText: string;
  testId: string;
  /** A row's details shown under it on demand (an order's payouts). */
  expandable?: TableProps<T>['expandable'];
}) {
  return (
    <>
      {query.isError && <LoadError onRetry={() => void query.refetch()} />}
      <Table<T>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={query.data?.list ?? []}
        loading={query.isFetching}
        pagination={{
          current: pageNo,
          pageSize: PAGE_SIZE,
          total: query.data?.total ?? 0,
          onChange: onPage,
          showSizeChanger: false,
          hideOnSinglePage: true,
        }}
        locale={{ emptyText }}
        expandable={expandable}
        data-testid={testId}
      />
    </>
  );
}
