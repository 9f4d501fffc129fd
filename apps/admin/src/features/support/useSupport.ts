// Customer service's server state: the search, a trader's facts and lists, and the changes. A change
// answers the trader's facts: they are put in the cache at once and the trader's lists are refreshed
// (a credit adjustment adds a record). A change's failure is toasted by the API wrapper.
import type {
  AdjustCreditDto,
  BanKind,
  BanUserDto,
  FundRecordType,
  SetCertifiedDto,
  SupportUserDto,
} from '@p2p/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import * as api from '../../api/support';
import { queryKeys } from '../../queryKeys';

const keys = queryKeys.support;

export function useUserSearch(q: string) {
  return useQuery({
    queryKey: keys.search(q),
    queryFn: ({ signal }) => api.searchUsers(q, signal),
    enabled: q.length > 0,
  });
}

export function useSupportUser(id: string) {
  return useQuery({ queryKey: keys.user(id), queryFn: ({ signal }) => api.fetchUser(id, signal) });
}

export function useUserAds(id: string, page: api.PageArgs) {
  return useQuery({
    queryKey: keys.list(id, 'ads', page),
    queryFn: ({ signal }) => api.fetchUserAds(id, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUserOrders(id: string, page: api.PageArgs & { finish: boolean }) {
  return useQuery({
    queryKey: keys.list(id, 'orders', page),
    queryFn: ({ signal }) => api.fetchUserOrders(id, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUserCredit(id: string, page: api.PageArgs) {
  return useQuery({
    queryKey: keys.list(id, 'credit', page),
    queryFn: ({ signal }) => api.fetchUserCredit(id, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUserBalance(id: string) {
  return useQuery({
    queryKey: keys.list(id, 'balance', {}),
    queryFn: ({ signal }) => api.fetchUserBalance(id, signal),
  });
}

export function useUserFunds(id: string, page: api.PageArgs & { type?: FundRecordType }) {
  return useQuery({
    queryKey: keys.list(id, 'funds', page),
    queryFn: ({ signal }) => api.fetchUserFunds(id, page, signal),
    placeholderData: keepPreviousData,
  });
}

/** A change of the trader `id`: the answer replaces its facts; its lists and searches are refetched. */
function useUserChange<A>(id: string, fn: (args: A) => Promise<SupportUserDto>, doneKey: string) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: fn,
    onSuccess: async (user) => {
      queryClient.setQueryData(keys.user(id), user);
      void message.success(t(doneKey));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.user(id), refetchType: 'active' }),
        queryClient.invalidateQueries({ queryKey: ['support', 'search'] }),
      ]);
    },
  });
}

export const useBan = (id: string) =>
  useUserChange(
    id,
    (a: { kind: BanKind; body: BanUserDto }) => api.banUser(id, a.kind, a.body),
    'admin.support.bans.banned',
  );
export const useLiftBan = (id: string) =>
  useUserChange(
    id,
    (a: { kind: BanKind; reason: string }) => api.liftBan(id, a.kind, a.reason),
    'admin.support.bans.lifted',
  );
export const useSetCertified = (id: string) =>
  useUserChange(
    id,
    (body: SetCertifiedDto) => api.setCertified(id, body),
    'admin.support.certification.saved',
  );
export const useAdjustCredit = (id: string) =>
  useUserChange(id, (body: AdjustCreditDto) => api.adjustCredit(id, body), 'admin.support.credit.adjusted');
