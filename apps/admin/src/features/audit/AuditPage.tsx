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
  type InputProps,
  type TableColumnsType,
} from 'antd';
import { useState, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchAuditLog, type AuditQuery } from '../../api/audit';
import { queryKeys } from '../../queryKeys';
import { LoadFailed } from '../../shell/LoadFailed';
import { AreaHeading } from '../../shell/PageHeading';
import { serverPaging } from '../../shell/serverPaging';
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
  const field = (label: string, control: ReactNode) => (
    <Col xs={24} sm={12} lg={4}>
      <label>
        <div>{label}</div>
        {control}
      </label>
    </Col>
  );
  /** A text filter: its label is the key's text; what is typed goes to the draft. */
  const text = (key: Exclude<keyof AuditFilters, 'actor'>, testId: string, props: InputProps) =>
    field(
      t(`${A}.${key}`),
      <Input
        value={draft[key]}
        onChange={(e) => set({ [key]: e.target.value })}
        data-testid={testId}
        {...props}
      />,
    );

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
      <AreaHeading area="audit" />
      <Card>
        <form
          className="audit-filters"
          onSubmit={(e) => {
            e.preventDefault();
            apply();
          }}
        >
          <Row gutter={[16, 8]} align="bottom">
            {field(
              t(`${A}.actor`),
              <Select<AuditActorKind>
                style={{ width: '100%' }}
                value={draft.actor}
                onChange={(actor) => set({ actor })}
                options={AUDIT_ACTOR_KINDS.map((k) => ({ value: k, label: t(`${A}.actor${k}`) }))}
                data-testid="audit-actor"
              />,
            )}
            {text('staffId', 'audit-staff', { inputMode: 'numeric' })}
            {text('action', 'audit-action', { placeholder: t(`${A}.actionHint`) })}
            {text('target', 'audit-target', { placeholder: t(`${A}.targetHint`) })}
            {text('from', 'audit-from', { type: 'datetime-local' })}
            {text('to', 'audit-to', { type: 'datetime-local' })}
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
          <LoadFailed
            title={t(`${A}.loadFailed`)}
            retryText={t(`${A}.retry`)}
            onRetry={() => void log.refetch()}
            spaced
            testId="audit-failed"
          />
        )}
        <Table<AuditLogEntryDto>
          rowKey="id"
          size="middle"
          columns={columns}
          {...serverPaging(log, {
            page: page.pageNo,
            size: page.pageSize,
            sizes: AUDIT_PAGE_SIZES,
            emptyText: t(`${A}.empty`),
            showTotal: (total) => t(`${A}.total`, { count: total }),
            onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
          })}
          onRow={(row) => ({ 'data-testid': `audit-row-${row.id}` }) as HTMLAttributes<HTMLElement>}
          expandable={{
            expandedRowRender: (row) => <AuditDiff id={row.id} data={row.data} />,
            expandRowByClick: true,
          }}
          data-testid="audit-table"
        />
      </Card>
    </Flex>
  );
}
