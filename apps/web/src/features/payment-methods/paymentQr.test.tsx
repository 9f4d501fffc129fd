// The payment QR code of a payment method: checked before upload, uploaded with the session's token,
// saved as `qrFileId`, and read back with the token into a blob URL. fetch is the test stub (the API is
// not running here); jsdom has no URL.createObjectURL, so it is replaced by a recorder below.
import { paymentMethod } from './paymentMethodsTestKit';
import type { PaymentMethodDto } from '@p2p/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, sentRequests, stubFetch } from '../../test/fetchStub';
import { renderApp, signIn } from '../../test/renderApp';

const PNG = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);

function method(over: Partial<PaymentMethodDto> = {}): PaymentMethodDto {
  return paymentMethod({ kind: 'ALIPAY', account: 'lilei88', bankName: null, ...over });
}

/** The list, add, edit, upload and file-read calls; `uploadCode` refuses the upload with that code. */
function stubApi(initial: PaymentMethodDto[], uploadCode?: string) {
  let list = [...initial];
  const { fetchMock } = stubFetch({});
  fetchMock.mockImplementation(async (input: string | URL | Request, init?: RequestInit) => {
    const path = new URL(String(input), 'http://x').pathname;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Partial<PaymentMethodDto>) : {};
    const json = (data: unknown) =>
      new Response(JSON.stringify(data), { headers: { 'Content-Type': 'application/json' } });
    if (path === '/api/user/payment/list') return json(envelope(list));
    if (path === '/api/file/uploadImage') {
      return json(
        uploadCode ? envelope(null, uploadCode, 'refused') : envelope({ id: '900', url: '/api/file/900' }),
      );
    }
    if (path.startsWith('/api/file/')) {
      return new Response(PNG, { headers: { 'Content-Type': 'image/png' } });
    }
    if (path === '/api/user/payment/add') {
      const added = method({ ...body, id: '101' });
      list = [...list, added];
      return json(envelope(added));
    }
    if (path.startsWith('/api/user/payment/edit/')) {
      const id = path.split('/').pop()!;
      list = list.map((m) => (m.id === id ? method({ ...body, id }) : m));
      return json(envelope(list.find((m) => m.id === id)));
    }
    return json(envelope(null, '404', 'Not found'));
  });
  return fetchMock;
}

let created: string[];
let revoked: string[];
const jsdomUrl = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
beforeEach(() => {
  created = [];
  revoked = [];
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:qr-${created.length + 1}-${blob.size}`;
      created.push(url);
      return url;
    },
    revokeObjectURL: (url: string) => void revoked.push(url),
  });
});
afterEach(() => {
  Object.assign(URL, jsdomUrl);
  vi.unstubAllGlobals();
});

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const choose = (file: File) =>
  fireEvent.change(screen.getByTestId('pm-qr-input'), { target: { files: [file] } });
const uploads = (fetchMock: ReturnType<typeof stubApi>) => sentRequests(fetchMock, '/api/file/uploadImage');

async function openAddForm() {
  fireEvent.click(await screen.findByTestId('pm-add'));
  await screen.findByTestId('pm-form');
  fireEvent.change(screen.getByTestId('pm-kind'), { target: { value: 'ALIPAY' } });
  type('pm-name', 'Han Meimei');
  type('pm-account', 'hmm2026');
}

describe('/paymentMethods: the payment QR code in the form', () => {
  it('refuses an image of 1 MB or more before sending it (1019)', async () => {
    signIn();
    const fetchMock = stubApi([]);
    renderApp('/paymentMethods', { realPages: true });
    await openAddForm();
    choose(new File([new Uint8Array(1024 * 1024)], 'big.png', { type: 'image/png' }));
    expect((await screen.findByTestId('pm-qr-error')).textContent).toBe(
      'The image must be smaller than 1 MB',
    );
    expect(uploads(fetchMock)).toEqual([]);
  });

  it('refuses a type other than JPG, PNG or BMP before sending it (1018)', async () => {
    signIn();
    const fetchMock = stubApi([]);
    renderApp('/paymentMethods', { realPages: true });
    await openAddForm();
    expect(screen.getByTestId('pm-qr-input').getAttribute('accept')).toBe('image/jpeg,image/png,image/bmp');
    choose(new File([PNG], 'qr.gif', { type: 'image/gif' }));
    expect((await screen.findByTestId('pm-qr-error')).textContent).toBe('Choose a JPG, PNG or BMP image');
    expect(uploads(fetchMock)).toEqual([]);
  });

  it('uploads the image as multipart field file with the Bearer token, previews it and saves its id as qrFileId', async () => {
    signIn();
    const fetchMock = stubApi([]);
    renderApp('/paymentMethods', { realPages: true });
    await openAddForm();
    const file = new File([PNG], 'qr.png', { type: 'image/png' });
    choose(file);
    const image = (await screen.findByTestId('pm-qr-image')) as HTMLImageElement;
    expect(image.getAttribute('src')).toBe(created[0]);
    const [upload] = uploads(fetchMock);
    expect(upload?.method).toBe('POST');
    expect(upload?.headers.Authorization).toBe('Bearer test-token');
    const form = fetchMock.mock.calls.find(([url]) => String(url) === '/api/file/uploadImage')?.[1]?.body;
    expect(form).toBeInstanceOf(FormData);
    expect(((form as FormData).get('file') as File).name).toBe('qr.png');
    // The chosen bytes are the preview: nothing is read back.
    expect(sentRequests(fetchMock, '/api/file/900')).toEqual([]);
    fireEvent.click(screen.getByTestId('pm-submit'));
    await screen.findByTestId('pm-card-101');
    expect(sentRequests(fetchMock, '/api/user/payment/add', 'POST')[0]?.body).toEqual({
      kind: 'ALIPAY',
      name: 'Han Meimei',
      account: 'hmm2026',
      currency: 'CNY',
      qrFileId: '900',
    });
  });

  it("shows the API's refusal of an upload with its catalogue text (1019) and keeps no id", async () => {
    signIn();
    const fetchMock = stubApi([], '1019');
    renderApp('/paymentMethods', { realPages: true });
    await openAddForm();
    choose(new File([PNG], 'qr.png', { type: 'image/png' }));
    expect((await screen.findByTestId('pm-qr-error')).textContent).toBe('Images must be smaller than 1 MB');
    expect(screen.queryByTestId('pm-qr-image')).toBeNull();
    fireEvent.click(screen.getByTestId('pm-submit'));
    await screen.findByTestId('pm-card-101');
    expect(sentRequests(fetchMock, '/api/user/payment/add', 'POST')[0]?.body).not.toHaveProperty('qrFileId');
  });

  it('previews a stored QR code read with the Authorization header, and removing it saves none', async () => {
    signIn();
    const fetchMock = stubApi([method({ qrFileId: '77' })]);
    renderApp('/paymentMethods?form=p1', { realPages: true });
    const image = (await screen.findByTestId('pm-qr-image')) as HTMLImageElement;
    expect(image.getAttribute('src')).toBe(`blob:qr-1-${PNG.length}`);
    const [read] = sentRequests(fetchMock, '/api/file/77', 'GET');
    expect(read?.headers.Authorization).toBe('Bearer test-token');
    fireEvent.click(screen.getByTestId('pm-qr-remove'));
    await waitFor(() => expect(screen.queryByTestId('pm-qr-image')).toBeNull());
    expect(revoked).toEqual([created[0]]);
    fireEvent.click(screen.getByTestId('pm-submit'));
    await waitFor(() => expect(sentRequests(fetchMock, '/api/user/payment/edit/p1')).toHaveLength(1));
    expect(sentRequests(fetchMock, '/api/user/payment/edit/p1')[0]?.body).not.toHaveProperty('qrFileId');
  });
});

describe('/paymentMethods: the payment QR code in the list', () => {
  it('shows a QR tag only on methods with a QR code; it opens the image read with the token and revokes its URL on close', async () => {
    signIn();
    const fetchMock = stubApi([method({ qrFileId: '77' }), method({ id: 'p2', account: 'other1' })]);
    renderApp('/paymentMethods', { realPages: true });
    const card = await screen.findByTestId('pm-card-p1');
    expect(within(screen.getByTestId('pm-card-p2')).queryByTestId('pm-qr-tag')).toBeNull();
    expect(sentRequests(fetchMock, '/api/file/')).toEqual([]); // nothing read until it is opened
    fireEvent.click(within(card).getByTestId('pm-qr-tag'));
    const image = (await within(card).findByTestId('pm-qr-image')) as HTMLImageElement;
    expect(image.getAttribute('src')).toBe(created[0]);
    expect(sentRequests(fetchMock, '/api/file/77')[0]?.headers.Authorization).toBe('Bearer test-token');
    fireEvent.click(within(card).getByTestId('pm-qr-tag'));
    await waitFor(() => expect(within(card).queryByTestId('pm-qr-image')).toBeNull());
    expect(revoked).toEqual([created[0]]);
  });
});
