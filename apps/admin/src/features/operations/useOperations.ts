// The Operations screens' server state: one query per list, and the changes, each of which refreshes what
// it touched. A change's failure is toasted by the API wrapper; its success is said here.
import type { ContentLanguage, OpsDictLanguage } from '@p2p/contracts';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import * as api from '../../api/operations';
import { queryKeys } from '../../queryKeys';

const keys = queryKeys.ops;

export const useMaintenance = () =>
  useQuery({ queryKey: keys.maintenance, queryFn: ({ signal }) => api.fetchMaintenance(signal) });
export const useCoins = () =>
  useQuery({ queryKey: keys.coins, queryFn: ({ signal }) => api.fetchCoins(signal) });
export const useCoinPairs = () =>
  useQuery({ queryKey: keys.coinPairs, queryFn: ({ signal }) => api.fetchCoinPairs(signal) });
export const useCountries = () =>
  useQuery({ queryKey: keys.countries, queryFn: ({ signal }) => api.fetchCountries(signal) });
export const useDocuments = () =>
  useQuery({ queryKey: keys.documents, queryFn: ({ signal }) => api.fetchDocuments(signal) });

export function useDict(type: string, language: OpsDictLanguage | '') {
  return useQuery({
    queryKey: keys.dict(type, language),
    queryFn: ({ signal }) =>
      api.fetchDict({ ...(type ? { type } : {}), ...(language ? { language } : {}) }, signal),
  });
}

export function useDocument(id: string | null) {
  return useQuery({
    queryKey: keys.document(id ?? ''),
    queryFn: ({ signal }) => api.fetchDocument(id!, signal),
    enabled: id !== null,
  });
}

/** A change that says "Saved" and refreshes `refresh` once it succeeded. */
export function useChange<A, R>(
  fn: (args: A) => Promise<R>,
  refresh: readonly QueryKey[],
  savedText?: string,
) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      void message.success(savedText ?? t('admin.ops.saved'));
      await Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

export const useSetMaintenance = () => useChange(api.setMaintenance, [keys.maintenance]);
export function useClearMaintenance() {
  const { t } = useTranslation();
  return useChange(() => api.clearMaintenance(), [keys.maintenance], t('admin.ops.maintenance.cleared'));
}

export const useUpdateCoin = () =>
  useChange(
    ({ id, body }: { id: string; body: Parameters<typeof api.updateCoin>[1] }) => api.updateCoin(id, body),
    [keys.coins, keys.coinPairs],
  );
export const useUpdateCoinPair = () =>
  useChange(
    ({ id, body }: { id: string; body: Parameters<typeof api.updateCoinPair>[1] }) =>
      api.updateCoinPair(id, body),
    [keys.coinPairs],
  );
export const useUpdateCountry = () =>
  useChange(
    ({ code, body }: { code: string; body: Parameters<typeof api.updateCountry>[1] }) =>
      api.updateCountry(code, body),
    [keys.countries],
  );
export const useUpdateDict = () =>
  useChange(
    ({ id, body }: { id: string; body: Parameters<typeof api.updateDict>[1] }) => api.updateDict(id, body),
    [keys.dictAll],
  );
export const useCreateDocument = () => useChange(api.createDocument, [keys.documents]);
export const useUpdateDocument = () =>
  useChange(
    ({ id, body }: { id: string; body: Parameters<typeof api.updateDocument>[1] }) =>
      api.updateDocument(id, body),
    [keys.documents],
  );
export function useSaveDocumentContent(id: string) {
  return useChange(
    ({
      language,
      body,
    }: {
      language: ContentLanguage;
      body: Parameters<typeof api.saveDocumentContent>[2];
    }) => api.saveDocumentContent(id, language, body),
    [keys.documents, keys.document(id)],
  );
}
