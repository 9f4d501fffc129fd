// Ads & Orders' server state: the three lists (the previous page kept while the next loads), one order,
// and the two changes of an ad. A change refreshes the ads list; its failure is toasted by the API wrapper.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import * as api from '../../api/trading';

export const tradingKeys = {
  all: ['trading'] as const,
  list: (list: 'ads' | 'orders' | 'funds', query: api.ListQuery) => ['trading', list, query] as const,
  order: (id: string) => ['trading', 'order', id] as const,
};

export function useTradingAds(query: api.ListQuery) {
  return useQuery({
    queryKey: tradingKeys.list('ads', query),
    queryFn: ({ signal }) => api.fetchAds(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTradingOrders(query: api.ListQuery) {
  return useQuery({
    queryKey: tradingKeys.list('orders', query),
    queryFn: ({ signal }) => api.fetchOrders(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTradingFunds(query: api.ListQuery) {
  return useQuery({
    queryKey: tradingKeys.list('funds', query),
    queryFn: ({ signal }) => api.fetchFunds(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTradingOrder(id: string) {
  return useQuery({
    queryKey: tradingKeys.order(id),
    queryFn: ({ signal }) => api.fetchOrder(id, signal),
  });
}

export type AdAction = 'offline' | 'cancel';

/** Takes an ad offline or cancels it with a reason; the lists are read again. */
export function useAdAction() {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (a: { id: string; action: AdAction; reason: string }) =>
      a.action === 'offline' ? api.takeAdOffline(a.id, a.reason) : api.cancelAd(a.id, a.reason),
    onSuccess: async (_ad, a) => {
      void message.success(
        t(a.action === 'offline' ? 'admin.trading.ads.offlineDone' : 'admin.trading.ads.cancelDone'),
      );
      await queryClient.invalidateQueries({ queryKey: tradingKeys.all });
    },
  });
}
