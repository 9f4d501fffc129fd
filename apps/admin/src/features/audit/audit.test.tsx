// /audit (issue 13, Staff: "every staff action in the audit log, readable by admins in the console"): the
// table newest first, the filters as the API gets them, paging, the before/after of a row, and the role
// rule (administrators only: the menu shows it to them alone; others meet the forbidden page and make no
// audit call). The API is the fetch stand-in of test/fetch.ts.
import type { AuditLogEntryDto } from '@p2p/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, STAFF, staffApi, type Answer } from '../../test/fetch';
import { renderApp, signIn } from '../../test/render';
import { fromLocalInput } from '../operations/time';
import { toQuery } from './AuditPage';

const ROWS: AuditLogEntryDto[] = [
  {
    id: '31',
    staffId: 3,
    staffName: 'Ada Admin',
    userId: null,
    action: 'OPS_COIN_UPDATE',
    target: 'coin:7',
    data: JSON.stringify({ before: { sort: 1, name: 'MEC' }, after: { sort: 2, name: 'MEC' } }),
    ip: '10.0.0.1',
    createdAt: '2026-11-25T10:00:00.000Z',
  },
  {
    id: '30',
    staffId: 1,
    staffName: null,
    userId: null,
    action: 'STAFF_LOGIN',
    target: 'staff:1',
    data: null,
    ip: null,
    createdAt: '2026-11-25T09:00:00.000Z',
  },
];

/** GET /api/admin/audit answering ROWS (total 45, so there are pages), recording each query. */
function auditApi() {
  const queries: URLSearchParams[] = [];
  const routes: Record<string, Answer> = {
    'GET /api/admin/audit': ({ url }) => {
      const query = new URL(url, 'http://x').searchParams;
      queries.push(query);
      return {
        body: envelope({
          list: ROWS,
          total: 45,
          pageNo: Number(query.get('pageNo')),
          pageSize: Number(query.get('pageSize')),
        }),
      };
    },
  };
  return { routes, queries };
}

describe('the audit log in the console', () => {
  it('lists staff actions newest first with who, what and on what', async () => {
    signIn();
    const { routes, queries } = auditApi();
    staffApi(STAFF.ADMIN, routes);
    renderApp('/audit');
    const first = await screen.findByTestId('audit-row-31');
    expect(first.textContent).toContain('Ada Admin');
    expect(first.textContent).toContain('OPS_COIN_UPDATE');
    expect(first.textContent).toContain('coin:7');
    expect(screen.getByTestId('audit-row-30').textContent).toContain('Staff #1');
    expect(screen.getByText('45 entries')).toBeTruthy();
    expect(Object.fromEntries(queries[0]!)).toEqual({ actor: 'STAFF', pageNo: '1', pageSize: '20' });
  });

  it('expands a row to the row before and after, the changed field marked', async () => {
    signIn();
    staffApi(STAFF.ADMIN, auditApi().routes);
    renderApp('/audit');
    fireEvent.click(await screen.findByTestId('audit-row-31'));
    const lines = await screen.findByTestId('audit-lines-31');
    const sort = within(lines).getByText('sort').closest('tr')!;
    expect(sort.textContent).toContain('Changed');
    expect(sort.textContent).toContain('1');
    expect(sort.textContent).toContain('2');
    expect(within(lines).getByText('name').closest('tr')!.textContent).not.toContain('Changed');
    fireEvent.click(screen.getByTestId('audit-row-30'));
    expect(await screen.findByText('Nothing else was recorded.')).toBeTruthy();
  });

  it('sends the filters (staff member, action, target, dates) and goes back to page 1', async () => {
    signIn();
    const { routes, queries } = auditApi();
    staffApi(STAFF.ADMIN, routes);
    renderApp('/audit');
    await screen.findByTestId('audit-row-31');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(queries.at(-1)?.get('pageNo')).toBe('2'));
    fireEvent.change(screen.getByTestId('audit-staff'), { target: { value: '3' } });
    fireEvent.change(screen.getByTestId('audit-action'), { target: { value: 'ops_coin_update' } });
    fireEvent.change(screen.getByTestId('audit-target'), { target: { value: 'coin:' } });
    fireEvent.change(screen.getByTestId('audit-from'), { target: { value: '2026-11-01T00:00' } });
    fireEvent.change(screen.getByTestId('audit-to'), { target: { value: '2026-12-01T00:00' } });
    fireEvent.click(screen.getByTestId('audit-apply'));
    await waitFor(() => expect(queries.at(-1)?.get('action')).toBe('OPS_COIN_UPDATE'));
    expect(Object.fromEntries(queries.at(-1)!)).toEqual({
      actor: 'STAFF',
      staffId: '3',
      action: 'OPS_COIN_UPDATE',
      target: 'coin:',
      from: fromLocalInput('2026-11-01T00:00'),
      to: fromLocalInput('2026-12-01T00:00'),
      pageNo: '1',
      pageSize: '20',
    });
  });

  it('refuses a malformed filter on the page and sends nothing', async () => {
    signIn();
    const { routes, queries } = auditApi();
    staffApi(STAFF.ADMIN, routes);
    renderApp('/audit');
    await screen.findByTestId('audit-row-31');
    const before = queries.length;
    fireEvent.change(screen.getByTestId('audit-target'), { target: { value: 'coin 7' } });
    fireEvent.click(screen.getByTestId('audit-apply'));
    expect(await screen.findByTestId('audit-invalid')).toBeTruthy();
    expect(queries.length).toBe(before);
    expect(toQuery({ actor: 'ALL', staffId: 'x', action: '', target: '', from: '', to: '' })).toBeNull();
  });

  it('says so when the log cannot be loaded', async () => {
    signIn();
    staffApi(STAFF.ADMIN, {
      'GET /api/admin/audit': { status: 500, body: envelope(null, '500', 'Server error') },
    });
    renderApp('/audit');
    expect(await screen.findByTestId('audit-failed')).toBeTruthy();
  });
});

describe('who may read the audit log', () => {
  it('an administrator has it in the menu', async () => {
    signIn();
    staffApi(STAFF.ADMIN, auditApi().routes);
    renderApp('/');
    expect(await screen.findByTestId('menu-audit')).toBeTruthy();
  });

  it.each([STAFF.CUSTOMER_SERVICE, STAFF.APPEAL_OFFICER])(
    '$role has no menu entry, meets the forbidden page and makes no audit call',
    async (staff) => {
      signIn();
      const { calls } = staffApi(staff, auditApi().routes);
      const view = renderApp('/');
      await screen.findByTestId('admin-menu');
      expect(screen.queryByTestId('menu-audit')).toBeNull();
      view.unmount();
      signIn();
      const second = staffApi(staff, auditApi().routes);
      renderApp('/audit');
      expect(await screen.findByTestId('forbidden-page')).toBeTruthy();
      expect([...calls, ...second.calls].some((c) => c.path === '/api/admin/audit')).toBe(false);
    },
  );
});
