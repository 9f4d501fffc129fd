// Staff management's server state: the paged list and the changes. A change's answer is the account
// after it; the list is refreshed and a success toast names what happened. A failure is toasted by the
// API wrapper (5070 a taken email, 5071 one's own account, 5072 the last administrator).
import type { CreateStaffDto, StaffMemberDto } from '@p2p/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import * as api from '../../api/staffAdmin';
import { queryKeys } from '../../queryKeys';

export function useStaffPage(page: api.StaffPageArgs) {
  return useQuery({
    queryKey: queryKeys.staffAdmin.page(page),
    queryFn: ({ signal }) => api.fetchStaff(page, signal),
    placeholderData: keepPreviousData,
  });
}

function useStaffChange<A>(
  fn: (args: A) => Promise<StaffMemberDto>,
  done: (member: StaffMemberDto) => string,
) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: fn,
    onSuccess: async (member) => {
      void message.success(done(member));
      await queryClient.invalidateQueries({ queryKey: queryKeys.staffAdmin.all });
    },
  });
}

export function useCreateStaff() {
  const { t } = useTranslation();
  return useStaffChange(
    (body: CreateStaffDto) => api.createStaff(body),
    (m) => t('admin.staffAdmin.create.done', { email: m.email }),
  );
}

/** The changes of one account, each with the administrator's reason. */
export type StaffChangeKind = 'roleChange' | 'deactivate' | 'activate' | 'reset';

export function useStaffChangeOf(kind: StaffChangeKind) {
  const { t } = useTranslation();
  return useStaffChange(
    (a: { id: string; reason: string; role?: StaffMemberDto['role'] }) => {
      switch (kind) {
        case 'roleChange':
          return api.setStaffRole(a.id, a.role!, a.reason);
        case 'deactivate':
          return api.deactivateStaff(a.id, a.reason);
        case 'activate':
          return api.activateStaff(a.id, a.reason);
        case 'reset':
          return api.resetStaffSecondFactor(a.id, a.reason);
      }
    },
    () => t(`admin.staffAdmin.${kind}.done`),
  );
}
