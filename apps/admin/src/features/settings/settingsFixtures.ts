// A stateful stand-in of the settings API for the console's tests (issue 25): the credit rules, the limit
// defaults and one trader's limits change as the calls say.
import type { CreditSettingAdminDto, UserLimitDefaultsDto, UserLimitsAdminDto } from '@p2p/contracts';
import { envelope, type Answer } from '../../test/fetch';
import { supportApi, TRADER_ID } from '../support/supportFixtures';

export const RULES: CreditSettingAdminDto[] = [
  {
    id: '1',
    type: 'CANCEL_ORDER',
    deduct: 20,
    dailyFreeCancellations: 3,
    description: 'Cancelling costs 20 points after 3 free ones.',
    sort: 1,
    cancellationRule: true,
  },
  {
    id: '2',
    type: 'APPEAL_LOST',
    deduct: 20,
    dailyFreeCancellations: 0,
    description: 'Losing an appeal costs 20 points.',
    sort: 2,
    cancellationRule: false,
  },
  {
    id: '5',
    type: 'PAY_TIMEOUT',
    deduct: 20,
    dailyFreeCancellations: 0,
    description: null,
    sort: 5,
    cancellationRule: false,
  },
];

export const BUILT_IN: UserLimitDefaultsDto = {
  buyAdLimit: 5,
  sellAdLimit: 5,
  initiatedBuyLimit: 5,
  initiatedSellLimit: 5,
  pendingOrderLimit: 10,
  stored: false,
};

const body = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;

export function settingsApi() {
  let rules = RULES.map((r) => ({ ...r }));
  let defaults = { ...BUILT_IN };
  const { stored: _stored, ...builtInLimits } = BUILT_IN;
  let limits: UserLimitsAdminDto = { userId: TRADER_ID, ...builtInLimits };
  const routes: Record<string, Answer> = {
    ...supportApi().routes,
    'GET /api/admin/config/credit-settings': () => ({ body: envelope(rules) }),
    'GET /api/admin/config/user-limit-defaults': () => ({ body: envelope(defaults) }),
    'POST /api/admin/config/user-limit-defaults': ({ init }) => {
      defaults = { ...(body(init) as unknown as UserLimitDefaultsDto), stored: true };
      return { body: envelope(defaults) };
    },
    [`GET /api/admin/users/${TRADER_ID}/limits`]: () => ({ body: envelope(limits) }),
    [`POST /api/admin/users/${TRADER_ID}/limits`]: ({ init }) => {
      const { reason: _reason, ...next } = body(init);
      limits = { userId: TRADER_ID, ...(next as Omit<UserLimitsAdminDto, 'userId'>) };
      return { body: envelope(limits) };
    },
  };
  for (const rule of RULES) {
    routes[`POST /api/admin/config/credit-settings/${rule.type}`] = ({ init }) => {
      const b = body(init) as Partial<CreditSettingAdminDto>;
      rules = rules.map((r) => (r.type === rule.type ? { ...r, ...b } : r));
      return { body: envelope(rules.find((r) => r.type === rule.type)) };
    };
  }
  return { routes };
}
