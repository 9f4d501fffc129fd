// The appeal officers' requests for evidence on the order's appeal card (issue 25): what is asked, by whom,
// the deadline and its countdown, "overdue" once it has passed; the party answers with "Add evidence" and
// the answered request leaves the card; the other side's requests and those of a closed case are not shown.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AppealEvidenceRequestDto } from '@p2p/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sentRequests } from '../../test/fetchStub';
import { renderApp, signIn } from '../../test/renderApp';
import { orderAnswer } from '../orders/ordersTestKit';
import { appealAnswer, stubAppealsApi } from './appealsTestKit';

const jsdomUrl = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
beforeEach(() => {
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => `blob:evidence-${blob.size}`,
    revokeObjectURL: () => undefined,
  });
});
afterEach(() => {
  Object.assign(URL, jsdomUrl);
});

const inAppeal = () => orderAnswer({ status: 'IN_APPEAL', actions: [], deadlineAt: null });

function request(over: Partial<AppealEvidenceRequestDto> = {}): AppealEvidenceRequestDto {
  return {
    id: 'rq1',
    side: 'BUYER',
    note: 'The bank statement showing the transfer',
    dueAt: new Date(Date.now() + 2 * 3600_000 + 5 * 60_000).toISOString(),
    state: 'OPEN',
    answeredAt: null,
    staffName: 'Olga',
    createdAt: new Date().toISOString(),
    ...over,
  };
}

describe('/orderDetail: an officer’s request for evidence on the appeal card', () => {
  it('shows what is asked, by whom, the deadline and the countdown, with the add-evidence action', async () => {
    signIn();
    stubAppealsApi({ orders: [inAppeal()], appeals: [appealAnswer({ evidenceRequests: [request()] })] });
    renderApp('/orderDetail?id=101', { realPages: true });
    const card = await screen.findByTestId('order-appeal-state');
    const box = await within(card).findByTestId('appeal-requests');
    expect(box.textContent).toContain('The appeal officer asks you for evidence');
    const item = within(box).getByTestId('appeal-request-rq1');
    expect(item.dataset.state).toBe('OPEN');
    expect(within(item).getByTestId('appeal-request-note').textContent).toBe(
      'The bank statement showing the transfer',
    );
    expect(item.textContent).toContain('Asked by Olga');
    expect(item.textContent).toMatch(/Add it by /);
    expect(within(item).getByTestId('appeal-request-countdown').textContent).toMatch(
      /^Time left: 2:0[45]:\d\d$/,
    );
    expect(within(card).getByTestId('appeal-add-evidence')).toBeTruthy();
  });

  it('says the time limit has passed for an overdue request (evidence can still be added)', async () => {
    signIn();
    const overdue = request({ state: 'OVERDUE', dueAt: new Date(Date.now() - 60_000).toISOString() });
    stubAppealsApi({ orders: [inAppeal()], appeals: [appealAnswer({ evidenceRequests: [overdue] })] });
    renderApp('/orderDetail?id=101', { realPages: true });
    const item = await screen.findByTestId('appeal-request-rq1');
    expect(item.dataset.state).toBe('OVERDUE');
    expect(within(item).getByTestId('appeal-request-countdown').textContent).toBe(
      'The time limit has passed; you can still add evidence',
    );
    expect(screen.getByTestId('appeal-add-evidence')).toBeTruthy();
  });

  it('answering with evidence removes the request from the card', async () => {
    signIn();
    const fetchMock = stubAppealsApi({
      orders: [inAppeal()],
      appeals: [appealAnswer({ evidenceRequests: [request()] })],
    });
    renderApp('/orderDetail?id=101', { realPages: true });
    const card = await screen.findByTestId('order-appeal-state');
    await within(card).findByTestId('appeal-requests');
    fireEvent.click(within(card).getByTestId('appeal-add-evidence'));
    const form = await within(card).findByTestId('appeal-add-evidence-form');
    fireEvent.change(within(form).getByTestId('appeal-evidence-input'), {
      target: { files: [new File([new Uint8Array(4)], 'statement.png', { type: 'image/png' })] },
    });
    await within(form).findByTestId('appeal-evidence-0');
    await waitFor(() =>
      expect((within(form).getByTestId('appeal-send-evidence') as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(within(form).getByTestId('appeal-send-evidence'));
    await waitFor(() =>
      expect(sentRequests(fetchMock, '/api/c2c/appeal/ap1/evidence', 'POST')).toHaveLength(1),
    );
    await waitFor(() => expect(within(card).queryByTestId('appeal-requests')).toBeNull());
  });

  it('shows no request once answered, nor on a decided case', async () => {
    signIn();
    stubAppealsApi({
      orders: [inAppeal()],
      appeals: [
        appealAnswer({
          evidenceRequests: [request({ state: 'ANSWERED', answeredAt: new Date().toISOString() })],
        }),
      ],
    });
    const view = renderApp('/orderDetail?id=101', { realPages: true });
    await screen.findByTestId('order-appeal-state');
    expect(screen.queryByTestId('appeal-requests')).toBeNull();
    view.unmount();

    stubAppealsApi({
      orders: [inAppeal()],
      appeals: [
        appealAnswer({
          stage: 'DECIDED',
          result: 'BUYER_WINS',
          pendingDecision: 'BUYER_WINS',
          executeAt: new Date(Date.now() + 3600_000).toISOString(),
          evidenceRequests: [request()],
        }),
      ],
    });
    renderApp('/orderDetail?id=101', { realPages: true });
    await screen.findByTestId('appeal-scheduled');
    expect(screen.queryByTestId('appeal-requests')).toBeNull();
  });
});
