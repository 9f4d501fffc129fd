// Issue 25, staff permissions: every settings call checks the role, one test per (call, role). The credit
// rules and the limit defaults are administrators' (area `config`): customer service and appeal officers
// are refused (403) and change nothing. One trader's limits are the `users` area's: customer service and
// administrators may, appeal officers are refused. A trader's token and no token are refused (401).
import { API_ENDPOINTS } from '@p2p/contracts';
import { describeStaffAccess, staffSuite, type AccessCall } from '../support/staff-access.js';
import {
  clearLimitDefaults,
  restoreCreditSettings,
  storedCreditSettings,
  type StoredCreditSetting,
  USER_LIMIT_DEFAULTS_KEY,
} from './settings-fixtures.js';

describe('admin-settings/settings-access', () => {
  const settings = API_ENDPOINTS.adminSettings;
  const userLimits = API_ENDPOINTS.adminUserLimits;

  let saved: StoredCreditSetting[] = [];
  const suite = staffSuite(async (api) => {
    await restoreCreditSettings(saved, api);
    await clearLimitDefaults(api);
  });

  beforeAll(async () => {
    saved = await storedCreditSettings(suite.api);
  });

  /** What the calls could change besides the audit log. */
  const state = async () => ({
    credit: await storedCreditSettings(suite.api),
    defaults: await suite.api.prisma.systemSetting.findUnique({ where: { key: USER_LIMIT_DEFAULTS_KEY } }),
    limits: await suite.api.prisma.user.findUniqueOrThrow({
      where: { id: suite.tokens.trader.userId },
      select: { buyAdLimit: true, sellAdLimit: true, pendingOrderLimit: true },
    }),
  });

  const LIMITS = {
    buyAdLimit: 5,
    sellAdLimit: 5,
    initiatedBuyLimit: 5,
    initiatedSellLimit: 5,
    pendingOrderLimit: 10,
  };

  describe('credit rules and limit defaults (area config)', () => {
    const CALLS: Record<keyof typeof settings, () => AccessCall> = {
      creditSettings: () => ({ def: settings.creditSettings }),
      // The seeded figures: an allowed call changes nothing another suite relies on.
      updateCreditSetting: () => ({
        def: settings.updateCreditSetting,
        params: { type: 'CANCEL_ORDER' },
        body: { deduct: 20, dailyFreeCancellations: 3 },
      }),
      userLimitDefaults: () => ({ def: settings.userLimitDefaults }),
      setUserLimitDefaults: () => ({ def: settings.setUserLimitDefaults, body: LIMITS }),
    };
    describeStaffAccess(suite, {
      group: 'adminSettings',
      pathPrefix: '/api/admin/config/',
      calls: CALLS,
      allowed: ['ADMIN'],
      refused: ['CUSTOMER_SERVICE', 'APPEAL_OFFICER'],
      state,
    });
  });

  describe("one trader's limits (area users)", () => {
    const CALLS: Record<keyof typeof userLimits, () => AccessCall> = {
      get: () => ({ def: userLimits.get, params: { id: String(suite.tokens.trader.userId) } }),
      set: () => ({
        def: userLimits.set,
        params: { id: String(suite.tokens.trader.userId) },
        body: { ...LIMITS, reason: 'Access check' },
      }),
    };
    describeStaffAccess(suite, {
      group: 'adminUserLimits',
      pathPrefix: '/api/admin/users/',
      calls: CALLS,
      allowed: ['CUSTOMER_SERVICE', 'ADMIN'],
      refused: ['APPEAL_OFFICER'],
      state,
    });
  });
});
