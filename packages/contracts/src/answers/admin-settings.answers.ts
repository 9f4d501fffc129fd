// The answers of the console's settings (issue 25): the credit rules, the trading-limit defaults of new
// accounts and one trader's limits.
import type {
  CreditSettingAdminDto,
  UserLimitDefaultsDto,
  UserLimitsAdminDto,
} from '../dto/admin-settings.dto.js';
import { defineAnswer, shapes as s } from './shape.js';

const limits = {
  buyAdLimit: s.integer(),
  sellAdLimit: s.integer(),
  initiatedBuyLimit: s.integer(),
  initiatedSellLimit: s.integer(),
  pendingOrderLimit: s.integer(),
};

export const CreditSettingAdminAnswer = defineAnswer<CreditSettingAdminDto>(
  'CreditSettingAdmin',
  s.object({
    id: s.string(),
    type: s.string(),
    deduct: s.integer(),
    dailyFreeCancellations: s.integer(),
    description: s.nullable(s.string()),
    sort: s.integer(),
    cancellationRule: s.boolean(),
  }),
);

export const CreditSettingAdminListAnswer = defineAnswer<CreditSettingAdminDto[]>(
  'CreditSettingAdminList',
  s.array(CreditSettingAdminAnswer),
);

export const UserLimitDefaultsAnswer = defineAnswer<UserLimitDefaultsDto>(
  'UserLimitDefaults',
  s.object({ ...limits, stored: s.boolean() }),
);

export const UserLimitsAdminAnswer = defineAnswer<UserLimitsAdminDto>(
  'UserLimitsAdmin',
  s.object({ userId: s.string(), ...limits }),
);
