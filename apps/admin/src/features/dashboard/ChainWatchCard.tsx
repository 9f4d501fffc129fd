// The chain watcher on the dashboard (issue 13, Operations): per chain the node's head block, the block
// the watcher has read up to, the lag and the time since its last round; a chain past the API's
// thresholds (or whose node cannot be read) is shown in warning colour. Refreshed every 30 s.
import { WarningOutlined } from '@ant-design/icons';
import type { ChainWatchLineDto } from '@p2p/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchChainWatch } from '../../api/chainWatch';
import { queryKeys } from '../../queryKeys';

export const CHAIN_WATCH_REFETCH_MS = 30_000;
const C = 'admin.chainWatch';

export function useChainWatch() {
  return useQuery({
    queryKey: queryKeys.chainWatch,
    queryFn: ({ signal }) => fetchChainWatch(signal),
    refetchInterval: CHAIN_WATCH_REFETCH_MS,
    staleTime: 10_000,
  });
}

function StatusTag({ line }: { line: ChainWatchLineDto }) {
  const { t } = useTranslation();
  if (!line.late) return <Tag color="success">{t(`${C}.ok`)}</Tag>;
  const text = line.headBlock === null ? t(`${C}.unreadable`) : t(`${C}.late`);
  return (
    <Tag color="warning" icon={<WarningOutlined />}>
      {text}
    </Tag>
  );
}

export function ChainWatchCard() {
  const { t } = useTranslation();
  const watch = useChainWatch();
  const data = watch.data;
  const dash = '—';
  const columns: TableColumnsType<ChainWatchLineDto> = [
    {
      key: 'chain',
      title: t(`${C}.chain`),
      render: (_, line) => <Typography.Text strong>{line.chain}</Typography.Text>,
    },
    { key: 'head', title: t(`${C}.head`), align: 'right', render: (_, line) => line.headBlock ?? dash },
    { key: 'cursor', title: t(`${C}.cursor`), align: 'right', render: (_, line) => line.cursorBlock ?? dash },
    {
      key: 'lag',
      title: t(`${C}.lag`),
      align: 'right',
      render: (_, line) => (
        <span className={line.late ? 'chain-late' : undefined} data-testid={`chain-lag-${line.chain}`}>
          {line.lagBlocks ?? dash}
        </span>
      ),
    },
    {
      key: 'round',
      title: t(`${C}.lastRound`),
      render: (_, line) =>
        line.secondsSinceRound === null
          ? t(`${C}.never`)
          : t(`${C}.secondsAgo`, { count: line.secondsSinceRound }),
    },
    { key: 'status', title: t(`${C}.status`), render: (_, line) => <StatusTag line={line} /> },
  ];

  return (
    <Card title={t(`${C}.title`)} data-testid="chain-watch-card">
      {data && (
        <Typography.Paragraph type="secondary">
          {t(`${C}.hint`, { blocks: data.warnLagBlocks, seconds: data.warnRoundSeconds })}
        </Typography.Paragraph>
      )}
      {watch.isError && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={t(`${C}.failed`)}
          data-testid="chain-watch-failed"
        />
      )}
      <Table<ChainWatchLineDto>
        rowKey="chain"
        size="small"
        pagination={false}
        columns={columns}
        dataSource={data?.chains ?? []}
        loading={watch.isPending}
        locale={{ emptyText: watch.isPending ? ' ' : t(`${C}.none`) }}
        rowClassName={(line) => (line.late ? 'chain-row-late' : '')}
        onRow={(line) =>
          ({
            'data-testid': `chain-row-${line.chain}`,
            'data-late': String(line.late),
          }) as HTMLAttributes<HTMLElement>
        }
      />
    </Card>
  );
}
