// /appeals: the desk's queue. Each case with its order, parties, amount, reason, its age and service-level
// timer (live), its result (a decision waiting for its delay shows its countdown) and its reviewer;
// filters, sorting and paging in the address. The list stays on screen while the next page loads.
import type { AdminAppealSummaryDto } from '@p2p/contracts';
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useCurrentStaff } from '../../session/staff';
import { AREA_ICONS } from '../../shell/icons';
import { LoadFailed } from '../../shell/LoadFailed';
import { PageHeading } from '../../shell/PageHeading';
import { serverPaging } from '../../shell/serverPaging';
import type { CaseLocationState } from './AppealCasePage';
import { clockText, msSince, msUntil, useNow } from './clock';
import { D, useDeskFormat, type DeskFormat } from './format';
import {
  PAGE_SIZES,
  QueueFilterBar,
  readFilters,
  toQuery,
  writeFilters,
  type QueueFilters,
} from './QueueFilters';
import { ResultTag, SlaTag } from './Tags';
import { useAppealQueue } from './useAppeals';
import './appeals.css';

function party(nickname: string | null, id: string): string {
  return nickname ? `${nickname} (${id})` : id;
}

function useColumns(
  f: DeskFormat,
  now: number,
  back: CaseLocationState,
): TableColumnsType<AdminAppealSummaryDto> {
  const { t } = useTranslation();
  const me = useCurrentStaff();
  return [
    {
      key: 'id',
      title: t(`${D}.queue.columns.id`),
      width: 90,
      render: (_, row) => (
        <Link
          to={`/appeals/${row.id}`}
          state={back}
          data-testid={`queue-open-${row.id}`}
          onClick={(e) => e.stopPropagation()}
        >
          #{row.id}
        </Link>
      ),
    },
    {
      key: 'order',
      title: t(`${D}.queue.columns.order`),
      render: (_, row) => (
        <Flex vertical>
          <span className="desk-nowrap">{row.orderId}</span>
          <Typography.Text type="secondary" className="desk-small">
            {f.status(row.orderStatus)}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'parties',
      title: t(`${D}.queue.columns.parties`),
      render: (_, row) => (
        <Flex vertical className="desk-small">
          {(['BUYER', 'SELLER'] as const).map((side) => (
            <span key={side}>
              <Typography.Text type="secondary" className="desk-small">
                {f.side(side)}:{' '}
              </Typography.Text>
              {side === 'BUYER'
                ? party(row.buyerNickname, row.buyerId)
                : party(row.sellerNickname, row.sellerId)}
              {row.initiatorSide === side && (
                <Tag className="desk-initiator" color="purple">
                  {t(`${D}.party.initiator`)}
                </Tag>
              )}
            </span>
          ))}
          {row.initiatorSide === 'SYSTEM' && (
            <Typography.Text type="secondary" className="desk-small">
              {t(`${D}.queue.bySystem`)}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      key: 'amount',
      title: t(`${D}.queue.columns.amount`),
      align: 'right',
      render: (_, row) => (
        <Flex vertical className="desk-num desk-nowrap">
          <span>
            {row.quantity} {row.coin ?? ''}
          </span>
          <Typography.Text type="secondary" className="desk-small">
            {row.amount} {row.quote}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'reason',
      title: t(`${D}.queue.columns.reason`),
      render: (_, row) => (
        <Flex vertical className="desk-small">
          <span>{f.reason(row.reasonCode)}</span>
          <Typography.Text type="secondary" className="desk-small">
            {t(`${D}.queue.evidence`, { count: row.evidenceCount })}
            {row.malicious ? ` · ${t(`${D}.queue.malicious`)}` : ''}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'age',
      title: t(`${D}.queue.columns.age`),
      width: 100,
      render: (_, row) => (
        <span className="desk-num" data-testid={`queue-age-${row.id}`}>
          {f.duration(msSince(row.createdAt, now))}
        </span>
      ),
    },
    {
      key: 'sla',
      title: t(`${D}.queue.columns.sla`),
      width: 190,
      render: (_, row) => <SlaTag row={row} now={now} testId={`queue-sla-${row.id}`} />,
    },
    {
      key: 'result',
      title: t(`${D}.queue.columns.result`),
      render: (_, row) => (
        <Flex vertical align="start" gap={2}>
          <ResultTag row={row} testId={`queue-result-${row.id}`} />
          {row.stage === 'DECIDED' && row.executeAt && (
            <Typography.Text type="secondary" className="desk-small desk-clock">
              {t(`${D}.queue.runsIn`, { time: clockText(Math.max(0, msUntil(row.executeAt, now))) })}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      key: 'reviewer',
      title: t(`${D}.queue.columns.reviewer`),
      render: (_, row) => row.reviewerName ?? '—',
    },
    {
      key: 'holder',
      title: t(`${D}.claims.column`),
      render: (_, row) => {
        const state = row.holderId === null ? 'unclaimed' : row.holderId === me.id ? 'mine' : 'other';
        return (
          <span data-testid={`queue-holder-${row.id}`} data-state={state}>
            {state === 'unclaimed' ? (
              <Typography.Text type="secondary">{t(`${D}.claims.nobody`)}</Typography.Text>
            ) : state === 'mine' ? (
              <Tag color="blue">{t(`${D}.claims.you`)}</Tag>
            ) : (
              (row.holderName ?? t(`${D}.claims.unknownName`))
            )}
          </span>
        );
      },
    },
  ];
}

export function AppealQueuePage() {
  const { t } = useTranslation();
  const f = useDeskFormat();
  const now = useNow();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const queue = useAppealQueue(toQuery(filters));
  const back: CaseLocationState = { queueSearch: params.size > 0 ? `?${params.toString()}` : '' };
  const columns = useColumns(f, now, back);

  const change = (next: Partial<QueueFilters>) => setParams(writeFilters({ ...filters, page: 1, ...next }));

  return (
    <Flex vertical gap={20} data-testid="area-appeals">
      <PageHeading
        icon={AREA_ICONS.appeals}
        title={t(`${D}.queue.title`)}
        description={t(`${D}.queue.description`)}
        extra={
          <Flex align="center" gap={12}>
            <Typography.Text type="secondary" data-testid="queue-total">
              {queue.data ? t(`${D}.queue.total`, { count: queue.data.total }) : ''}
            </Typography.Text>
            <Button
              icon={<ReloadOutlined spin={queue.isFetching} />}
              onClick={() => void queue.refetch()}
              data-testid="queue-refresh"
            >
              {t(`${D}.queue.refresh`)}
            </Button>
          </Flex>
        }
      />
      <Card>
        <Flex vertical gap={16}>
          <QueueFilterBar
            key={`${filters.idKind}:${filters.id}`}
            filters={filters}
            onChange={change}
            duration={f.duration}
          />
          {queue.isError && (
            <LoadFailed
              title={t(`${D}.queue.loadFailed`)}
              retryText={t(`${D}.retry`)}
              onRetry={() => void queue.refetch()}
              testId="queue-failed"
            />
          )}
          <Table<AdminAppealSummaryDto>
            rowKey="id"
            size="middle"
            columns={columns}
            {...serverPaging(queue, {
              page: filters.page,
              size: filters.size,
              sizes: PAGE_SIZES,
              emptyText: t(`${D}.queue.empty`),
              onChange: (page, size) => setParams(writeFilters({ ...filters, page, size })),
            })}
            onRow={(row) => ({
              onClick: () => navigate(`/appeals/${row.id}`, { state: back }),
              className: 'desk-row',
              'data-testid': `queue-row-${row.id}`,
            })}
            data-testid="queue-table"
          />
        </Flex>
      </Card>
    </Flex>
  );
}
