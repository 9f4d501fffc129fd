// The console's Ads & Orders calls (`/api/admin/trading/...`, issue 25): the market's ads, orders and
// funds page by page, one order, and an ad taken offline or cancelled with a reason. Reads show their
// failure on the page (no toast every refetch); a change's failure is toasted with its text.
import {
  API_ENDPOINTS,
  type AdminTradingAdDto,
  type AdminTradingFundDto,
  type AdminTradingOrderDetailDto,
  type AdminTradingOrderDto,
  type Page,
} from '@p2p/contracts';
import { http } from './client';

const trading = API_ENDPOINTS.adminTrading;
const quiet = (signal?: AbortSignal) => ({ signal, toast: false });

/** A list's query: its filters (empty ones left out) and its page. */
export type ListQuery = Readonly<Record<string, string | number>>;

export const fetchAds = (query: ListQuery, signal?: AbortSignal): Promise<Page<AdminTradingAdDto>> =>
  http.call(trading.ads, { query }, quiet(signal));

export const fetchOrders = (query: ListQuery, signal?: AbortSignal): Promise<Page<AdminTradingOrderDto>> =>
  http.call(trading.orders, { query }, quiet(signal));

export const fetchOrder = (id: string, signal?: AbortSignal): Promise<AdminTradingOrderDetailDto> =>
  http.call(trading.order, { id }, quiet(signal));

export const fetchFunds = (query: ListQuery, signal?: AbortSignal): Promise<Page<AdminTradingFundDto>> =>
  http.call(trading.funds, { query }, quiet(signal));

export const takeAdOffline = (id: string, reason: string): Promise<AdminTradingAdDto> =>
  http.call(trading.offlineAd, { id, body: { reason } });

export const cancelAd = (id: string, reason: string): Promise<AdminTradingAdDto> =>
  http.call(trading.cancelAd, { id, body: { reason } });
