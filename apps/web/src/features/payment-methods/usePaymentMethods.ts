// The caller's payment methods (one query) and the add, edit and delete mutations, which refresh it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addPaymentMethod,
  deletePaymentMethod,
  editPaymentMethod,
  fetchPaymentMethods,
  type PaymentMethodBody,
} from '../../api/paymentMethods';
import { useSession } from '../../hooks/useSession';
import { queryKeys } from '../../queryKeys';

export function usePaymentMethods() {
  const session = useSession();
  return useQuery({
    queryKey: queryKeys.session.paymentMethods,
    queryFn: ({ signal }) => fetchPaymentMethods(signal),
    enabled: Boolean(session),
    staleTime: 0,
  });
}

function useRefreshAfter<A, R>(fn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.session.paymentMethods }),
  });
}

/** Adds (no id) or edits (id) a method. */
export function useSavePaymentMethod() {
  return useRefreshAfter(({ id, body }: { id?: string; body: PaymentMethodBody }) =>
    id ? editPaymentMethod(id, body) : addPaymentMethod(body),
  );
}

export function useDeletePaymentMethod() {
  return useRefreshAfter((id: string) => deletePaymentMethod(id));
}
