import { paymentMethod } from './paymentMethodsTestKit';
import type { PaymentMethodDto } from '@p2p/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, sentRequests, stubFetch } from '../../test/fetchStub';
import { askedDialog } from '../../test/dialogs';
import { renderApp, signIn } from '../../test/renderApp';
import { bodyOf, initialValues } from './paymentMethodFields';

const method = paymentMethod;

/** The API's four calls over an in-memory list; `refuse` answers add and edit with that code instead. */
function stubApi(initial: PaymentMethodDto[], refuse?: string) {
  let list = [...initial];
  let next = 100;
  const { fetchMock } = stubFetch({});
  fetchMock.mockImplementation(async (input: string | URL | Request, init?: RequestInit) => {
    const path = new URL(String(input), 'http://x').pathname;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Partial<PaymentMethodDto>) : {};
    let answer: unknown = envelope(null, '404', 'Not found');
    const id = path.split('/').pop()!;
    if (path === '/api/user/payment/list') answer = envelope(list);
    else if (refuse && (path === '/api/user/payment/add' || path.startsWith('/api/user/payment/edit/')))
      answer = envelope(null, refuse, 'refused');
    else if (path === '/api/user/payment/add') {
      const added = method({ ...body, id: String((next += 1)) });
      list = [...list, added];
      answer = envelope(added);
    } else if (path.startsWith('/api/user/payment/edit/')) {
      list = list.map((m) => (m.id === id ? method({ ...body, id }) : m));
      answer = envelope(list.find((m) => m.id === id));
    } else if (path.startsWith('/api/user/payment/delete/')) {
      list = list.filter((m) => m.id !== id);
      answer = envelope(null);
    }
    return new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } });
  });
  return fetchMock;
}

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('/paymentMethods: the list', () => {
  it('lists each method with its kind, holder, account, bank and currency, and counts them out of 20', async () => {
    signIn();
    stubApi([method(), method({ id: 'p2', kind: 'ALIPAY', account: 'lilei88', bankName: null })]);
    renderApp('/paymentMethods', { realPages: true });
    const card = await screen.findByTestId('pm-card-p1');
    expect(card.textContent).toContain('Bank debit card');
    expect(card.textContent).toContain('Li Lei');
    expect(card.textContent).toContain('6222020200112233');
    expect(card.textContent).toContain('ICBC');
    expect(card.textContent).toContain('CNY');
    expect(screen.getByTestId('pm-card-p2').textContent).toContain('Alipay');
    expect(screen.getByTestId('pm-count').textContent).toBe('2 of 20');
  });

  it('shows an empty state without methods', async () => {
    signIn();
    stubApi([]);
    renderApp('/paymentMethods', { realPages: true });
    expect((await screen.findByTestId('pm-empty')).textContent).toContain('No payment methods yet');
  });

  it('disables edit and delete of a method an open ad or order uses, and says why', async () => {
    signIn();
    stubApi([method({ inUse: true })]);
    renderApp('/paymentMethods', { realPages: true });
    const card = await screen.findByTestId('pm-card-p1');
    expect(within(card).getByTestId('pm-in-use').textContent).toBe('In use');
    expect(card.textContent).toContain('cannot be changed or deleted');
    expect((within(card).getByTestId('pm-edit') as HTMLButtonElement).disabled).toBe(true);
    expect((within(card).getByTestId('pm-delete') as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers no add at the limit of 20 methods', async () => {
    signIn();
    stubApi(Array.from({ length: 20 }, (_, i) => method({ id: `m${i}`, account: `A${i}` })));
    renderApp('/paymentMethods', { realPages: true });
    expect((await screen.findByTestId('pm-limit')).textContent).toContain('limit of 20');
    expect((screen.getByTestId('pm-add') as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('/paymentMethods: add and edit', () => {
  it('adds a bank card: POST /user/payment/add with its fields, then the list shows it', async () => {
    signIn();
    const fetchMock = stubApi([]);
    renderApp('/paymentMethods', { realPages: true });
    fireEvent.click(await screen.findByTestId('pm-add'));
    await screen.findByTestId('pm-form');
    type('pm-name', 'Han Meimei');
    type('pm-account', '6222000011112222');
    type('pm-bankName', 'Bank of China');
    type('pm-branch', ' ');
    type('pm-currency', 'cny');
    fireEvent.click(screen.getByTestId('pm-submit'));
    await screen.findByTestId('pm-card-101');
    expect(sentRequests(fetchMock, '/api/user/payment/add', 'POST').map((r) => r.body)).toEqual([
      {
        kind: 'BANK_CARD',
        name: 'Han Meimei',
        account: '6222000011112222',
        bankName: 'Bank of China',
        currency: 'CNY',
      },
    ]);
  });

  it('requires the bank name of a bank card and digits or letters only in the account; nothing is sent', async () => {
    signIn();
    const fetchMock = stubApi([]);
    renderApp('/paymentMethods', { realPages: true });
    fireEvent.click(await screen.findByTestId('pm-add'));
    await screen.findByTestId('pm-form');
    type('pm-name', 'Han Meimei');
    type('pm-account', '6222 0000-1111');
    fireEvent.click(screen.getByTestId('pm-submit'));
    expect((await screen.findByTestId('pm-bankName-error')).textContent).toBe('Bank name is required');
    expect(screen.getByTestId('pm-account-error').textContent).toBe('Only digits or letters are allowed');
    type('pm-notes', 'x'.repeat(101));
    fireEvent.click(screen.getByTestId('pm-submit'));
    expect((await screen.findByTestId('pm-notes-error')).textContent).toBe('At most 100 characters');
    expect(sentRequests(fetchMock, '/api/user/payment/add')).toEqual([]);
  });

  it("shows each kind's fields: a USDT address has an exchange name and no bank, in USDT", async () => {
    signIn();
    stubApi([]);
    renderApp('/paymentMethods', { realPages: true });
    fireEvent.click(await screen.findByTestId('pm-add'));
    await screen.findByTestId('pm-bankName');
    fireEvent.change(screen.getByTestId('pm-kind'), { target: { value: 'USDT_ADDRESS' } });
    await waitFor(() => expect(screen.queryByTestId('pm-bankName')).toBeNull());
    expect(screen.getByTestId('pm-exchangeName')).toBeTruthy();
    expect((screen.getByTestId('pm-currency') as HTMLInputElement).value).toBe('USDT');
    expect(screen.getByText('USDT address', { selector: 'label' })).toBeTruthy();
  });

  it('edits a method: the form starts from it and POST /user/payment/edit/{id} carries the change', async () => {
    signIn();
    const fetchMock = stubApi([method({ qrFileId: '77' })]);
    renderApp('/paymentMethods', { realPages: true });
    fireEvent.click(within(await screen.findByTestId('pm-card-p1')).getByTestId('pm-edit'));
    expect(((await screen.findByTestId('pm-account')) as HTMLInputElement).value).toBe('6222020200112233');
    type('pm-notes', 'Weekdays only');
    fireEvent.click(screen.getByTestId('pm-submit'));
    await waitFor(() => expect(screen.getByTestId('pm-card-p1').textContent).toContain('Weekdays only'));
    expect(sentRequests(fetchMock, '/api/user/payment/edit/p1', 'POST')[0]?.body).toEqual({
      kind: 'BANK_CARD',
      name: 'Li Lei',
      account: '6222020200112233',
      bankName: 'ICBC',
      currency: 'CNY',
      notes: 'Weekdays only',
      qrFileId: '77',
    });
  });

  it('keeps the form open when the API refuses (5035, an exact duplicate)', async () => {
    signIn();
    const fetchMock = stubApi([method()], '5035');
    renderApp('/paymentMethods', { realPages: true });
    fireEvent.click(await screen.findByTestId('pm-add'));
    await screen.findByTestId('pm-form');
    type('pm-name', 'Li Lei');
    type('pm-account', '6222020200112233');
    type('pm-bankName', 'ICBC');
    fireEvent.click(screen.getByTestId('pm-submit'));
    await waitFor(() => expect(sentRequests(fetchMock, '/api/user/payment/add')).toHaveLength(1));
    expect(screen.getByTestId('pm-form')).toBeTruthy();
  });
});

describe('/paymentMethods: delete', () => {
  it('asks first: cancelling sends nothing, confirming deletes and the list drops it', async () => {
    signIn();
    const fetchMock = stubApi([method()]);
    renderApp('/paymentMethods', { realPages: true });
    fireEvent.click(within(await screen.findByTestId('pm-card-p1')).getByTestId('pm-delete'));
    fireEvent.click(await screen.findByText('Cancel'));
    expect(sentRequests(fetchMock, '/api/user/payment/delete')).toEqual([]);
    const dialog = await askedDialog(() =>
      fireEvent.click(within(screen.getByTestId('pm-card-p1')).getByTestId('pm-delete')),
    );
    within(dialog).getByText('Delete this payment method?');
    fireEvent.click(within(dialog).getByText('Delete'));
    await screen.findByTestId('pm-empty');
    expect(sentRequests(fetchMock, '/api/user/payment/delete/p1', 'POST')).toHaveLength(1);
  });
});

describe('payment-method form values', () => {
  it("send only the kind's fields, blank ones left out, the QR image kept", () => {
    const values = {
      ...initialValues(),
      kind: 'ALIPAY' as const,
      name: ' A ',
      account: 'acc1',
      bankName: 'X',
    };
    expect(bodyOf(values, '5')).toEqual({
      kind: 'ALIPAY',
      name: 'A',
      account: 'acc1',
      currency: 'USD',
      qrFileId: '5',
    });
  });
});
