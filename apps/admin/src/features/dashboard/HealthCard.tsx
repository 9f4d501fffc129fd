// The API's health (GET /api/health): the API itself, PostgreSQL and Redis, checked every 30 s.
import { ReloadOutlined } from '@ant-design/icons';
import type { HealthDto } from '@p2p/contracts';
import type { Language } from '@p2p/i18n';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchHealth } from '../../api/staff';
import { htmlLang } from '../../i18n/language';
import { queryKeys } from '../../queryKeys';

type Status = 'success' | 'warning' | 'error' | 'default' | 'processing';

interface Row {
  key: 'api' | 'database' | 'redis';
  label: string;
  status: Status;
  text: string;
}

export function HealthCard() {
  const { t, i18n } = useTranslation();
  const health = useQuery({
    queryKey: queryKeys.health,
    queryFn: ({ signal }) => fetchHealth(signal),
    refetchInterval: 30_000,
    staleTime: 10_000,
  });

  const report: HealthDto | undefined = health.isError ? undefined : health.data;
  const pending = health.isPending && !health.isError;

  function check(name: 'database' | 'redis'): Pick<Row, 'status' | 'text'> {
    if (pending) return { status: 'processing', text: t('admin.loading') };
    const state = report?.checks[name];
    if (state === 'up') return { status: 'success', text: t('admin.dashboard.up') };
    if (state === 'down') return { status: 'error', text: t('admin.dashboard.down') };
    return { status: 'default', text: t('admin.dashboard.unknown') };
  }

  const api: Pick<Row, 'status' | 'text'> = pending
    ? { status: 'processing', text: t('admin.loading') }
    : !report
      ? { status: 'error', text: t('admin.dashboard.unreachable') }
      : report.status === 'ok'
        ? { status: 'success', text: t('admin.dashboard.ok') }
        : { status: 'warning', text: t('admin.dashboard.degraded') };

  const rows: Row[] = [
    { key: 'api', label: t('admin.dashboard.healthApi'), ...api },
    { key: 'database', label: t('admin.dashboard.healthDatabase'), ...check('database') },
    { key: 'redis', label: t('admin.dashboard.healthRedis'), ...check('redis') },
  ];

  const at = Math.max(health.dataUpdatedAt, health.errorUpdatedAt);
  const time = at
    ? new Intl.DateTimeFormat(htmlLang(i18n.language as Language), { timeStyle: 'medium' }).format(at)
    : null;

  return (
    <Card
      title={t('admin.dashboard.healthTitle')}
      data-testid="health-card"
      extra={
        <Button
          type="text"
          icon={<ReloadOutlined />}
          loading={health.isFetching}
          onClick={() => void health.refetch()}
          aria-label={t('admin.dashboard.refresh')}
        />
      }
    >
      <ul className="plain-list health-list">
        {rows.map((row) => (
          <li key={row.key} className="health-row" data-testid={`health-${row.key}`} data-status={row.status}>
            <Typography.Text>{row.label}</Typography.Text>
            <Badge status={row.status} text={row.text} />
          </li>
        ))}
      </ul>
      {time && (
        <Flex justify="flex-end">
          <Typography.Text type="secondary" className="health-checked-at">
            {t('admin.dashboard.checkedAt', { time })}
          </Typography.Text>
        </Flex>
      )}
    </Card>
  );
}
