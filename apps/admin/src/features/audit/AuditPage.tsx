// /audit (issue 13, Staff): the staff audit log, administrators only. Filters by who (staff, traders or
// both), staff member, action, target prefix and a date range; newest first, paged; each row expands to
// the row before and after.
import {
  AUDIT_ACTION_PATTERN,
  AUDIT_ACTOR_KINDS,
  AUDIT_TARGET_PATTERN,
  type AuditActorKind,
  type AuditLogEntryDto,
} from '@p2p/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Col,
  Flex,
  Input,
  Row,
  Select,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchAuditLog, type AuditQuery } from '../../api/audit';
import { queryKeys } from '../../queryKeys';
import { AREA_ICONS } from '../../shell/icons';
import { PageHeading } from '../../shell/PageHeading';
import { formatInstant, fromLocalInput } from '../operations/time';
import { AuditDiff } from './AuditDiff';
import './audit.css';

const A = 'admin.audit';
export const AUDIT_PAGE_SIZES = [20, 50, 100] as const;

export interface AuditFilters {
  actor: AuditActorKind;
  staffId: string;
  action: string;
  target: string;
  /** datetime-local values (the browser's time). */
  from: string;
  to: string;
}

const EMPTY: AuditFilters = { actor: 'STAFF', staffId: '', action: '', target: '', from: '', to: '' };

/** The filters as the API takes them, or null when one is malformed (nothing is sent then). */
export function toQuery(f: AuditFilters): AuditQuery | null {
  const q: AuditQuery = { actor: f.actor };
  const staffId = f.staffId.trim();
  if (staffId) {
    if (!/^[1-9]\d{0,9}$/.test(staffId)) return null;
    q.staffId = Number(staffId);
  }
  const action = f.action.trim().toUpperCase();
  if (action) {
    if (!AUDIT_ACTION_PATTERN.test(action)) return null;
    q.action = action;
  }
  const target = f.target.trim();
  if (target) {
    if (!AUDIT_TARGET_PATTERN.test(target)) return null;
    q.target = target;
  }
  for (const key of ['from', 'to'] as const) {
    if (!f[key]) continue;
    const at = fromLocalInput(f[key]);
    if (!at) return null;
    q[key] = at;
  }
  return q;
}

function useColumns(): TableColumnsType<AuditLogEntryDto> {
  const { t, i18n } = useTranslation();
  return [
    {
      title: t(`${A}.time`),
      dataIndex: 'createdAt',
      width: 190,
      render: (at: string) => formatInstant(at, i18n.language),
    },
    {
      title: t(`${A}.who`),
      key: 'who',
      render: (_, row) =>
        row.staffId !== null
          ? (row.staffName ?? t(`${A}.staff`, { id: row.staffId }))
          : row.userId !== null
            ? t(`${A}.trader`, { id: row.userId })
            : t(`${A}.system`),
    },
    {
      title: t(`${A}.what`),
      dataIndex: 'action',
      render: (action: string) => <Typography.Text code>{action}</Typography.Text>,
    },
    { title: t(`${A}.on`), dataIndex: 'target', render: (v: string | null) => v ?? '—' },
    { title: t(`${A}.ip`), dataIndex: 'ip', render: (v: string | null) => v ?? '—' },
  ];
}

export function AuditPage() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<AuditFilters>(EMPTY);
  const [query, setQuery] = useState<AuditQuery>({ actor: 'STAFF' });
  const [invalid, setInvalid] = useState(false);
  const [page, setPage] = useState({ pageNo: 1, pageSize: AUDIT_PAGE_SIZES[0] as number });
  const sent = { ...query, ...page };
  const log = useQuery({
    queryKey: queryKeys.audit(sent),
    queryFn: ({ signal }) => fetchAuditLog(sent, signal),
    placeholderData: keepPreviousData,
  });
  const columns = useColumns();
  const set = (patch: Partial<AuditFilters>) => setDraft((d) => ({ ...d, ...patch }));

  const apply = () => {
    const next = toQuery(draft);
    setInvalid(next === null);
    if (!next) return;
    setQuery(next);
    setPage((p) => ({ ...p, pageNo: 1 }));
  };
  const reset = () => {
    setDraft(EMPTY);
    setInvalid(false);
    setQuery({ actor: 'STAFF' });
    setPage((p) => ({ ...p, pageNo: 1 }));
  };

  return (
    <Flex vertical gap={24} data-testid="audit-page">
      <PageHeading
        icon={AREA_ICONS.audit}
        title={t('admin.nav.audit')}
        description={t('admin.areas.audit.description')}
      />
      <Card>
        <form
          className="audit-filters"
          onSubmit={(e) => {
            e.preventDefault();
            apply();
          }}
        >
          <Row gutter={[16, 8]} align="bottom">
            <Col xs={24} sm={12} lg={4}>
              <label>
                <div>{t(`${A}.actor`)}</div>
                <Select<AuditActorKind>
                  style={{ width: '100%' }}
                  value={draft.actor}
                  onChange={(actor) => set({ actor })}
                  options={AUDIT_ACTOR_KINDS.map((k) => ({ value: k, label: t(`${A}.actor${k}`) }))}
                  data-testid="audit-actor"
                />
              </label>
            </Col>
            <Col xs={24} sm={12} lg={4}>
              <label>
                <div>{t(`${A}.staffId`)}</div>
                <Input
                  value={draft.staffId}
                  inputMode="numeric"
                  onChange={(e) => set({ staffId: e.target.value })}
                  data-testid="audit-staff"
                />
              </label>
            </Col>
            <Col xs={24} sm={12} lg={4}>
              <label>
                <div>{t(`${A}.action`)}</div>
                <Input
                  value={draft.action}
                  placeholder={t(`${A}.actionHint`)}
                  onChange={(e) => set({ action: e.target.value })}
                  data-testid="audit-action"
                />
              </label>
            </Col>
            <Col xs={24} sm={12} lg={4}>
              <label>
                <div>{t(`${A}.target`)}</div>
                <Input
                  value={draft.target}
                  placeholder={t(`${A}.targetHint`)}
                  onChange={(e) => set({ target: e.target.value })}
                  data-testid="audit-target"
                />
              </label>
            </Col>
            <Col xs={24} sm={12} lg={4}>
              <label>
                <div>{t(`${A}.from`)}</div>
                <Input
                  type="datetime-local"
                  value={draft.from}
                  onChange={(e) => set({ from: e.target.value })}
                  data-testid="audit-from"
                />
              </label>
            </Col>
            <Col xs={24} sm={12} lg={4}>
              <label>
                <div>{t(`${A}.to`)}</div>
                <Input
                  type="datetime-local"
                  value={draft.to}
                  onChange={(e) => set({ to: e.target.value })}
                  data-testid="audit-to"
                />
              </label>
            </Col>
          </Row>
          <Flex gap={8} justify="flex-end" style={{ marginTop: 12 }}>
            <Button onClick={reset} data-testid="audit-reset">
              {t(`${A}.reset`)}
            </Button>
            <Button type="primary" htmlType="submit" data-testid="audit-apply">
              {t(`${A}.apply`)}
            </Button>
          </Flex>
          {invalid && (
            <Alert
              type="warning"
              showIcon
              style={{ marginTop: 12 }}
              title={t(`${A}.invalid`)}
              data-testid="audit-invalid"
            />
          )}
        </form>
      </Card>
      <Card>
        {log.isError && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 12 }}
            title={t(`${A}.loadFailed`)}
            action={<Button onClick={() => void log.refetch()}>{t(`${A}.retry`)}</Button>}
            data-testid="audit-failed"
          />
        )}
        <Table<AuditLogEntryDto>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={log.data?.list ?? []}
          loading={log.isPending || (log.isFetching && log.isPlaceholderData)}
          locale={{ emptyText: log.isPending ? ' ' : t(`${A}.empty`) }}
          onRow={(row) => ({ 'data-testid': `audit-row-${row.id}` }) as HTMLAttributes<HTMLElement>}
          expandable={{
            expandedRowRender: (row) => <AuditDiff id={row.id} data={row.data} />,
            expandRowByClick: true,
          }}
          pagination={{
            current: page.pageNo,
            pageSize: page.pageSize,
            total: log.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: AUDIT_PAGE_SIZES.map(String),
            showTotal: (total) => t(`${A}.total`, { count: total }),
            onChange: (pageNo, pageSize) =>
              setPage((p) => ({ pageNo: pageSize === p.pageSize ? pageNo : 1, pageSize })),
          }}
          data-testid="audit-table"
        />
      </Card>
    </Flex>
  );
}
