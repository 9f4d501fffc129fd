// Small marks the queue and the case share: an appeal's result, its service level, a live countdown.
import type { AdminAppealSummaryDto, AppealResult } from '@p2p/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { clockText } from './clock';
import { D, slaState, useDeskFormat } from './format';

const RESULT_COLORS: Partial<Record<AppealResult, string>> = {
  PENDING: 'processing',
  BUYER_WINS: 'green',
  SELLER_WINS: 'geekblue',
  REJECTED: 'orange',
  REVOKED: 'default',
  DISPUTE_TIMEOUT: 'red',
  SETTLED: 'green',
};

/** The result of a case; a decision waiting for its delay shows that decision, marked as not run yet. */
export function ResultTag({ row, testId }: { row: AdminAppealSummaryDto; testId?: string }) {
  const f = useDeskFormat();
  const { t } = useTranslation();
  if (row.stage === 'DECIDED' && row.pendingDecision) {
    return (
      <Tag color="gold" data-testid={testId}>
        {f.result(row.pendingDecision)} · {t(`${D}.stage.DECIDED`)}
      </Tag>
    );
  }
  return (
    <Tag color={RESULT_COLORS[row.result] ?? 'default'} data-testid={testId}>
      {f.result(row.result)}
    </Tag>
  );
}

const SLA_COLORS = { ok: 'green', warn: 'orange', late: 'red' } as const;

/** The service level: time left (or overdue) for an open case, in time or late for a decided one. */
export function SlaTag({ row, now, testId }: { row: AdminAppealSummaryDto; now: number; testId?: string }) {
  const { t } = useTranslation();
  const sla = slaState(row, now);
  if (!sla) return <span data-testid={testId}>—</span>;
  if (sla.kind === 'due') {
    const key = sla.level === 'late' ? 'overdue' : 'dueIn';
    return (
      <Tag color={SLA_COLORS[sla.level]} className="desk-clock" data-testid={testId} data-level={sla.level}>
        {t(`${D}.sla.${key}`, { time: clockText(sla.ms) })}
      </Tag>
    );
  }
  return (
    <Tag color={sla.kind === 'met' ? 'green' : 'red'} data-testid={testId} data-level={sla.kind}>
      {t(`${D}.sla.${sla.kind}`)}
    </Tag>
  );
}
