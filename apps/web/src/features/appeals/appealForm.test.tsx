import { cleanup as cleanupView, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { askedDialog } from '../../test/dialogs';
import { sentRequests } from '../../test/fetchStub';
import { renderApp, signIn } from '../../test/renderApp';
import { orderAnswer } from '../orders/ordersTestKit';
import { stubAppealsApi, type AppealsApiState } from './appealsTestKit';

// jsdom has no URL.createObjectURL (the evidence previews are blob URLs): a stand-in for these tests.
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

/** A stalled order the buyer may appeal (the seller did not confirm in time). */
const stalled = () =>
  orderAnswer({
    status: 'SELLER_CONFIRM_TIMEOUT',
    paidAt: '2026-11-25T10:06:00.000Z',
    actions: ['APPEAL'],
    deadlineAt: null,
  });

const png = (name = 'proof.png', bytes = 4) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

const choose = (file: File) =>
  fireEvent.change(screen.getByTestId('appeal-evidence-input'), { target: { files: [file] } });

/** Taps Submit and answers the confirmation it opens (a closed one may still be leaving the page). */
const submitAnswering = async (button: string) => {
  const dialog = await askedDialog(() => fireEvent.click(screen.getByTestId('appeal-submit')));
  expect(within(dialog).getByText('Submit the appeal?')).toBeTruthy();
  fireEvent.click(within(dialog).getByText(button));
};

async function openForm(state: AppealsApiState) {
  signIn();
  const fetchMock = stubAppealsApi(state);
  const view = renderApp('/appeal?id=101', { realPages: true });
  await screen.findByTestId('appeal-form');
  await screen.findByTestId('appeal-reason-OTHER');
  return { fetchMock, ...view };
}

describe('/appeal?id=: filing an appeal (spec §2 appeal submission, §5 appeal rules)', () => {
  it('lists the APPEAL_REASON dictionary in its order, with Other last', async () => {
    const { fetchMock } = await openForm({ orders: [stalled()], appeals: [] });
    expect(sentRequests(fetchMock, '/api/common/dict')[0]!.url).toContain('type=APPEAL_REASON');
    const labels = [...screen.getByTestId('appeal-reasons').querySelectorAll('label')].map(
      (l) => l.textContent,
    );
    expect(labels).toEqual([
      'I have paid, but the seller has not confirmed receipt',
      'The amount paid does not match the order amount',
      'Other',
    ]);
    expect(screen.getByTestId('appeal-order').textContent).toBe('Order 101');
  });

  it('offers each side only its own reasons: a buyer is not offered "payment not received", a seller not "the seller has not released" (issue 25)', async () => {
    await openForm({ orders: [stalled()], appeals: [] });
    const keys = () =>
      [...document.querySelectorAll<HTMLInputElement>('[data-testid^="appeal-reason-"][type="radio"]')].map(
        (i) => i.value,
      );
    expect(keys()).toEqual(['SELLER_NOT_RELEASED', 'WRONG_AMOUNT', 'OTHER']);
    cleanupView();
    await openForm({ orders: [{ ...stalled(), role: 'SELLER' }], appeals: [] });
    expect(keys()).toEqual(['PAYMENT_NOT_RECEIVED', 'WRONG_AMOUNT', 'OTHER']);
  });

  it('needs a reason, and a specific text when Other is chosen (spec §5); sends nothing until then', async () => {
    const { fetchMock } = await openForm({ orders: [stalled()], appeals: [] });
    fireEvent.click(screen.getByTestId('appeal-submit'));
    expect((await screen.findByTestId('appeal-reason-error')).textContent).toBe(
      'Choose a reason for the appeal',
    );
    fireEvent.click(screen.getByTestId('appeal-reason-OTHER'));
    fireEvent.change(screen.getByTestId('appeal-text'), { target: { value: '   ' } });
    fireEvent.click(screen.getByTestId('appeal-submit'));
    expect((await screen.findByTestId('appeal-text-error')).textContent).toBe(
      'Say what happened (1 to 500 characters)',
    );
    expect(screen.queryByText('Submit the appeal?')).toBeNull();
    expect(sentRequests(fetchMock, '/api/c2c/appeal', 'POST')).toHaveLength(0);
  });

  it('checks each image before it is sent (JPG, PNG or BMP: 1018; under 1 MB: 1019), uploads it through POST /file/uploadImage, previews it and lets it be removed', async () => {
    const { fetchMock } = await openForm({ orders: [stalled()], appeals: [] });
    choose(new File(['gif'], 'a.gif', { type: 'image/gif' }));
    expect((await screen.findByTestId('appeal-evidence-error')).textContent).toBe(
      'Only JPG, PNG or BMP images can be sent',
    );
    choose(png('big.png', 1024 * 1024));
    await waitFor(() =>
      expect(screen.getByTestId('appeal-evidence-error').textContent).toBe('The image must be under 1 MB'),
    );
    expect(sentRequests(fetchMock, '/api/file/uploadImage')).toHaveLength(0);
    choose(png('one.png', 4));
    const first = await screen.findByTestId('appeal-evidence-0');
    expect((await within(first).findByTestId('appeal-evidence-image')).getAttribute('src')).toBe(
      'blob:evidence-4',
    );
    await waitFor(() => expect(screen.queryByTestId('appeal-evidence-error')).toBeNull());
    choose(png('two.png', 6));
    await screen.findByTestId('appeal-evidence-1');
    await waitFor(() => expect(sentRequests(fetchMock, '/api/file/uploadImage', 'POST')).toHaveLength(2));
    const uploads = sentRequests(fetchMock, '/api/file/uploadImage', 'POST');
    expect(uploads[0]!.headers.Authorization).toBe('Bearer test-token');
    fireEvent.click(screen.getByTestId('appeal-evidence-remove-0'));
    await waitFor(() => expect(screen.queryByTestId('appeal-evidence-1')).toBeNull());
    await waitFor(() =>
      expect(
        within(screen.getByTestId('appeal-evidence-0'))
          .getByTestId('appeal-evidence-image')
          .getAttribute('src'),
      ).toBe('blob:evidence-6'),
    );
  });

  it('takes at most 9 images (APPEAL_EVIDENCE_MAX): adding is then disabled', async () => {
    const { fetchMock } = await openForm({ orders: [stalled()], appeals: [] });
    for (let i = 0; i < 9; i += 1) {
      choose(png(`p${i}.png`, i + 1));
      await screen.findByTestId(`appeal-evidence-${i}`);
    }
    expect((screen.getByTestId('appeal-evidence-add') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('appeal-evidence-input') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByTestId('appeal-evidence').textContent).toContain(
      'You have added the most images an appeal can have',
    );
    expect(sentRequests(fetchMock, '/api/file/uploadImage', 'POST')).toHaveLength(9);
  });

  it('sends Other with its text and the evidence ids after a confirmation, then opens the order, now under appeal', async () => {
    const state: AppealsApiState = { orders: [stalled()], appeals: [] };
    const { fetchMock, router } = await openForm(state);
    fireEvent.click(screen.getByTestId('appeal-reason-OTHER'));
    fireEvent.change(screen.getByTestId('appeal-text'), { target: { value: '  Paid twice, no answer  ' } });
    choose(png());
    await screen.findByTestId('appeal-evidence-0');
    await submitAnswering('Submit appeal');
    await waitFor(() => expect(router.state.location.pathname).toBe('/orderDetail'));
    expect(router.state.location.search).toBe('?id=101');
    expect(sentRequests(fetchMock, '/api/c2c/appeal', 'POST')[0]!.body).toEqual({
      orderId: '101',
      reasonCode: 'OTHER',
      reasonText: 'Paid twice, no answer',
      evidenceFileIds: ['u1'],
    });
    const appealState = await screen.findByTestId('order-appeal-state');
    expect(within(appealState).getByTestId('appeal-result').textContent).toBe('Pending');
    expect(within(appealState).getByTestId('appeal-reason').textContent).toBe('Other: Paid twice, no answer');
    expect(within(appealState).getByTestId('appeal-cancel')).toBeTruthy();
  });

  it('sends a preset reason without a text; backing out of the confirmation sends nothing', async () => {
    const state: AppealsApiState = { orders: [stalled()], appeals: [] };
    const { fetchMock, router } = await openForm(state);
    fireEvent.click(screen.getByTestId('appeal-reason-WRONG_AMOUNT'));
    expect(screen.queryByTestId('appeal-text')).toBeNull();
    choose(png());
    await screen.findByTestId('appeal-evidence-0');
    await submitAnswering('Back');
    expect(sentRequests(fetchMock, '/api/c2c/appeal', 'POST')).toHaveLength(0);
    await submitAnswering('Submit appeal');
    await waitFor(() => expect(router.state.location.pathname).toBe('/orderDetail'));
    expect(sentRequests(fetchMock, '/api/c2c/appeal', 'POST')[0]!.body).toEqual({
      orderId: '101',
      reasonCode: 'WRONG_AMOUNT',
      evidenceFileIds: ['u1'],
    });
  });

  it("needs at least one evidence image and says the explanation goes in the order's chat too, with a link to it (spec §5, issue 25); sends nothing until then", async () => {
    const { fetchMock, router } = await openForm({ orders: [stalled()], appeals: [] });
    expect(screen.getByTestId('appeal-chat-note').textContent).toContain("the order's chat");
    fireEvent.click(screen.getByTestId('appeal-reason-WRONG_AMOUNT'));
    fireEvent.click(screen.getByTestId('appeal-submit'));
    expect((await screen.findByTestId('appeal-evidence-required')).textContent).toBe(
      'Add at least one image: an appeal needs evidence',
    );
    expect(screen.queryByText('Submit the appeal?')).toBeNull();
    expect(sentRequests(fetchMock, '/api/c2c/appeal', 'POST')).toHaveLength(0);
    choose(png());
    await screen.findByTestId('appeal-evidence-0');
    await waitFor(() => expect(screen.queryByTestId('appeal-evidence-required')).toBeNull());
    fireEvent.click(screen.getByTestId('appeal-chat-link'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
    expect(router.state.location.search).toBe('?id=101');
  });

  it('stays on the form when the API refuses the appeal (5015 cannot appeal in this state)', async () => {
    const state: AppealsApiState = { orders: [stalled()], appeals: [], refuseCreate: '5015' };
    const { router } = await openForm(state);
    fireEvent.click(screen.getByTestId('appeal-reason-SELLER_NOT_RELEASED'));
    choose(png());
    await screen.findByTestId('appeal-evidence-0');
    await submitAnswering('Submit appeal');
    await waitFor(() =>
      expect((screen.getByTestId('appeal-submit') as HTMLButtonElement).disabled).toBe(false),
    );
    expect(router.state.location.pathname).toBe('/appeal');
    expect(state.orders[0]!.status).toBe('SELLER_CONFIRM_TIMEOUT');
  });
});
