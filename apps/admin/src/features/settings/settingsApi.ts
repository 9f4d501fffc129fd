// The console's settings calls (issue 25): the credit rules and the limit defaults of new accounts
// (`/api/admin/config/...`, administrators) and one trader's limits (`/api/admin/users/:id/limits`,
// customer service and administrators). Reads show their failure on the page; a change's failure is
// toasted with its catalogue text by the API wrapper.
import {
  API_ENDPOINTS,
  type CreditSettingAdminDto,
  type CreditSettingType,
  type SetUserLimitsDto,
  type UpdateCreditSettingDto,
  type UserLimitDefaultsDto,
  type UserLimitsAdminDto,
  type UserLimitsDto,
} from '@p2p/contracts';
import { http } from '../../api/client';

const settings = API_ENDPOINTS.adminSettings;
const userLimits = API_ENDPOINTS.adminUserLimits;
const quiet = (signal?: AbortSignal) => ({ signal, toast: false });

export const fetchCreditSettings = (signal?: AbortSignal): Promise<CreditSettingAdminDto[]> =>
  http.call(settings.creditSettings, {}, quiet(signal));

export const updateCreditSetting = (
  type: CreditSettingType,
  body: UpdateCreditSettingDto,
): Promise<CreditSettingAdminDto> => http.call(settings.updateCreditSetting, { type, body });

export const fetchLimitDefaults = (signal?: AbortSignal): Promise<UserLimitDefaultsDto> =>
  http.call(settings.userLimitDefaults, {}, quiet(signal));

export const setLimitDefaults = (body: UserLimitsDto): Promise<UserLimitDefaultsDto> =>
  http.call(settings.setUserLimitDefaults, { body });

export const fetchUserLimits = (id: string, signal?: AbortSignal): Promise<UserLimitsAdminDto> =>
  http.call(userLimits.get, { id }, quiet(signal));

export const setUserLimits = (id: string, body: SetUserLimitsDto): Promise<UserLimitsAdminDto> =>
  http.call(userLimits.set, { id, body });
