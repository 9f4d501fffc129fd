// Merchant certification's server state in the console (issue 24): the review queue, one case, the
// decisions (the answer replaces the case; the queue is refetched) and a compensation from a guarantee.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import * as api from '../../api/merchants';
import { queryKeys } from '../../queryKeys';

const keys = queryKeys.merchants;

export function useMerchantQueue(query: api.MerchantQueueQuery) {
  return useQuery({
    queryKey: keys.queue(query),
    queryFn: ({ signal }) => api.fetchMerchantApplications(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useMerchantCase(id: string) {
  return useQuery({ queryKey: keys.case(id), queryFn: ({ signal }) => api.fetchMerchantCase(id, signal) });
}

export function useMerchantDecision(id: string) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (a: { decision: api.MerchantDecision; reason?: string }) =>
      api.decideMerchant(id, a.decision, a.reason),
    onSuccess: async (data, a) => {
      queryClient.setQueryData(keys.case(id), data);
      void message.success(t(`admin.merchants.decided.${a.decision}`));
      await queryClient.invalidateQueries({ queryKey: ['merchants', 'queue'] });
    },
  });
}

export function useCompensation(appealId: string) {
  const { message } = App.useApp();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (body: { amount: string; reason: string }) => api.compensateFromGuarantee(appealId, body),
    onSuccess: () => void message.success(t('admin.merchants.compensation.paid')),
  });
}
