// The credit rules of spec §9 (issue 25): each rule's points and, for the cancellation rule, the free
// cancellations a day; edited one row at a time. The API applies a saved rule from its next request on.
import type { CreditSettingAdminDto } from '@p2p/contracts';
import { Button, Card, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type HTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../shell/LoadFailed';
import { CreditRuleModal } from './CreditRuleModal';
import { useCreditSettings } from './useSettings';

export function CreditRulesCard() {
  const { t } = useTranslation();
  const query = useCreditSettings();
  const [editing, setEditing] = useState<CreditSettingAdminDto | null>(null);
  const columns: ColumnsType<CreditSettingAdminDto> = [
    {
      title: t('admin.settings.credit.rule'),
      key: 'rule',
      render: (_v, r) => (
        <>
          <Typography.Text strong>{t(`admin.settings.credit.types.${r.type}`)}</Typography.Text>
          {r.cancellationRule && (
            <Tag color="blue" style={{ marginInlineStart: 8 }}>
              {t('admin.settings.credit.cancellationTag')}
            </Tag>
          )}
          <br />
          <Typography.Text type="secondary">{t(`admin.settings.credit.effects.${r.type}`)}</Typography.Text>
        </>
      ),
    },
    { title: t('admin.settings.credit.deduct'), dataIndex: 'deduct' },
    {
      title: t('admin.settings.credit.free'),
      key: 'free',
      render: (_v, r) => (r.cancellationRule ? r.dailyFreeCancellations : '—'),
    },
    {
      title: t('admin.settings.credit.description'),
      dataIndex: 'description',
      render: (v: string | null) => v ?? '',
    },
    {
      title: '',
      key: 'edit',
      render: (_v, r) => (
        <Button onClick={() => setEditing(r)} data-testid={`credit-rule-edit-${r.type}`}>
          {t('admin.settings.credit.edit')}
        </Button>
      ),
    },
  ];
  return (
    <Card title={t('admin.settings.credit.title')} data-testid="credit-rules-card">
      <Typography.Paragraph type="secondary">{t('admin.settings.credit.hint')}</Typography.Paragraph>
      {query.isError && (
        <LoadFailed
          title={t('admin.settings.loadFailed')}
          retryText={t('admin.settings.retry')}
          onRetry={() => void query.refetch()}
          spaced
          testId="credit-rules-load-failed"
        />
      )}
      <Table<CreditSettingAdminDto>
        rowKey="type"
        columns={columns}
        dataSource={query.data ?? []}
        loading={query.isPending && !query.isError}
        pagination={false}
        onRow={(r) => ({ 'data-testid': `credit-rule-${r.type}` }) as HTMLAttributes<HTMLElement>}
      />
      {editing && <CreditRuleModal rule={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}
