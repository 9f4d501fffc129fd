// The lists' filters and pages, kept in the address (`/trading?tab=orders&status=COMPLETED,CANCELLED&page=2`)
// so an order opened from a list comes back to the same list and a link can be shared. Each tab reads the
// parameters it knows; empty ones are left out of the address and of the API query.
import { DECIMAL_INPUT_PATTERN } from '@p2p/contracts';
import type { ListQuery } from '../../api/trading';

export const TABS = ['ads', 'orders', 'funds'] as const;
export type TradingTab = (typeof TABS)[number];
export const isTradingTab = (v: string | null): v is TradingTab => TABS.includes(v as TradingTab);

export const PAGE_SIZES = [20, 50, 100] as const;
const DEFAULT_SIZE = PAGE_SIZES[0];

/** The filter fields of each tab, as the address names them. */
export const FIELDS: Readonly<Record<TradingTab, readonly string[]>> = {
  ads: ['status', 'online', 'side', 'coin', 'quote', 'user', 'from', 'to'],
  orders: ['status', 'side', 'coin', 'quote', 'user', 'from', 'to', 'amountMin', 'amountMax', 'chainState'],
  funds: ['state', 'kind'],
};

/** A tab's filters from the address (text values; the form shows them as they are). */
export function filtersOf(tab: TradingTab, params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of FIELDS[tab]) {
    const value = params.get(key);
    if (value) out[key] = value;
  }
  return out;
}

export function pageOf(params: URLSearchParams): { pageNo: number; pageSize: number } {
  const pageNo = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    pageNo: Number.isInteger(pageNo) && pageNo > 0 ? pageNo : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_SIZE,
  };
}

/** A local calendar day (`2026-11-27`) as the instant it starts; `nextDay` the one after (an exclusive end). */
export function dayStart(day: string, nextDay = false): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + (nextDay ? 1 : 0));
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** What the API is asked: the filters (days as instants, `to` inclusive of its day) and the page. */
export function apiQuery(tab: TradingTab, params: URLSearchParams): ListQuery {
  const f = filtersOf(tab, params);
  const q: Record<string, string | number> = { ...pageOf(params) };
  for (const [key, value] of Object.entries(f)) {
    if (key === 'from' || key === 'to') {
      const at = dayStart(value, key === 'to');
      if (at) q[key] = at;
    } else q[key] = value;
  }
  if (tab === 'funds' && !q.state) q.state = 'waiting';
  return q;
}

/** Whether `text` is an amount the API takes (a decimal string, at most 18 digits each side). */
export const isAmount = (text: string): boolean => DECIMAL_INPUT_PATTERN.test(text);

/** The address for `tab` with `filters` (empty ones left out) on page 1, keeping the page size. */
export function searchFor(
  tab: TradingTab,
  filters: Record<string, string | undefined>,
  size?: number,
): Record<string, string> {
  const out: Record<string, string> = { tab };
  for (const [key, value] of Object.entries(filters)) {
    const text = value?.trim();
    if (text) out[key] = text;
  }
  if (size && size !== DEFAULT_SIZE) out.size = String(size);
  return out;
}

/** Compares two amounts (decimal strings that pass `isAmount`) without floats: -1, 0 or 1. */
export function compareAmounts(a: string, b: string): number {
  const [ai = '', af = ''] = a.split('.');
  const [bi = '', bf = ''] = b.split('.');
  const int = (s: string) => s.replace(/^0+/, '');
  const x = int(ai);
  const y = int(bi);
  if (x.length !== y.length) return x.length < y.length ? -1 : 1;
  const width = Math.max(af.length, bf.length);
  const left = x + af.padEnd(width, '0');
  const right = y + bf.padEnd(width, '0');
  return left === right ? 0 : left < right ? -1 : 1;
}

/** What a tab's list reads and does: its filters and page from the address, and how to change them. */
export interface ListState {
  filters: Record<string, string>;
  page: { pageNo: number; pageSize: number };
  query: ListQuery;
  /** The list's own address (an order opened from it comes back here). */
  href: string;
  search: (values: Record<string, string | undefined>) => void;
  turn: (pageNo: number, pageSize: number) => void;
}
