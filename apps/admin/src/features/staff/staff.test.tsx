// /staff (issue 25, administrators): the staff list paged on the server with each account's role, state,
// second factor and last sign-in; adding staff; and per account a role change, deactivation, activation
// and a second-factor reset, each behind a confirmation with a reason. Customer service and appeal
// officers meet the forbidden page. The API is the fetch stand-in.
import { resources } from '@p2p/i18n';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { STAFF, staffApi, type Call } from '../../test/fetch';
import { renderApp, signIn } from '../../test/render';
import { member, ME, staffAdminApi, type Refusal } from './staffAdminFixtures';

function open(
  accounts = [member(), ME],
  refuse?: Refusal,
  staff: (typeof STAFF)[keyof typeof STAFF] = STAFF.ADMIN,
) {
  signIn();
  const api = staffAdminApi(accounts, refuse);
  const stub = staffApi(staff, api.routes);
  const view = renderApp('/staff');
  return { ...stub, view, api };
}

const posts = (calls: Call[], path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);

async function confirmWithReason(text: string) {
  fireEvent.change(await screen.findByTestId('support-reason'), { target: { value: text } });
  fireEvent.click(screen.getByTestId('support-reason-ok'));
}

describe('the staff list', () => {
  it("shows each account's role, state, second factor and last sign-in", async () => {
    open([
      member(),
      member({
        id: '12',
        name: 'Nia New',
        role: 'APPEAL_OFFICER',
        secondFactor: false,
        lastLoginAt: null,
        active: false,
      }),
      ME,
    ]);
    const row = await screen.findByTestId('staff-row-11');
    expect(within(row).getByText('cara@staff.test')).toBeTruthy();
    expect(screen.getByTestId('staff-role-11').textContent).toBe('Customer service');
    expect(screen.getByTestId('staff-status-11').textContent).toBe('Active');
    expect(screen.getByTestId('staff-2fa-11').textContent).toBe('Set up');
    expect(screen.getByTestId('staff-login-11').textContent).not.toBe('Never');
    expect(screen.getByTestId('staff-role-12').textContent).toBe('Appeal officer');
    expect(screen.getByTestId('staff-status-12').textContent).toBe('Deactivated');
    expect(screen.getByTestId('staff-2fa-12').textContent).toBe('Not set up');
    expect(screen.getByTestId('staff-login-12').textContent).toBe('Never');
    expect(screen.getByText('3 staff members')).toBeTruthy();
  });

  it('asks the server for one page at a time', async () => {
    const many = Array.from({ length: 25 }, (_, i) => member({ id: String(200 + i), name: `Member ${i}` }));
    const { calls } = open([...many, ME]);
    expect(await screen.findByTestId('staff-row-200')).toBeTruthy();
    expect(screen.queryByTestId('staff-row-220')).toBeNull();
    const first = calls.find((c) => c.path === '/api/admin/staff');
    expect(first).toBeTruthy();
    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByTestId('staff-row-220')).toBeTruthy();
  });

  it("offers no change of one's own account", async () => {
    open();
    expect((await screen.findByTestId(`staff-self-${ME.id}`)).textContent).toBe('You');
    expect(screen.queryByTestId(`staff-deactivate-${ME.id}`)).toBeNull();
    expect(screen.queryByTestId(`staff-roleChange-${ME.id}`)).toBeNull();
  });
});

describe('adding staff', () => {
  it('creates an account with email, name, role and an initial password; the list shows it', async () => {
    const { calls } = open();
    fireEvent.click(await screen.findByTestId('staff-add'));
    expect(await screen.findByText(/sets up two-step verification at the first sign-in/)).toBeTruthy();
    fireEvent.change(screen.getByTestId('staff-create-email'), { target: { value: 'dan@staff.test' } });
    fireEvent.change(screen.getByTestId('staff-create-name'), { target: { value: 'Dan Desk' } });
    fireEvent.change(screen.getByTestId('staff-create-password'), { target: { value: 'a-long-initial-pw' } });
    fireEvent.click(screen.getByTestId('staff-create-submit'));
    expect(await screen.findByText('dan@staff.test can now sign in')).toBeTruthy();
    expect(posts(calls, '/api/admin/staff').map((c) => c.body)).toEqual([
      { email: 'dan@staff.test', name: 'Dan Desk', role: 'CUSTOMER_SERVICE', password: 'a-long-initial-pw' },
    ]);
    expect(await screen.findByTestId('staff-row-100')).toBeTruthy();
    expect(screen.getByTestId('staff-2fa-100').textContent).toBe('Not set up');
  });

  it('refuses an initial password under 12 characters and sends nothing', async () => {
    const { calls } = open();
    fireEvent.click(await screen.findByTestId('staff-add'));
    fireEvent.change(await screen.findByTestId('staff-create-email'), {
      target: { value: 'dan@staff.test' },
    });
    fireEvent.change(screen.getByTestId('staff-create-name'), { target: { value: 'Dan' } });
    fireEvent.change(screen.getByTestId('staff-create-password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByTestId('staff-create-submit'));
    // The rule's hint under the field, and the same text as the field's error once checked.
    await waitFor(() =>
      expect(screen.getAllByText('At least 12 and at most 128 characters')).toHaveLength(2),
    );
    expect(posts(calls, '/api/admin/staff')).toEqual([]);
  });

  it('shows the text of a taken email (5070)', async () => {
    open(undefined, { status: 409, code: '5070' });
    fireEvent.click(await screen.findByTestId('staff-add'));
    fireEvent.change(await screen.findByTestId('staff-create-email'), {
      target: { value: 'cara@staff.test' },
    });
    fireEvent.change(screen.getByTestId('staff-create-name'), { target: { value: 'Cara' } });
    fireEvent.change(screen.getByTestId('staff-create-password'), { target: { value: 'a-long-initial-pw' } });
    fireEvent.click(screen.getByTestId('staff-create-submit'));
    expect(await screen.findByText(resources.en.errors['5070'])).toBeTruthy();
  });
});

describe('changes of an account, each with a reason', () => {
  it('changes the role to the one chosen', async () => {
    const { calls } = open();
    fireEvent.click(await screen.findByTestId('staff-roleChange-11'));
    expect(await screen.findByText('Change the role of Cara Service')).toBeTruthy();
    fireEvent.mouseDown(screen.getByTestId('staff-role-select').querySelector('input')!);
    fireEvent.click(await screen.findByTitle('Administrator'));
    await confirmWithReason('Team lead');
    await waitFor(() => expect(screen.getByTestId('staff-role-11').textContent).toBe('Administrator'));
    expect(posts(calls, '/api/admin/staff/11/role').map((c) => c.body)).toEqual([
      { role: 'ADMIN', reason: 'Team lead' },
    ]);
  });

  it('deactivates with a reason (the sessions end), then activates again', async () => {
    const { calls } = open();
    fireEvent.click(await screen.findByTestId('staff-deactivate-11'));
    expect((await screen.findByTestId('staff-change-hint')).textContent).toMatch(/sessions end at once/);
    await confirmWithReason('Left the company');
    await waitFor(() => expect(screen.getByTestId('staff-status-11').textContent).toBe('Deactivated'));
    expect(posts(calls, '/api/admin/staff/11/deactivate').map((c) => c.body)).toEqual([
      { reason: 'Left the company' },
    ]);
    fireEvent.click(await screen.findByTestId('staff-activate-11'));
    await confirmWithReason('Back from leave');
    await waitFor(() => expect(screen.getByTestId('staff-status-11').textContent).toBe('Active'));
    expect(posts(calls, '/api/admin/staff/11/activate')).toHaveLength(1);
  });

  it('resets the second factor: the member sets up a new authenticator', async () => {
    const { calls } = open();
    fireEvent.click(await screen.findByTestId('staff-reset-11'));
    await confirmWithReason('Lost phone');
    await waitFor(() => expect(screen.getByTestId('staff-2fa-11').textContent).toBe('Not set up'));
    expect(screen.queryByTestId('staff-reset-11')).toBeNull();
    expect(posts(calls, '/api/admin/staff/11/reset-second-factor').map((c) => c.body)).toEqual([
      { reason: 'Lost phone' },
    ]);
  });

  it('sends nothing without a reason', async () => {
    const { calls } = open();
    fireEvent.click(await screen.findByTestId('staff-deactivate-11'));
    fireEvent.click(await screen.findByTestId('support-reason-ok'));
    expect(await screen.findByText('Give a reason of 1 to 255 characters')).toBeTruthy();
    expect(posts(calls, '/api/admin/staff/11/deactivate')).toEqual([]);
  });

  it('shows the text of the last-administrator refusal (5072)', async () => {
    open([member({ role: 'ADMIN' }), ME], { status: 409, code: '5072' });
    fireEvent.click(await screen.findByTestId('staff-deactivate-11'));
    await confirmWithReason('Reorganisation');
    expect(await screen.findByText(resources.en.errors['5072'])).toBeTruthy();
    expect(screen.getByTestId('staff-status-11').textContent).toBe('Active');
  });
});

describe('who may open Staff', () => {
  it('heads the page with its menu name and description, and lists it in the menu of an administrator', async () => {
    open();
    const page = await screen.findByTestId('staff-page');
    const heading = page.querySelector('.page-heading');
    expect(heading?.querySelector('h3')?.textContent).toBe(en.nav.staff);
    expect(heading?.textContent).toContain(en.areas.staff.description);
    expect(screen.getAllByRole('menuitem').some((item) => item.textContent?.includes('Staff'))).toBe(true);
  });

  it.each([STAFF.CUSTOMER_SERVICE, STAFF.APPEAL_OFFICER])(
    '$role meets the forbidden page and makes no staff call',
    async (staff) => {
      const { calls } = open(undefined, undefined, staff);
      expect(await screen.findByTestId('forbidden-page')).toBeTruthy();
      expect(calls.some((c) => c.path.startsWith('/api/admin/staff'))).toBe(false);
    },
  );

  it('an administrator opens it in the chosen language', async () => {
    signIn();
    staffApi(STAFF.ADMIN, staffAdminApi().routes);
    renderApp('/staff', { lang: 'zh_TW' });
    expect(await screen.findByText('新增員工')).toBeTruthy();
    expect((await screen.findByTestId('staff-status-11')).textContent).toBe('啟用中');
  });
});
