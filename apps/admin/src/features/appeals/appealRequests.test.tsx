// The case page's messages to the parties and requests for evidence (issue 25): "Message the parties" (a
// free text, or a template with its hours) and "Ask for evidence" (side, note, hours) for the roles that
// decide, the requests with their state (open, answered, overdue) for everyone on the desk, staff messages
// shown apart in the chat, nothing to send on a closed case, and a 5003 refusal reading the case again.
// The API is the fetch stand-in of test/fetch.ts answering fixtures typed by the contracts.
import {
  AdminAppealCaseAnswer,
  shapeProblems,
  type AdminAppealCaseDto,
  type AppealEvidenceRequestDto,
  type ChatMessageDto,
} from '@p2p/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, STAFF, staffApi, type Answer } from '../../test/fetch';
import { renderApp, signIn } from '../../test/render';
import { appealCase, deskApi } from './appealFixtures';

const jsdomUrl = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
beforeAll(() => {
  Object.assign(URL, { createObjectURL: () => 'blob:desk', revokeObjectURL: () => undefined });
});
afterAll(() => {
  Object.assign(URL, jsdomUrl);
});

const T = '2026-11-28T10:00:00.000Z';

function request(over: Partial<AppealEvidenceRequestDto> = {}): AppealEvidenceRequestDto {
  return {
    id: 'rq1',
    side: 'BUYER',
    note: 'The receipt of the transfer',
    dueAt: '2026-11-28T16:00:00.000Z',
    state: 'OPEN',
    answeredAt: null,
    staffName: 'Ana Officer',
    createdAt: T,
    ...over,
  };
}

function staffMessage(id: string, text: string): ChatMessageDto {
  return {
    id,
    orderId: '9001',
    kind: 'TEXT',
    senderId: null,
    senderKind: 'STAFF',
    staffName: 'Ana Officer',
    mine: false,
    text,
    fileId: null,
    imageUrl: null,
    read: false,
    readAt: null,
    createdAt: T,
  };
}

/** The desk stand-in plus the two calls of issue 25, recording their bodies. */
function requestsApi(start: AdminAppealCaseDto, refuseAsk = false) {
  const desk = deskApi({ case: start });
  let current = start;
  const bodies: { path: string; body: Record<string, unknown> }[] = [];
  let reads = 0;
  const routes: Record<string, Answer> = {
    ...desk.routes,
    'GET /api/admin/appeals/71': () => {
      reads += 1;
      return { body: envelope(current) };
    },
    'POST /api/admin/appeals/71/message': ({ init }) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      bodies.push({ path: 'message', body });
      current = { ...current, chat: [...current.chat, staffMessage('c9', String(body.text ?? 'template'))] };
      return { body: envelope(current) };
    },
    'POST /api/admin/appeals/71/evidence-requests': ({ init }) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      bodies.push({ path: 'request', body });
      if (refuseAsk) {
        current = { ...current, appeal: { ...current.appeal, stage: 'CLOSED', result: 'REJECTED' } };
        return { status: 409, body: envelope(null, '5003', 'appeal already processed') };
      }
      const added = request({ id: 'rq9', side: body.side as 'BUYER' | 'SELLER', note: String(body.note) });
      current = {
        ...current,
        appeal: { ...current.appeal, evidenceRequests: [added, ...current.appeal.evidenceRequests] },
      };
      return { body: envelope(current) };
    },
  };
  return { routes, bodies, reads: () => reads };
}

function openCase(
  staff: (typeof STAFF)[keyof typeof STAFF],
  api: ReturnType<typeof requestsApi>,
  lang?: 'zh_TW',
) {
  signIn();
  staffApi(staff, api.routes);
  return renderApp('/appeals/71', lang ? { lang } : {});
}

describe('messages to the parties and requests for evidence on a case (issue 25)', () => {
  it('answers fixtures that fit the contracts (a case with requests and a staff message)', () => {
    const c = appealCase({ chat: [staffMessage('c9', 'hi')] }, { evidenceRequests: [request()] });
    expect(shapeProblems(AdminAppealCaseAnswer.node, c)).toEqual([]);
  });

  it('sends a free text to both parties; the staff message shows apart in the chat with the officer name', async () => {
    const api = requestsApi(appealCase());
    openCase(STAFF.APPEAL_OFFICER, api);
    const box = await screen.findByTestId('staff-message-box');
    fireEvent.change(within(box).getByTestId('staff-message-text'), {
      target: { value: '  Seller, please check your account.  ' },
    });
    fireEvent.click(within(box).getByTestId('staff-message-send'));
    await waitFor(() =>
      expect(api.bodies).toEqual([{ path: 'message', body: { text: 'Seller, please check your account.' } }]),
    );
    const shown = await screen.findByTestId('chat-c9');
    expect(shown.className).toContain('desk-chat-msg--staff');
    expect(shown.textContent).toContain('Staff · Ana Officer');
    expect(shown.textContent).toContain('Seller, please check your account.');
  });

  it('sends a template with its hours (REPLY_WITHIN), and no blank text', async () => {
    const api = requestsApi(appealCase());
    openCase(STAFF.ADMIN, api);
    const box = await screen.findByTestId('staff-message-box');
    fireEvent.click(within(box).getByTestId('staff-message-send'));
    expect(await within(box).findByText('Write 1 to 1000 characters')).toBeTruthy();
    expect(api.bodies).toEqual([]);

    fireEvent.click(within(box).getByText('Template'));
    fireEvent.click(await within(box).findByText('Please reply within a time limit'));
    const hours = await within(box).findByTestId('staff-message-hours');
    fireEvent.change(hours, { target: { value: '12' } });
    fireEvent.click(within(box).getByTestId('staff-message-send'));
    await waitFor(() =>
      expect(api.bodies).toEqual([
        { path: 'message', body: { template: 'REPLY_WITHIN', params: { hours: 12 } } },
      ]),
    );
  });

  it('asks the seller for evidence with a note and hours; the request is listed as open', async () => {
    const api = requestsApi(appealCase());
    openCase(STAFF.APPEAL_OFFICER, api);
    const card = await screen.findByTestId('evidence-requests');
    expect(within(card).getByText('No request yet.')).toBeTruthy();
    fireEvent.click(within(card).getByText('Seller'));
    fireEvent.change(within(card).getByTestId('evidence-request-note'), {
      target: { value: 'The bank statement of the day' },
    });
    fireEvent.change(within(card).getByTestId('evidence-request-hours'), { target: { value: '12' } });
    fireEvent.click(within(card).getByTestId('evidence-request-send'));
    await waitFor(() =>
      expect(api.bodies).toEqual([
        { path: 'request', body: { side: 'SELLER', note: 'The bank statement of the day', hours: 12 } },
      ]),
    );
    const row = await within(card).findByTestId('evidence-request-rq9');
    expect(row.dataset.state).toBe('OPEN');
    expect(within(row).getByTestId('evidence-request-state').textContent).toBe('Open');
    expect(row.textContent).toContain('Seller');
    expect(row.textContent).toContain('The bank statement of the day');
    expect(row.textContent).toContain('Asked by Ana Officer');
  });

  it('refuses a blank note before sending', async () => {
    const api = requestsApi(appealCase());
    openCase(STAFF.APPEAL_OFFICER, api);
    const card = await screen.findByTestId('evidence-requests');
    fireEvent.click(within(card).getByTestId('evidence-request-send'));
    expect(await within(card).findByText('Write 1 to 500 characters')).toBeTruthy();
    expect(api.bodies).toEqual([]);
  });

  it('lists each request with its state: open, answered (when), overdue', async () => {
    const requests = [
      request({ id: 'a', state: 'OPEN' }),
      request({ id: 'b', side: 'SELLER', state: 'ANSWERED', answeredAt: '2026-11-28T11:00:00.000Z' }),
      request({ id: 'c', state: 'OVERDUE' }),
    ];
    openCase(STAFF.APPEAL_OFFICER, requestsApi(appealCase({}, { evidenceRequests: requests })));
    const list = await screen.findByTestId('evidence-request-list');
    const states = within(list)
      .getAllByTestId('evidence-request-state')
      .map((tag) => tag.textContent);
    expect(states).toEqual(['Open', 'Answered', 'Overdue']);
    expect(within(list).getByTestId('evidence-request-b').textContent).toContain('Answered');
    expect(within(list).getByTestId('evidence-request-a').textContent).toContain('Due');
  });

  it('shows customer service the requests but neither the message box nor the ask form', async () => {
    openCase(STAFF.CUSTOMER_SERVICE, requestsApi(appealCase({}, { evidenceRequests: [request()] })));
    expect(await screen.findByTestId('evidence-request-rq1')).toBeTruthy();
    expect(screen.queryByTestId('staff-message-box')).toBeNull();
    expect(screen.queryByTestId('evidence-request-form')).toBeNull();
  });

  it('offers nothing to send on a closed case', async () => {
    const closed = appealCase({}, { stage: 'CLOSED', result: 'REJECTED' });
    openCase(STAFF.APPEAL_OFFICER, requestsApi(closed));
    expect(await screen.findByTestId('staff-message-closed')).toBeTruthy();
    expect(screen.getByTestId('evidence-request-not-open')).toBeTruthy();
    expect(screen.queryByTestId('evidence-request-form')).toBeNull();
  });

  it('reads the case again when the API says it is no longer open (5003)', async () => {
    const api = requestsApi(appealCase(), true);
    openCase(STAFF.APPEAL_OFFICER, api);
    const card = await screen.findByTestId('evidence-requests');
    const before = api.reads();
    fireEvent.change(within(card).getByTestId('evidence-request-note'), { target: { value: 'Receipt' } });
    fireEvent.click(within(card).getByTestId('evidence-request-send'));
    await waitFor(() => expect(api.reads()).toBeGreaterThan(before));
    expect(await screen.findByTestId('evidence-request-not-open')).toBeTruthy();
    expect(document.querySelector('.ant-message-success')).toBeNull();
  });

  it('is written in the chosen language', async () => {
    openCase(STAFF.APPEAL_OFFICER, requestsApi(appealCase()), 'zh_TW');
    expect((await screen.findByTestId('staff-message-box')).textContent).toContain('傳訊息給雙方');
    expect(screen.getByTestId('evidence-requests').textContent).toContain('要求提供證據');
  });
});
