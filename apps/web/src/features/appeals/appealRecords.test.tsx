import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { askedDialog } from '../../test/dialogs';
import { sentRequests } from '../../test/fetchStub';
import { renderApp, signIn } from '../../test/renderApp';
import { orderAnswer } from '../orders/ordersTestKit';
import { appealAnswer, stubAppealsApi, type AppealsApiState } from './appealsTestKit';

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

/** Taps the card's cancel and answers the confirmation it opens (a closed one may still be leaving the page). */
const cancelAnswering = async (card: HTMLElement, button: string, read?: (dialog: HTMLElement) => void) => {
  const dialog = await askedDialog(() => fireEvent.click(within(card).getByTestId('appeal-cancel')));
  expect(within(dialog).getByText('Cancel the appeal?')).toBeTruthy();
  read?.(dialog);
  fireEvent.click(within(dialog).getByText(button));
};

describe('/appeal: the appeal records (spec §2 appeal record, §4 appeal results)', () => {
  it('lists the caller’s appeals, newest first, with who filed them, the reason, the result, the caller’s outcome, the remarks and the evidence', async () => {
    signIn();
    const won = appealAnswer({
      id: 'ap2',
      orderId: '102',
      orderStatus: 'PENDING_CHAIN_CONFIRM',
      result: 'BUYER_WINS',
      outcome: 'INITIATOR_WINS',
      stage: 'CLOSED',
      reviewerRemarks: 'The bank statement shows the payment.',
      decidedAt: '2026-11-25T11:00:00.000Z',
      executeAt: '2026-11-25T13:00:00.000Z',
      executedAt: '2026-11-25T13:00:01.000Z',
      evidence: [
        {
          id: 'e1',
          kind: 'IMAGE',
          fileId: 'f7',
          url: '/api/file/f7',
          uploaderSide: 'BUYER',
          mine: true,
          createdAt: '2026-11-25T10:10:00.000Z',
        },
      ],
    });
    const theirs = appealAnswer({
      id: 'ap1',
      orderId: '101',
      role: 'SELLER',
      mine: false,
      initiatorSide: 'BUYER',
      reasonCode: 'OTHER',
      reasonText: 'No answer in the chat',
      result: 'SELLER_WINS',
      outcome: 'SELLER_WINS',
      stage: 'DECIDED',
      pendingDecision: 'SELLER_WINS',
      decidedAt: '2026-11-25T11:00:00.000Z',
      executeAt: '2026-11-25T14:30:00.000Z',
    });
    const fetchMock = stubAppealsApi({ orders: [inAppeal()], appeals: [won, theirs] });
    renderApp('/appeal', { realPages: true });
    const first = await screen.findByTestId('appeal-record-ap2');
    const rows = [...screen.getByTestId('appeal-records').querySelectorAll('article')].map(
      (a) => a.dataset.testid,
    );
    expect(rows).toEqual(['appeal-record-ap2', 'appeal-record-ap1']);
    expect(within(first).getByTestId('appeal-filed-by').textContent).toBe('You');
    expect(within(first).getByTestId('appeal-result').textContent).toBe('Buyer wins');
    expect(within(first).getByTestId('appeal-outcome').textContent?.trim()).toBe('You won');
    expect(within(first).getByTestId('appeal-remarks').textContent).toBe(
      'The bank statement shows the payment.',
    );
    expect(within(first).getByTestId('appeal-order-link').getAttribute('href')).toBe('/orderDetail?id=102');
    expect(within(first).queryByTestId('appeal-execute-at')).toBeNull();
    // The evidence is read with the session's token and shown from a blob URL.
    expect((await within(first).findByTestId('appeal-evidence-image')).getAttribute('src')).toBe(
      'blob:evidence-8',
    );
    expect(sentRequests(fetchMock, '/api/file/f7')[0]!.headers.Authorization).toBe('Bearer test-token');
    const second = screen.getByTestId('appeal-record-ap1');
    expect(within(second).getByTestId('appeal-filed-by').textContent).toBe('Buyer');
    expect(within(second).getByTestId('appeal-reason').textContent).toBe('Other: No answer in the chat');
    expect(within(second).queryByTestId('appeal-outcome')).toBeNull();
    expect(
      within(second).getByTestId('appeal-execute-at').querySelector('time')!.getAttribute('dateTime'),
    ).toBe('2026-11-25T14:30:00.000Z');
    expect(screen.getByText('No more appeals')).toBeTruthy();
  });

  it('says when there are no appeals', async () => {
    signIn();
    stubAppealsApi({ orders: [], appeals: [] });
    renderApp('/appeal', { realPages: true });
    expect((await screen.findByTestId('appeal-records-empty')).textContent).toContain('No appeals yet');
  });

  it('shows the records in the chosen language (zh_TW)', async () => {
    signIn();
    stubAppealsApi({
      orders: [],
      appeals: [appealAnswer({ result: 'REJECTED', outcome: 'REJECTED', stage: 'CLOSED' })],
    });
    renderApp('/appeal', { realPages: true, lang: 'zh_TW' });
    expect((await screen.findByText('申訴紀錄')).tagName).toBe('H1');
    expect(screen.getByTestId('appeal-result').textContent).toBe('已駁回');
  });
});

describe('/orderDetail?id=: the appeal state while the order is under appeal', () => {
  it('shows the pending decision with its execution time, the remarks, and no cancel once decided', async () => {
    signIn();
    stubAppealsApi({
      orders: [inAppeal()],
      appeals: [
        appealAnswer({
          result: 'BUYER_WINS',
          outcome: 'BUYER_WINS',
          stage: 'DECIDED',
          pendingDecision: 'BUYER_WINS',
          reviewerRemarks: 'Payment proven.',
          decidedAt: '2026-11-25T11:00:00.000Z',
          executeAt: '2026-11-25T13:00:00.000Z',
        }),
      ],
    });
    renderApp('/orderDetail?id=101', { realPages: true });
    const state = await screen.findByTestId('order-appeal-state');
    expect(within(state).getByTestId('appeal-scheduled').textContent).toMatch(
      /^Decision: Buyer wins\. It is carried out at /,
    );
    expect(within(state).getByTestId('appeal-remarks').textContent).toBe('Payment proven.');
    expect(within(state).queryByTestId('appeal-cancel')).toBeNull();
    // A decision waits for its delay: no more evidence (issue 25).
    expect(within(state).queryByTestId('appeal-add-evidence')).toBeNull();
    expect(within(state).getByTestId('appeal-records-link').getAttribute('href')).toBe('/appeal');
  });

  it('lets the initiator cancel the appeal after a confirmation (POST /c2c/appeal/{id} with the id in the body); the order resumes', async () => {
    signIn();
    const state: AppealsApiState = { orders: [inAppeal()], appeals: [appealAnswer()] };
    const fetchMock = stubAppealsApi(state);
    renderApp('/orderDetail?id=101', { realPages: true });
    const card = await screen.findByTestId('order-appeal-state');
    expect(card.textContent).toContain('An appeal officer is reviewing the case.');
    await cancelAnswering(card, 'Keep the appeal', (dialog) =>
      expect(within(dialog).getByTestId('appeal-cancel-message').textContent).toContain(
        'returns to waiting for payment',
      ),
    );
    expect(sentRequests(fetchMock, '/api/c2c/appeal/ap1', 'POST')).toHaveLength(0);
    await cancelAnswering(card, 'Cancel appeal');
    await waitFor(() => expect(sentRequests(fetchMock, '/api/c2c/appeal/ap1', 'POST')).toHaveLength(1));
    expect(sentRequests(fetchMock, '/api/c2c/appeal/ap1', 'POST')[0]!.body).toEqual({ id: 'ap1' });
    await waitFor(() =>
      expect(screen.getByTestId('order-status').textContent).toBe('Waiting for the buyer’s payment'),
    );
    await waitFor(() => expect(screen.queryByTestId('order-appeal-state')).toBeNull());
  });

  it('offers the counterparty no cancel (only the initiator may withdraw)', async () => {
    signIn();
    stubAppealsApi({
      orders: [inAppeal()],
      appeals: [appealAnswer({ mine: false, role: 'BUYER', initiatorSide: 'SELLER' })],
    });
    renderApp('/orderDetail?id=101', { realPages: true });
    const card = await screen.findByTestId('order-appeal-state');
    expect(within(card).getByTestId('appeal-filed-by').textContent).toBe('Seller');
    expect(within(card).queryByTestId('appeal-cancel')).toBeNull();
  });

  it('lets either party add evidence while the appeal is open, and says who gave each image (issue 25)', async () => {
    signIn();
    const theirs = {
      id: 'e1',
      kind: 'IMAGE' as const,
      fileId: 'f7',
      url: '/api/file/f7',
      uploaderSide: 'SELLER' as const,
      mine: false,
      createdAt: '2026-11-25T10:10:00.000Z',
    };
    const fetchMock = stubAppealsApi({
      orders: [inAppeal()],
      appeals: [appealAnswer({ mine: false, role: 'BUYER', initiatorSide: 'SELLER', evidence: [theirs] })],
    });
    renderApp('/orderDetail?id=101', { realPages: true });
    const card = await screen.findByTestId('order-appeal-state');
    expect(within(card).getByTestId('appeal-evidence-by').textContent).toBe('Seller');
    fireEvent.click(within(card).getByTestId('appeal-add-evidence'));
    const form = await within(card).findByTestId('appeal-add-evidence-form');
    expect((within(form).getByTestId('appeal-send-evidence') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(form).getByTestId('appeal-evidence-input'), {
      target: { files: [new File([new Uint8Array(4)], 'receipt.png', { type: 'image/png' })] },
    });
    await within(form).findByTestId('appeal-evidence-0');
    await waitFor(() =>
      expect((within(form).getByTestId('appeal-send-evidence') as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(within(form).getByTestId('appeal-send-evidence'));
    await waitFor(() =>
      expect(sentRequests(fetchMock, '/api/c2c/appeal/ap1/evidence', 'POST')[0]?.body).toEqual({
        evidenceFileIds: ['u1'],
      }),
    );
    await waitFor(() =>
      expect(
        within(card)
          .getAllByTestId('appeal-evidence-by')
          .map((e) => e.textContent),
      ).toEqual(['Seller', 'You']),
    );
    expect(within(card).queryByTestId('appeal-add-evidence-form')).toBeNull();
  });

  it('keeps each label of the appeal card on one line beside a long value, which wraps instead (zh_TW, issue 26)', () => {
    // jsdom lays nothing out: the rule itself is what keeps a label from shrinking to one character a line.
    const css = readFileSync(path.resolve(import.meta.dirname, 'appeals.css'), 'utf8');
    const rule = (selector: string) => {
      const start = css.indexOf(`\n${selector} {`);
      return css.slice(start, css.indexOf('}', start));
    };
    expect(rule('.appeal-card__facts dt')).toMatch(/flex: none;[\s\S]*white-space: nowrap;/);
    expect(rule('.appeal-card__facts dd')).toMatch(/min-width: 0;[\s\S]*overflow-wrap: anywhere;/);
  });

  it('reads no appeal for an order that was never under appeal and is not finished', async () => {
    signIn();
    const fetchMock = stubAppealsApi({ orders: [orderAnswer()], appeals: [] });
    renderApp('/orderDetail?id=101', { realPages: true });
    await screen.findByTestId('order-head');
    expect(sentRequests(fetchMock, '/api/c2c/appeal/page')).toHaveLength(0);
    expect(screen.queryByTestId('order-appeal-state')).toBeNull();
  });
});
