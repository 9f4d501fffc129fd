// Issue 25, staff management: every call checks the role, one test per (call, role). Administrators may;
// appeal officers and customer service are refused (403) and change nothing; a trader's token and no
// token are refused (401) everywhere.
import { API_ENDPOINTS } from '@p2p/contracts';
import { describeStaffAccess, staffSuite, type AccessCall } from '../support/staff-access.js';
import { freshEmail, INITIAL_PASSWORD } from './staff-fixtures.js';

describe('admin-staff/staff-access', () => {
  const staff = API_ENDPOINTS.adminStaff;
  const reason = 'Access test';

  const suite = staffSuite();
  let targetId: number;

  beforeAll(async () => {
    targetId = (await suite.api.factories.newStaff('CUSTOMER_SERVICE')).id;
  });

  const target = () => ({ id: targetId });

  /** Every staff management call with a request an administrator may make, on the fixture member. */
  const CALLS: Record<keyof typeof staff, () => AccessCall> = {
    list: () => ({ def: staff.list, query: { pageNo: '1', pageSize: '10' } }),
    create: () => ({
      def: staff.create,
      body: {
        email: freshEmail('access'),
        name: 'Access Test',
        role: 'APPEAL_OFFICER',
        password: INITIAL_PASSWORD,
      },
    }),
    setRole: () => ({ def: staff.setRole, params: target(), body: { role: 'APPEAL_OFFICER', reason } }),
    deactivate: () => ({ def: staff.deactivate, params: target(), body: { reason } }),
    activate: () => ({ def: staff.activate, params: target(), body: { reason } }),
    resetSecondFactor: () => ({ def: staff.resetSecondFactor, params: target(), body: { reason } }),
  };

  describeStaffAccess(suite, {
    group: 'adminStaff',
    pathPrefix: '/api/admin/staff',
    calls: CALLS,
    allowed: ['ADMIN'],
    refused: ['APPEAL_OFFICER', 'CUSTOMER_SERVICE'],
    // What the group's changes move: the accounts and the fixture member's role, state and second factor.
    state: async () => {
      const accounts = await suite.api.prisma.staffUser.count();
      const member = await suite.api.prisma.staffUser.findUniqueOrThrow({ where: { id: targetId } });
      return {
        accounts,
        role: member.role,
        active: member.active,
        totp: member.totpSecret,
        at: member.updatedAt,
      };
    },
  });
});
