// The settings' server state (issue 25). A change answers the saved values: they replace the cached ones
// at once (the API applies them from its next request on), and a success message is shown.
import type {
  CreditSettingAdminDto,
  CreditSettingType,
  SetUserLimitsDto,
  UpdateCreditSettingDto,
  UserLimitsDto,
} from '@p2p/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import * as api from './settingsApi';

/** The settings' query keys (under `settings`, apart from the other areas' keys of queryKeys.ts). */
export const settingsKeys = {
  credit: ['settings', 'credit'] as const,
  defaults: ['settings', 'limitDefaults'] as const,
  user: (id: string) => ['settings', 'userLimits', id] as const,
};

export function useCreditSettings() {
  return useQuery({
    queryKey: settingsKeys.credit,
    queryFn: ({ signal }) => api.fetchCreditSettings(signal),
  });
}

export function useLimitDefaults() {
  return useQuery({
    queryKey: settingsKeys.defaults,
    queryFn: ({ signal }) => api.fetchLimitDefaults(signal),
  });
}

export function useUserLimits(id: string) {
  return useQuery({
    queryKey: settingsKeys.user(id),
    queryFn: ({ signal }) => api.fetchUserLimits(id, signal),
  });
}

function useSaved() {
  const { message } = App.useApp();
  const { t } = useTranslation();
  return () => void message.success(t('admin.settings.saved'));
}

export function useUpdateCreditSetting() {
  const queryClient = useQueryClient();
  const saved = useSaved();
  return useMutation({
    mutationFn: (a: { type: CreditSettingType; body: UpdateCreditSettingDto }) =>
      api.updateCreditSetting(a.type, a.body),
    onSuccess: (rule) => {
      queryClient.setQueryData<CreditSettingAdminDto[]>(settingsKeys.credit, (list) =>
        list?.map((r) => (r.type === rule.type ? rule : r)),
      );
      saved();
    },
  });
}

export function useSetLimitDefaults() {
  const queryClient = useQueryClient();
  const saved = useSaved();
  return useMutation({
    mutationFn: (body: UserLimitsDto) => api.setLimitDefaults(body),
    onSuccess: (defaults) => {
      queryClient.setQueryData(settingsKeys.defaults, defaults);
      saved();
    },
  });
}

export function useSetUserLimits(id: string) {
  const queryClient = useQueryClient();
  const saved = useSaved();
  return useMutation({
    mutationFn: (body: SetUserLimitsDto) => api.setUserLimits(id, body),
    onSuccess: (limits) => {
      queryClient.setQueryData(settingsKeys.user(id), limits);
      saved();
    },
  });
}
