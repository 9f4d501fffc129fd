// The console's Customer service calls (`/api/admin/support/...`): finding traders, a trader's facts, ads,
// orders, credit record, balance and fund records, and the changes (bans, certification, credit). Reads
// show their failure on the page (no toast every refetch); a change's failure is toasted with its text.
import {
  API_ENDPOINTS,
  type AdDto,
  type AdjustCreditDto,
  type BalanceDto,
  type BanKind,
  type BanUserDto,
  type FundRecordDto,
  type FundRecordType,
  type OrderDto,
  type Page,
  type SetCertifiedDto,
  type SupportCreditRecordDto,
  type SupportUserDto,
  type SupportUserSummaryDto,
} from '@p2p/contracts';
import { http } from './client';

const support = API_ENDPOINTS.adminSupport;
const quiet = (signal?: AbortSignal) => ({ signal, toast: false });

/** One page of a trader's list: `pageNo` from 1. */
export interface PageArgs {
  pageNo: number;
  pageSize: number;
}

export const searchUsers = (q: string, signal?: AbortSignal): Promise<SupportUserSummaryDto[]> =>
  http.call(support.search, { query: { q } }, quiet(signal));

export const fetchUser = (id: string, signal?: AbortSignal): Promise<SupportUserDto> =>
  http.call(support.user, { id }, quiet(signal));

export const fetchUserAds = (id: string, page: PageArgs, signal?: AbortSignal): Promise<Page<AdDto>> =>
  http.call(support.ads, { id, query: { ...page } }, quiet(signal));

export const fetchUserOrders = (
  id: string,
  page: PageArgs & { finish: boolean },
  signal?: AbortSignal,
): Promise<Page<OrderDto>> => http.call(support.orders, { id, query: { ...page } }, quiet(signal));

export const fetchUserCredit = (
  id: string,
  page: PageArgs,
  signal?: AbortSignal,
): Promise<Page<SupportCreditRecordDto>> =>
  http.call(support.creditRecords, { id, query: { ...page } }, quiet(signal));

export const fetchUserBalance = (id: string, signal?: AbortSignal): Promise<BalanceDto> =>
  http.call(support.balance, { id }, quiet(signal));

export const fetchUserFunds = (
  id: string,
  page: PageArgs & { type?: FundRecordType },
  signal?: AbortSignal,
): Promise<Page<FundRecordDto>> => http.call(support.fundRecords, { id, query: { ...page } }, quiet(signal));

export const banUser = (id: string, kind: BanKind, body: BanUserDto): Promise<SupportUserDto> =>
  http.call(support.ban, { id, kind, body });

export const liftBan = (id: string, kind: BanKind, reason: string): Promise<SupportUserDto> =>
  http.call(support.liftBan, { id, kind, body: { reason } });

export const setCertified = (id: string, body: SetCertifiedDto): Promise<SupportUserDto> =>
  http.call(support.setCertified, { id, body });

export const adjustCredit = (id: string, body: AdjustCreditDto): Promise<SupportUserDto> =>
  http.call(support.adjustCredit, { id, body });
