// A stateful stand-in of the staff management API for the console's tests: the accounts change as the
// calls say (the fetch stand-in of test/fetch.ts). The signed-in administrator is STAFF.ADMIN (id s-3).
import type { StaffMemberDto } from '@p2p/contracts';
import { envelope, STAFF, type Answer } from '../../test/fetch';

export function member(overrides: Partial<StaffMemberDto> = {}): StaffMemberDto {
  return {
    id: '11',
    email: 'cara@staff.test',
    name: 'Cara Service',
    role: 'CUSTOMER_SERVICE',
    active: true,
    secondFactor: true,
    lastLoginAt: '2026-11-24T08:00:00.000Z',
    createdAt: '2026-11-01T08:00:00.000Z',
    ...overrides,
  };
}

export const ME: StaffMemberDto = member({
  id: STAFF.ADMIN.id,
  email: STAFF.ADMIN.email,
  name: STAFF.ADMIN.name,
  role: 'ADMIN',
  createdAt: '2026-10-01T08:00:00.000Z',
});

/** A refusal of the API: `code` with its HTTP status. */
export interface Refusal {
  status: number;
  code: string;
}

/** The staff calls over accounts kept in memory; `refuse` answers every change with that refusal. */
export function staffAdminApi(initial: StaffMemberDto[] = [member(), ME], refuse?: Refusal) {
  let accounts = [...initial];
  let nextId = 100;
  const body = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;
  const idOf = (url: string) => /\/api\/admin\/staff\/([^/]+)\//.exec(url)![1]!;
  const refused = () => ({ status: refuse!.status, body: envelope(null, refuse!.code, 'refused') });
  const change =
    (patch: (m: StaffMemberDto, b: Record<string, unknown>) => Partial<StaffMemberDto>): Answer =>
    ({ url, init }) => {
      if (refuse) return refused();
      const id = idOf(url);
      accounts = accounts.map((m) => (m.id === id ? { ...m, ...patch(m, body(init)) } : m));
      return { body: envelope(accounts.find((m) => m.id === id)) };
    };
  const routes: Record<string, Answer> = {
    'GET /api/admin/staff': ({ url }) => {
      const q = new URL(url, 'http://x').searchParams;
      const pageNo = Number(q.get('pageNo') ?? 1);
      const pageSize = Number(q.get('pageSize') ?? 20);
      const list = accounts.slice((pageNo - 1) * pageSize, pageNo * pageSize);
      return { body: envelope({ list, total: accounts.length, pageNo, pageSize }) };
    },
    'POST /api/admin/staff': ({ init }) => {
      if (refuse) return refused();
      const b = body(init);
      const created = member({
        id: String(nextId++),
        email: String(b.email).toLowerCase(),
        name: String(b.name),
        role: b.role as StaffMemberDto['role'],
        secondFactor: false,
        lastLoginAt: null,
        createdAt: '2026-11-27T08:00:00.000Z',
      });
      accounts = [created, ...accounts];
      return { body: envelope(created) };
    },
  };
  for (const m of initial) {
    const base = `/api/admin/staff/${m.id}`;
    routes[`POST ${base}/role`] = change((_m, b) => ({ role: b.role as StaffMemberDto['role'] }));
    routes[`POST ${base}/deactivate`] = change(() => ({ active: false }));
    routes[`POST ${base}/activate`] = change(() => ({ active: true }));
    routes[`POST ${base}/reset-second-factor`] = change(() => ({ secondFactor: false }));
  }
  return { routes, current: () => accounts };
}
