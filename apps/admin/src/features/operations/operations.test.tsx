// /operations (issue 13): the maintenance window of spec §4 (set, shown, removed), the queue dashboard and
// the role rule (administrators only: customer service and appeal officers meet the forbidden page and
// make no Operations call). The API is the fetch stand-in of test/fetch.ts.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope, STAFF, staffApi, type Answer } from '../../test/fetch';
import { renderApp, signIn } from '../../test/render';
import { fromLocalInput, toLocalInput } from './time';

const hour = 3_600_000;

/** The maintenance calls over one stored window, as the API keeps it. */
function maintenanceApi(initial: { start: string; end: string } | null) {
  let window = initial;
  const view = () => ({
    window,
    active: !!window && Date.parse(window.start) <= Date.now() && Date.now() < Date.parse(window.end),
  });
  const routes: Record<string, Answer> = {
    'GET /api/admin/ops/maintenance': () => ({ body: envelope(view()) }),
    'POST /api/admin/ops/maintenance': ({ init }) => {
      window = JSON.parse(String(init.body)) as { start: string; end: string };
      return { body: envelope(view()) };
    },
    'POST /api/admin/ops/maintenance/clear': () => {
      window = null;
      return { body: envelope(view()) };
    },
  };
  return routes;
}

describe('the maintenance window in the console', () => {
  it('sets a window from local times: the API gets ISO instants and the page says it is in force', async () => {
    signIn();
    const { calls } = staffApi(STAFF.ADMIN, maintenanceApi(null));
    renderApp('/operations');
    expect((await screen.findByTestId('maintenance-current')).textContent).toBe(
      'No maintenance window is set.',
    );
    const start = toLocalInput(new Date(Date.now() - hour).toISOString());
    const end = toLocalInput(new Date(Date.now() + hour).toISOString());
    fireEvent.change(screen.getByTestId('maintenance-start'), { target: { value: start } });
    fireEvent.change(screen.getByTestId('maintenance-end'), { target: { value: end } });
    fireEvent.click(screen.getByTestId('maintenance-save'));
    expect((await screen.findByTestId('maintenance-state')).textContent).toBe('In force now');
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/admin/ops/maintenance');
    expect(post?.body).toEqual({ start: fromLocalInput(start), end: fromLocalInput(end) });
    expect(post?.headers.Authorization).toBe('Bearer staff-token');
  });

  it('refuses an end before the start in the form and sends nothing', async () => {
    signIn();
    const { calls } = staffApi(STAFF.ADMIN, maintenanceApi(null));
    renderApp('/operations');
    await screen.findByTestId('maintenance-current');
    fireEvent.change(screen.getByTestId('maintenance-start'), { target: { value: '2030-01-02T10:00' } });
    fireEvent.change(screen.getByTestId('maintenance-end'), { target: { value: '2030-01-02T09:00' } });
    fireEvent.click(screen.getByTestId('maintenance-save'));
    expect(await screen.findByText('The end must be after the start')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path.startsWith('/api/admin/ops/'))).toBe(false);
  });

  it('shows a scheduled window and removes it after confirmation', async () => {
    signIn();
    const window = {
      start: new Date(Date.now() + hour).toISOString(),
      end: new Date(Date.now() + 2 * hour).toISOString(),
    };
    const { calls } = staffApi(STAFF.ADMIN, maintenanceApi(window));
    renderApp('/operations');
    expect((await screen.findByTestId('maintenance-state')).textContent).toBe('Scheduled');
    expect((screen.getByTestId('maintenance-start') as HTMLInputElement).value).toBe(
      toLocalInput(window.start),
    );
    fireEvent.click(screen.getByTestId('maintenance-clear'));
    const confirm = await screen.findByRole('button', { name: 'Yes' });
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(screen.getByTestId('maintenance-current').textContent).toBe('No maintenance window is set.'),
    );
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/admin/ops/maintenance/clear')).toBe(
      true,
    );
  });

  it('opens the queue dashboard after its session is granted', async () => {
    signIn();
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    const { calls } = staffApi(STAFF.ADMIN, {
      ...maintenanceApi(null),
      'POST /api/admin/queues/session': { body: envelope({ expiresInSeconds: 900 }) },
    });
    renderApp('/operations');
    fireEvent.click(await screen.findByTestId('queues-open'));
    await waitFor(() => expect(tab.location.href).toBe('/api/admin/queues'));
    const session = calls.find((c) => c.path === '/api/admin/queues/session');
    expect(session?.headers).toMatchObject({ Authorization: 'Bearer staff-token' });
    expect(tab.opener).toBeNull();
  });

  it('shows the reserves beside it', async () => {
    signIn();
    staffApi(STAFF.ADMIN, maintenanceApi(null));
    renderApp('/operations');
    expect(within(await screen.findByTestId('area-operations')).getByTestId('queues-card')).toBeTruthy();
    expect(await screen.findByTestId('reserves-line-ERC20-USDT')).toBeTruthy();
  });
});

describe('who may open Operations and Configuration', () => {
  it.each([STAFF.CUSTOMER_SERVICE, STAFF.APPEAL_OFFICER])(
    '$role meets the forbidden page on both and makes no Operations call',
    async (staff) => {
      for (const path of ['/operations', '/config']) {
        signIn();
        const { calls } = staffApi(staff, maintenanceApi(null));
        const view = renderApp(path);
        expect(await screen.findByTestId('forbidden-page')).toBeTruthy();
        expect(calls.some((c) => c.path.startsWith('/api/admin/ops/'))).toBe(false);
        view.unmount();
      }
    },
  );
});
