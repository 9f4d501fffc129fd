// The queue's filters, kept in the address (`?stage=OPEN&sort=AGE_DESC&page=2`), so a case opened from the
// queue comes back to the same list and a link can be shared between officers.
import {
  APPEAL_CLAIM_FILTERS,
  APPEAL_QUEUE_SORTS,
  APPEAL_STAGES,
  type AppealClaimFilter,
  type AppealQueueSort,
  type AppealStage,
} from '@p2p/contracts';
import { Checkbox, Flex, Input, Segmented, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppealQueueQuery } from '../../api/appeals';
import { D } from './format';

export const STAGE_FILTERS = [...APPEAL_STAGES, 'ALL'] as const;
export type StageFilter = (typeof STAGE_FILTERS)[number];
const SIDES = ['BUYER', 'SELLER', 'SYSTEM'] as const;
type Side = (typeof SIDES)[number];
/** The reasons of the APPEAL_REASON dictionary (the seed's codes). */
export const REASON_CODES = [
  'SELLER_NOT_RELEASED',
  'PAYMENT_NOT_RECEIVED',
  'WRONG_AMOUNT',
  'THIRD_PARTY_PAYMENT',
  'COUNTERPARTY_UNRESPONSIVE',
  'OTHER',
] as const;
/** "Older than" choices, in minutes. */
export const AGE_CHOICES = [60, 240, 720, 1440] as const;
export const PAGE_SIZES = [20, 50, 100] as const;
const ID = /^\d{1,20}$/;

export interface QueueFilters {
  stage: StageFilter;
  initiator: Side | '';
  reason: string;
  idKind: 'order' | 'user';
  id: string;
  older: number | null;
  mine: boolean;
  /** Whose cases (issue 25): `any` unless set. */
  claimed: AppealClaimFilter;
  sort: AppealQueueSort;
  page: number;
  size: number;
}

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return values.includes(value as T) ? (value as T) : fallback;
}

function positive(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export function readFilters(params: URLSearchParams): QueueFilters {
  const older = Number(params.get('older'));
  const size = positive(params.get('size'), PAGE_SIZES[0]);
  return {
    stage: oneOf(STAGE_FILTERS, params.get('stage'), 'OPEN'),
    initiator: oneOf<Side | ''>(SIDES, params.get('initiator'), ''),
    reason: params.get('reason') ?? '',
    idKind: params.get('idKind') === 'user' ? 'user' : 'order',
    id: ID.test(params.get('id') ?? '') ? params.get('id')! : '',
    older: (AGE_CHOICES as readonly number[]).includes(older) ? older : null,
    mine: params.get('mine') === '1',
    claimed: oneOf(APPEAL_CLAIM_FILTERS, params.get('claimed'), 'any'),
    sort: oneOf(APPEAL_QUEUE_SORTS, params.get('sort'), 'CLAIM_DUE'),
    page: positive(params.get('page'), 1),
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : PAGE_SIZES[0],
  };
}

export function writeFilters(f: QueueFilters): URLSearchParams {
  const out = new URLSearchParams();
  if (f.stage !== 'OPEN') out.set('stage', f.stage);
  if (f.initiator) out.set('initiator', f.initiator);
  if (f.reason) out.set('reason', f.reason);
  if (f.id) {
    out.set('idKind', f.idKind);
    out.set('id', f.id);
  }
  if (f.older !== null) out.set('older', String(f.older));
  if (f.mine) out.set('mine', '1');
  if (f.claimed !== 'any') out.set('claimed', f.claimed);
  if (f.sort !== 'CLAIM_DUE') out.set('sort', f.sort);
  if (f.page > 1) out.set('page', String(f.page));
  if (f.size !== PAGE_SIZES[0]) out.set('size', String(f.size));
  return out;
}

/** The filters as the API's query (`AdminAppealQueueQueryDto`): only what is set. */
export function toQuery(f: QueueFilters): AppealQueueQuery {
  const q: AppealQueueQuery = {
    stage: f.stage as AppealStage | 'ALL',
    sort: f.sort,
    pageNo: f.page,
    pageSize: f.size,
  };
  if (f.initiator) q.initiatorSide = f.initiator;
  if (f.reason) q.reasonCode = f.reason;
  if (f.id && f.idKind === 'order') q.orderId = f.id;
  if (f.id && f.idKind === 'user') q.userId = f.id;
  if (f.older !== null) q.olderThanMinutes = f.older;
  if (f.mine) q.mine = true;
  if (f.claimed !== 'any') q.claimed = f.claimed;
  return q;
}

export function QueueFilterBar({
  filters,
  onChange,
  duration,
}: {
  filters: QueueFilters;
  /** A change of any filter goes back to the first page. */
  onChange(next: Partial<QueueFilters>): void;
  duration(ms: number): string;
}) {
  const { t } = useTranslation();
  const [id, setId] = useState(filters.id);
  const [idKind, setIdKind] = useState(filters.idKind);
  const submitId = (value: string) => {
    const trimmed = value.trim();
    if (trimmed === '' || ID.test(trimmed)) onChange({ id: trimmed, idKind });
  };

  return (
    <Flex gap={12} wrap align="center" className="desk-filters" data-testid="queue-filters">
      <Segmented
        aria-label={t(`${D}.queue.stage`)}
        value={filters.stage}
        onChange={(value) => onChange({ stage: value })}
        options={STAGE_FILTERS.map((stage) => ({ value: stage, label: t(`${D}.stage.${stage}`) }))}
        data-testid="queue-stage"
      />
      <Select
        aria-label={t(`${D}.queue.initiator`)}
        value={filters.initiator}
        onChange={(value) => onChange({ initiator: value })}
        style={{ width: 150 }}
        options={[
          { value: '', label: `${t(`${D}.queue.initiator`)}: ${t(`${D}.queue.anyone`)}` },
          ...SIDES.map((side) => ({
            value: side,
            label: `${t(`${D}.queue.initiator`)}: ${t(`${D}.side.${side}`)}`,
          })),
        ]}
        data-testid="queue-initiator"
      />
      <Select
        aria-label={t(`${D}.queue.reason`)}
        value={filters.reason}
        onChange={(value) => onChange({ reason: value })}
        style={{ width: 260 }}
        popupMatchSelectWidth={false}
        options={[
          { value: '', label: t(`${D}.queue.anyReason`) },
          ...REASON_CODES.map((code) => ({ value: code, label: t(`${D}.reasons.${code}`) })),
        ]}
        data-testid="queue-reason"
      />
      <Select
        aria-label={t(`${D}.queue.olderThan`)}
        value={filters.older ?? 0}
        onChange={(value) => onChange({ older: value === 0 ? null : value })}
        style={{ width: 170 }}
        options={[
          { value: 0, label: t(`${D}.queue.anyAge`) },
          ...AGE_CHOICES.map((m) => ({
            value: m,
            label: t(`${D}.queue.olderThanValue`, { age: duration(m * 60_000) }),
          })),
        ]}
        data-testid="queue-older"
      />
      <Space.Compact>
        <Select
          aria-label={t(`${D}.queue.search`)}
          value={idKind}
          onChange={setIdKind}
          style={{ width: 110 }}
          options={[
            { value: 'order', label: t(`${D}.queue.orderId`) },
            { value: 'user', label: t(`${D}.queue.userId`) },
          ]}
        />
        <Input.Search
          allowClear
          value={id}
          onChange={(e) => setId(e.target.value.replace(/\D/g, ''))}
          onSearch={submitId}
          placeholder={t(`${D}.queue.search`)}
          inputMode="numeric"
          style={{ width: 200 }}
          data-testid="queue-id"
        />
      </Space.Compact>
      <Checkbox
        checked={filters.mine}
        onChange={(e) => onChange({ mine: e.target.checked })}
        data-testid="queue-mine"
      >
        {t(`${D}.queue.mine`)}
      </Checkbox>
      <Select
        aria-label={t(`${D}.claims.filter`)}
        value={filters.claimed}
        onChange={(value) => onChange({ claimed: value })}
        style={{ width: 170 }}
        options={APPEAL_CLAIM_FILTERS.map((c) => ({ value: c, label: t(`${D}.claims.filters.${c}`) }))}
        data-testid="queue-claimed"
      />
      <Select
        aria-label={t(`${D}.queue.sort`)}
        value={filters.sort}
        onChange={(value) => onChange({ sort: value })}
        style={{ width: 190 }}
        options={APPEAL_QUEUE_SORTS.map((sort) => ({ value: sort, label: t(`${D}.queue.sorts.${sort}`) }))}
        data-testid="queue-sort"
      />
    </Flex>
  );
}
