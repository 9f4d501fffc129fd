import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchDocument } from '../api/catalog';
import { queryKeys } from '../queryKeys';

export function useDocument(id: string | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: queryKeys.catalog.document(id ?? '', i18n.language),
    queryFn: ({ signal }) => fetchDocument(id ?? '', signal),
    enabled: Boolean(id),
    retry: false,
  });
}
