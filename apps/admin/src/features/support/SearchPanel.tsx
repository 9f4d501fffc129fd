// Finding a trader: one box for an id, an email, a nickname or a wallet address; the matches in a table,
// a row opens the trader's page.
import { SearchOutlined } from '@ant-design/icons';
import { SUPPORT_QUERY_MAX_LENGTH, SUPPORT_SEARCH_LIMIT, type SupportUserSummaryDto } from '@p2p/contracts';
import { Card, Empty, Input, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { BanTags } from './BanTags';
import { KYC_COLORS, shortAddress } from './format';
import { LoadError } from './ListError';
import { useUserSearch } from './useSupport';

export function SearchPanel(props: {
  q: string;
  onSearch: (q: string) => void;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation();
  const query = useUserSearch(props.q);
  const rows = query.data ?? [];
  const columns: ColumnsType<SupportUserSummaryDto> = [
    { title: t('admin.support.columns.id'), dataIndex: 'id', width: 90 },
    {
      title: t('admin.support.columns.nickname'),
      dataIndex: 'nickname',
      render: (v: string | null) =>
        v ?? <Typography.Text type="secondary">{t('admin.support.none')}</Typography.Text>,
    },
    { title: t('admin.support.columns.email'), dataIndex: 'email', render: (v: string | null) => v ?? '—' },
    {
      title: t('admin.support.columns.wallet'),
      dataIndex: 'walletAddress',
      render: (v: string | null) => (v ? <Typography.Text code>{shortAddress(v)}</Typography.Text> : '—'),
    },
    {
      title: t('admin.support.columns.kyc'),
      dataIndex: 'kycLevel',
      render: (v: SupportUserSummaryDto['kycLevel']) => (
        <Tag color={KYC_COLORS[v]}>{t(`admin.support.kyc.${v}`)}</Tag>
      ),
    },
    { title: t('admin.support.columns.credit'), dataIndex: 'creditScore', width: 90 },
    {
      title: t('admin.support.columns.status'),
      key: 'status',
      render: (_v, row) => (
        <>
          {row.certified && <Tag color="gold">{t('admin.support.user.certifiedTag')}</Tag>}
          <BanTags kinds={row.activeBans} />
        </>
      ),
    },
  ];
  return (
    <Card data-testid="support-search-card">
      <Input.Search
        key={props.q}
        defaultValue={props.q}
        placeholder={t('admin.support.search.placeholder')}
        enterButton={
          <span>
            <SearchOutlined /> {t('admin.support.search.button')}
          </span>
        }
        size="large"
        maxLength={SUPPORT_QUERY_MAX_LENGTH}
        allowClear
        onSearch={(value) => props.onSearch(value.trim())}
        data-testid="support-search"
        aria-label={t('admin.support.search.placeholder')}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {t('admin.support.search.hint')}
      </Typography.Paragraph>
      {query.isError && <LoadError onRetry={() => void query.refetch()} />}
      {!props.q ? (
        <Empty description={t('admin.support.search.prompt')} />
      ) : (
        <Table<SupportUserSummaryDto>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={rows}
          loading={query.isFetching}
          pagination={false}
          locale={{ emptyText: t('admin.support.search.empty', { q: props.q }) }}
          onRow={(row) => ({
            onClick: () => props.onOpen(row.id),
            style: { cursor: 'pointer' },
          })}
          data-testid="support-results"
          footer={
            rows.length >= SUPPORT_SEARCH_LIMIT
              ? () => t('admin.support.search.limit', { n: SUPPORT_SEARCH_LIMIT })
              : undefined
          }
        />
      )}
    </Card>
  );
}
