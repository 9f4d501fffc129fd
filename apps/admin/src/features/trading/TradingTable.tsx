// A list of the market read page by page on the server: its failure with a retry, the page's rows, the
// total, and the pager with a page size of 20, 50 or 100.
import type { UseQueryResult } from '@tanstack/react-query';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../shell/LoadFailed';
import { PAGE_SIZES } from './filters';

export function TradingTable<T extends object>({
  query,
  page,
  onPage,
  columns,
  emptyText,
  testId,
  rowKey = 'id',
  onRow,
}: {
  query: UseQueryResult<{ list: T[]; total: number }>;
  page: { pageNo: number; pageSize: number };
  onPage: (pageNo: number, pageSize: number) => void;
  columns: ColumnsType<T>;
  emptyText: string;
  testId: string;
  rowKey?: string | ((row: T) => string);
  onRow?: (row: T) => { onClick?: () => void };
}) {
  const { t } = useTranslation();
  return (
    <>
      {query.isError && (
        <LoadFailed
          title={t('admin.trading.loadFailed')}
          retryText={t('admin.trading.retry')}
          onRetry={() => void query.refetch()}
          spaced
          testId={`${testId}-failed`}
        />
      )}
      <Table<T>
        rowKey={rowKey}
        size="middle"
        columns={columns}
        dataSource={query.data?.list ?? []}
        loading={query.isFetching}
        scroll={{ x: 'max-content' }}
        onRow={onRow}
        pagination={{
          current: page.pageNo,
          pageSize: page.pageSize,
          total: query.data?.total ?? 0,
          onChange: onPage,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES.map(String),
          showTotal: (count) => t('admin.trading.total', { count }),
        }}
        locale={{ emptyText }}
        data-testid={testId}
      />
    </>
  );
}
