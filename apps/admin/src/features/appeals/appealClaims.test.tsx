// Case work on the appeal desk (issue 25): the case's claim bar (who holds it; Claim, Release, Hand over
// to… with the officers the API lists; a colleague's claim named), "Decide and open next", the keyboard
// shortcuts (`c`, `n`, `d`, `?`, never while typing), and the queue's Holder column and holder filter.
// The API is the fetch stand-in of test/fetch.ts answering fixtures typed by the contracts.
import {
  AdminAppealClaimAnswer,
  AppealDeciderListAnswer,
  shapeProblems,
  type AdminAppealCaseDto,
  type AdminAppealClaimDto,
  type AppealDeciderDto,
} from '@p2p/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, STAFF, staffApi } from '../../test/fetch';
import { renderApp, signIn } from '../../test/render';
import { appealCase, deskApi, page, summary } from './appealFixtures';

const DECIDERS: AppealDeciderDto[] = [
  { id: 's-1', name: 'Ana Officer', role: 'APPEAL_OFFICER' },
  { id: 's-3', name: 'Ada Admin', role: 'ADMIN' },
  { id: 's-7', name: 'Bo Officer', role: 'APPEAL_OFFICER' },
];

type Staff = (typeof STAFF)[keyof typeof STAFF];

/**
 * The desk API with claims over case 71: claim, release and hand-over change who holds it (or answer
 * `claimCode` with the holder), `next` answers `nextId`, and every call is recorded.
 */
function claimsApi(
  start: { holderId?: string | null; holderName?: string | null } = {},
  options: { claimCode?: string; nextId?: string | null } = {},
) {
  let current: AdminAppealCaseDto = appealCase(
    {},
    {
      holderId: start.holderId ?? null,
      holderName: start.holderName ?? null,
      claimedAt: start.holderId ? new Date().toISOString() : null,
    },
  );
  const calls: { path: string; body?: unknown }[] = [];
  const desk = deskApi({ case: current });
  const hold = (holderId: string | null): { body: unknown } => {
    const holderName = DECIDERS.find((d) => d.id === holderId)?.name ?? null;
    const claimedAt = holderId ? new Date().toISOString() : null;
    current = { ...current, appeal: { ...current.appeal, holderId, holderName, claimedAt } };
    const answer: AdminAppealClaimDto = { appealId: '71', holderId, holderName, claimedAt };
    return { body: envelope(answer) };
  };
  const routes = {
    ...desk.routes,
    'GET /api/admin/appeals/71': () => ({ body: envelope(current) }),
    'POST /api/admin/appeals/71/claim': () => {
      calls.push({ path: 'claim' });
      if (options.claimCode)
        return {
          status: 409,
          body: envelope({ holderId: 's-7', holderName: 'Bo Officer' }, options.claimCode, 'held'),
        };
      return hold('s-1');
    },
    'POST /api/admin/appeals/71/release': () => {
      calls.push({ path: 'release' });
      return hold(null);
    },
    'POST /api/admin/appeals/71/handover': ({ init }: { init: RequestInit }) => {
      const body = JSON.parse(String(init.body)) as { staffId: string };
      calls.push({ path: 'handover', body });
      return hold(body.staffId);
    },
    'GET /api/admin/appeals/deciders': () => ({ body: envelope(DECIDERS) }),
    'GET /api/admin/appeals/next': ({ url }: { url: string }) => {
      calls.push({ path: `next?${new URL(url, 'http://console.test').searchParams.toString()}` });
      return { body: envelope({ id: options.nextId === undefined ? '72' : options.nextId }) };
    },
  };
  return { routes, calls, deskCalls: desk.calls };
}

function openCase(staff: Staff, api = claimsApi()) {
  signIn();
  staffApi(staff, api.routes);
  const view = renderApp('/appeals/71');
  return { ...view, api };
}

const holder = () => screen.getByTestId('claim-holder');
/** The labels of the open picker's options (antd's list, not its screen-reader copy). */
const optionTitles = () =>
  [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'));
const press = (key: string, target: Element = document.body) => fireEvent.keyDown(target, { key });

describe('the claim bar', () => {
  it('answers fixtures that fit the contracts (the claim and officer answers)', () => {
    const free: AdminAppealClaimDto = { appealId: '71', holderId: null, holderName: null, claimedAt: null };
    expect(shapeProblems(AdminAppealClaimAnswer.node, free)).toEqual([]);
    expect(shapeProblems(AppealDeciderListAnswer.node, DECIDERS)).toEqual([]);
  });

  it('shows an unclaimed case and claims it: the officer then holds it', async () => {
    const { api } = openCase(STAFF.APPEAL_OFFICER);
    await screen.findByTestId('claim-bar');
    expect(holder().getAttribute('data-state')).toBe('unclaimed');
    expect(holder().textContent).toBe('Unclaimed');
    fireEvent.click(screen.getByTestId('claim-take'));
    await waitFor(() => expect(holder().getAttribute('data-state')).toBe('mine'));
    expect(holder().textContent).toMatch(/^You hold this case \(since .+\)$/);
    expect(api.calls.map((c) => c.path)).toEqual(['claim']);
    expect(screen.queryByTestId('claim-take')).toBeNull();
    expect(screen.getByTestId('claim-release')).toBeTruthy();
  });

  it('names the colleague who holds a case; an officer cannot claim, release or hand it over', async () => {
    openCase(STAFF.APPEAL_OFFICER, claimsApi({ holderId: 's-7', holderName: 'Bo Officer' }));
    await screen.findByTestId('claim-bar');
    expect(holder().getAttribute('data-state')).toBe('other');
    expect(holder().textContent).toMatch(/^Held by Bo Officer \(since .+\)$/);
    expect(screen.getByTestId('claim-take').hasAttribute('disabled')).toBe(true);
    expect(screen.queryByTestId('claim-release')).toBeNull();
    expect(screen.queryByTestId('claim-handover')).toBeNull();
    expect(screen.getByTestId('claim-other-hint').textContent).toBe(
      'Only Bo Officer can decide this case; an admin can hand it over first.',
    );
  });

  it('says who was first when a colleague claimed the case meanwhile (5065), and reads the case again', async () => {
    const api = claimsApi({}, { claimCode: '5065' });
    openCase(STAFF.APPEAL_OFFICER, api);
    fireEvent.click(await screen.findByTestId('claim-take'));
    expect(await screen.findByText('This case is held by Bo Officer')).toBeTruthy();
    expect(holder().getAttribute('data-state')).toBe('unclaimed');
  });

  it('the holder releases the case back to the queue', async () => {
    const { api } = openCase(STAFF.APPEAL_OFFICER, claimsApi({ holderId: 's-1', holderName: 'Ana Officer' }));
    fireEvent.click(await screen.findByTestId('claim-release'));
    await waitFor(() => expect(holder().getAttribute('data-state')).toBe('unclaimed'));
    expect(api.calls.map((c) => c.path)).toEqual(['release']);
  });

  it('the holder hands the case to another officer picked from the active officers (not to themselves)', async () => {
    const { api } = openCase(STAFF.APPEAL_OFFICER, claimsApi({ holderId: 's-1', holderName: 'Ana Officer' }));
    fireEvent.click(await screen.findByTestId('claim-handover'));
    const select = screen.getByTestId('claim-handover-select');
    fireEvent.mouseDown(within(select).getByRole('combobox'));
    await screen.findByTitle('Bo Officer');
    expect(optionTitles()).toEqual(['Ada Admin', 'Bo Officer']);
    fireEvent.click(await screen.findByTitle('Bo Officer'));
    fireEvent.click(screen.getByTestId('claim-handover-confirm'));
    await waitFor(() => expect(holder().textContent).toMatch(/^Held by Bo Officer/));
    expect(api.calls).toEqual([{ path: 'handover', body: { staffId: 's-7' } }]);
    expect(screen.queryByTestId('claim-handover-select')).toBeNull();
  });

  it("an admin releases a colleague's claim and may take the case over", async () => {
    openCase(STAFF.ADMIN, claimsApi({ holderId: 's-7', holderName: 'Bo Officer' }));
    expect(await screen.findByTestId('claim-release')).toBeTruthy();
    fireEvent.click(screen.getByTestId('claim-handover'));
    fireEvent.mouseDown(within(screen.getByTestId('claim-handover-select')).getByRole('combobox'));
    await screen.findByTitle('Ana Officer');
    expect(optionTitles()).toEqual(['Ana Officer', 'Ada Admin (You)']);
  });

  it('shows customer service who holds the case, with nothing to change and no next case', async () => {
    openCase(STAFF.CUSTOMER_SERVICE, claimsApi({ holderId: 's-7', holderName: 'Bo Officer' }));
    await screen.findByTestId('claim-bar');
    expect(holder().textContent).toMatch(/^Held by Bo Officer/);
    for (const id of ['claim-take', 'claim-release', 'claim-handover', 'case-next']) {
      expect(screen.queryByTestId(id)).toBeNull();
    }
  });
});

describe('decide and open next', () => {
  async function decideThenNext() {
    fireEvent.click(within(await screen.findByTestId('decision-form')).getByText('Reject the appeal'));
    fireEvent.change(screen.getByTestId('decision-remarks'), { target: { value: 'No payment shown' } });
    fireEvent.click(screen.getByTestId('decision-submit-next'));
    fireEvent.click(await screen.findByTestId('decide-confirm'));
  }

  it("records the decision, then opens the officer's next case", async () => {
    const { router, api } = openCase(STAFF.APPEAL_OFFICER);
    await decideThenNext();
    await waitFor(() => expect(router.state.location.pathname).toBe('/appeals/72'));
    expect(api.calls.map((c) => c.path)).toEqual(['next?after=71']);
  });

  it('goes back to the queue when no case is left', async () => {
    const { router } = openCase(STAFF.APPEAL_OFFICER, claimsApi({}, { nextId: null }));
    await decideThenNext();
    await waitFor(() => expect(router.state.location.pathname).toBe('/appeals'));
    expect(await screen.findByText('No other case is waiting for you: back to the queue.')).toBeTruthy();
  });

  it('"Decide…" alone stays on the case', async () => {
    const { router, api } = openCase(STAFF.APPEAL_OFFICER);
    fireEvent.click(within(await screen.findByTestId('decision-form')).getByText('Reject the appeal'));
    fireEvent.change(screen.getByTestId('decision-remarks'), { target: { value: 'No payment shown' } });
    fireEvent.click(screen.getByTestId('decision-submit'));
    fireEvent.click(await screen.findByTestId('decide-confirm'));
    await screen.findByTestId('decision-closed');
    expect(router.state.location.pathname).toBe('/appeals/71');
    expect(api.calls).toEqual([]);
  });
});

describe('keyboard shortcuts on the case page', () => {
  it('`c` claims the case', async () => {
    const { api } = openCase(STAFF.APPEAL_OFFICER);
    await screen.findByTestId('claim-bar');
    press('c');
    await waitFor(() => expect(holder().getAttribute('data-state')).toBe('mine'));
    expect(api.calls.map((c) => c.path)).toEqual(['claim']);
  });

  it('ignores the shortcuts while typing in a field (the remarks), and with Ctrl held', async () => {
    const { api, router } = openCase(STAFF.APPEAL_OFFICER);
    const remarks = await screen.findByTestId('decision-remarks');
    press('c', remarks);
    press('n', remarks);
    fireEvent.keyDown(document.body, { key: 'c', ctrlKey: true });
    // The page still answers a key after them (`?` opens the list): a call the keys had started is sent by then.
    press('?');
    await screen.findByTestId('shortcuts-list');
    expect(api.calls).toEqual([]);
    expect(router.state.location.pathname).toBe('/appeals/71');
  });

  it('`n` opens the next case', async () => {
    const { router, api } = openCase(STAFF.APPEAL_OFFICER);
    await screen.findByTestId('claim-bar');
    press('n');
    await waitFor(() => expect(router.state.location.pathname).toBe('/appeals/72'));
    expect(api.calls.map((c) => c.path)).toEqual(['next?after=71']);
  });

  it('`d` moves the keyboard to the decision', async () => {
    openCase(STAFF.APPEAL_OFFICER);
    const form = await screen.findByTestId('decision-form');
    press('d');
    expect(form.contains(document.activeElement)).toBe(true);
    expect((document.activeElement as HTMLInputElement).type).toBe('radio');
  });

  it('`?` shows the list of shortcuts', async () => {
    openCase(STAFF.APPEAL_OFFICER);
    await screen.findByTestId('claim-bar');
    press('?');
    const list = await screen.findByTestId('shortcuts-list');
    expect(list.textContent).toContain('Claim this case');
    expect(list.textContent).toContain('Open the next case');
    expect(list.textContent).toContain('Go to the decision');
    expect(list.textContent).toContain('Show this list');
    expect([...list.querySelectorAll('kbd')].map((k) => k.textContent)).toEqual(['c', 'n', 'd', '?']);
  });

  it('changes nothing for customer service: `c` and `n` do not act', async () => {
    const { api, router } = openCase(STAFF.CUSTOMER_SERVICE);
    await screen.findByTestId('claim-bar');
    press('c');
    press('n');
    // The page still answers a key after them (`?` opens the list): a call the keys had started is sent by then.
    press('?');
    await screen.findByTestId('shortcuts-list');
    expect(api.calls).toEqual([]);
    expect(router.state.location.pathname).toBe('/appeals/71');
  });
});

describe('the shortcut list', () => {
  it('opens from the ? button of the claim bar too', async () => {
    openCase(STAFF.CUSTOMER_SERVICE);
    fireEvent.click(await screen.findByTestId('shortcuts-open'));
    expect((await screen.findByTestId('shortcuts-list')).textContent).toContain('Claim this case');
  });
});

describe('the queue', () => {
  it("shows each case's holder: you, a colleague by name, or unclaimed", async () => {
    signIn();
    const rows = [
      summary({ id: '71' }),
      summary({
        id: '72',
        orderId: '9002',
        holderId: 's-1',
        holderName: 'Ana Officer',
        claimedAt: new Date().toISOString(),
      }),
      summary({
        id: '73',
        orderId: '9003',
        holderId: 's-7',
        holderName: 'Bo Officer',
        claimedAt: new Date().toISOString(),
      }),
    ];
    const desk = deskApi({ queue: page(rows) });
    staffApi(STAFF.APPEAL_OFFICER, desk.routes);
    renderApp('/appeals');
    await screen.findByTestId('queue-row-71');
    expect(screen.getByTestId('queue-holder-71').textContent).toBe('Unclaimed');
    expect(screen.getByTestId('queue-holder-72').textContent).toBe('You');
    expect(screen.getByTestId('queue-holder-72').getAttribute('data-state')).toBe('mine');
    expect(screen.getByTestId('queue-holder-73').textContent).toBe('Bo Officer');
  });

  it('asks for unclaimed cases first by due time, and filters by holder in the address', async () => {
    signIn();
    const desk = deskApi({ queue: page([summary()]) });
    staffApi(STAFF.APPEAL_OFFICER, desk.routes);
    const { router } = renderApp('/appeals');
    await screen.findByTestId('queue-row-71');
    const query = (url: string) => Object.fromEntries(new URL(url, 'http://console.test').searchParams);
    expect(query(desk.calls.queueUrls[0]!).sort).toBe('CLAIM_DUE');
    expect(query(desk.calls.queueUrls[0]!).claimed).toBeUndefined();
    fireEvent.mouseDown(within(screen.getByTestId('queue-claimed')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Held by me'));
    await waitFor(() => expect(query(desk.calls.queueUrls.at(-1)!).claimed).toBe('mine'));
    expect(router.state.location.search).toBe('?claimed=mine');
  });

  it('reads the holder filter from the address', async () => {
    signIn();
    const desk = deskApi({ queue: page([summary()]) });
    staffApi(STAFF.APPEAL_OFFICER, desk.routes);
    renderApp('/appeals?claimed=unclaimed');
    await screen.findByTestId('queue-row-71');
    expect(new URL(desk.calls.queueUrls[0]!, 'http://console.test').searchParams.get('claimed')).toBe(
      'unclaimed',
    );
    expect(screen.getByTestId('queue-claimed').textContent).toContain('Unclaimed');
  });
});
