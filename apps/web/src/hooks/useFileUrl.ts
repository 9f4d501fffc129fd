// An upload shown in the page: its bytes read with the session's token (an <img src> cannot send it),
// kept by TanStack Query under the session's keys (dropped at logout), and a blob URL for this
// component, revoked when it unmounts or the id changes.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchFileBlob } from '../api/files';
import { queryKeys } from '../queryKeys';

/** The query key of an upload's bytes. */
export function fileQueryKey(id: string) {
  return [...queryKeys.session.all, 'file', id] as const;
}

export function useFileUrl(id: string | null | undefined): { url: string | null; failed: boolean } {
  const file = useQuery({
    queryKey: fileQueryKey(id ?? ''),
    queryFn: ({ signal }) => fetchFileBlob(id!, signal),
    enabled: Boolean(id),
    staleTime: Infinity, // an upload never changes
    retry: false,
  });
  const blob = id ? file.data : undefined;
  return { url: useObjectUrl(blob), failed: Boolean(id) && file.isError };
}

/** A blob URL of `blob` for the calling component, revoked when it unmounts or the blob changes. */
export function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return blob ? url : null;
}
