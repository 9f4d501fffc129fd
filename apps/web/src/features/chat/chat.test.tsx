// /chat?id=: the order's history (paged back on scroll up), text and image messages, live TALK messages
// and the read marks. fetch is the in-memory chat API of chatTestKit; the live socket is a stand-in that
// hands over its onMessage (the socket itself is tested in socket/liveSocket.test.ts).
import { SocketMessageType, type SocketMessage } from '@p2p/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sentRequests } from '../../test/fetchStub';
import { renderApp, signIn } from '../../test/renderApp';
import { chatMessage, stubChatApi, type ChatApi } from './chatTestKit';
import { parseTalk } from './useChat';

const sockets = vi.hoisted(() => [] as Array<{ onMessage?: (m: SocketMessage) => void }>);
vi.mock('../../socket/liveSocket', () => ({
  LiveSocket: class {
    constructor(readonly options: { onMessage?: (m: SocketMessage) => void }) {
      sockets.push(options);
    }
    connect() {}
    close() {}
    ensureConnected() {}
  },
}));

let created: string[];
const jsdomUrl = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
beforeEach(() => {
  created = [];
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:chat-${created.length + 1}-${blob.size}`;
      created.push(url);
      return url;
    },
    revokeObjectURL: () => undefined,
  });
});
afterEach(() => {
  Object.assign(URL, jsdomUrl);
  sockets.length = 0;
});

function api(count: number, over: Partial<ChatApi> = {}): ChatApi {
  return {
    messages: Array.from({ length: count }, (_, i) => chatMessage(i + 1, { mine: i % 3 === 0 })),
    unread: { '55': 2 },
    ...over,
  };
}

const shownIds = () =>
  within(screen.getByTestId('chat-messages'))
    .getAllByRole('listitem')
    .map((li) => li.dataset.testid!.replace('chat-msg-', ''));

async function openChat(state: ChatApi) {
  signIn();
  const stub = stubChatApi(state);
  const view = renderApp('/chat?id=55', { realPages: true });
  await screen.findByTestId('chat-messages');
  return { ...stub, ...view };
}

describe('/chat?id=: the order chat', () => {
  it('shows the newest messages oldest first (theirs left, mine right), the counterparty and a link to the order', async () => {
    const { calls } = await openChat(api(3));
    expect(shownIds()).toEqual(['1', '2', '3']);
    expect(screen.getByTestId('chat-msg-1').dataset.side).toBe('mine');
    expect(screen.getByTestId('chat-msg-2').dataset.side).toBe('theirs');
    expect(screen.getByTestId('chat-msg-2').textContent).toContain('message 2');
    expect(within(screen.getByTestId('chat-msg-1')).getByTestId('chat-msg-read').textContent).toBe('Read');
    expect(await screen.findByText('Lucky Trader')).toBeTruthy();
    expect(screen.getByTestId('chat-order-link').getAttribute('href')).toBe('/orderDetail?id=55');
    expect(screen.getByTestId('chat-start').textContent).toBe('This is the start of the conversation');
    const first = calls.find((u) => u.startsWith('/api/user/fiat/talk/55'))!;
    expect(new URL(first, 'http://x').searchParams.get('beforeId')).toBeNull();
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('opening it marks the order read (GET /user/fiat/talk/updateRead/55) and clears the unread flag', async () => {
    const state = api(3);
    const { fetchMock } = await openChat(state);
    await waitFor(() => expect(sentRequests(fetchMock, '/api/user/fiat/talk/updateRead/55')).toHaveLength(1));
    expect(state.unread['55']).toBe(0);
    // The unread flags are read again after the mark.
    await waitFor(() =>
      expect(sentRequests(fetchMock, '/api/user/fiat/talk/unread').length).toBeGreaterThan(1),
    );
  });

  it('pages back to older messages when scrolled to the top (beforeId = the oldest shown), until the first', async () => {
    const { fetchMock } = await openChat(api(45));
    expect(shownIds()).toHaveLength(20);
    expect(shownIds()[0]).toBe('26');
    expect(screen.queryByTestId('chat-start')).toBeNull();
    const list = screen.getByTestId('chat-list');
    list.scrollTop = 0;
    fireEvent.scroll(list);
    await waitFor(() => expect(shownIds()).toHaveLength(40));
    const pages = sentRequests(fetchMock, '/api/user/fiat/talk/55');
    expect(new URL(pages[pages.length - 1]!.url, 'http://x').searchParams.get('beforeId')).toBe('26');
    expect(shownIds().slice(0, 2)).toEqual(['6', '7']);
    fireEvent.scroll(list);
    await waitFor(() => expect(shownIds()).toHaveLength(45));
    expect(shownIds()[0]).toBe('1');
    expect(await screen.findByTestId('chat-start')).toBeTruthy();
    const count = sentRequests(fetchMock, '/api/user/fiat/talk/55').length;
    fireEvent.scroll(list);
    // a window for an older-page request that must not be sent
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(sentRequests(fetchMock, '/api/user/fiat/talk/55')).toHaveLength(count);
  });

  it('sends a text (POST /user/fiat/talk/send/55 {text}, trimmed) and shows it at the bottom', async () => {
    const { fetchMock } = await openChat(api(2));
    const send = screen.getByTestId('chat-send') as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('chat-input'), { target: { value: '   ' } });
    expect(send.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('chat-input'), {
      target: { value: '  I have paid, please check  ' },
    });
    fireEvent.click(send);
    await waitFor(() => expect(shownIds()).toHaveLength(3));
    expect(sentRequests(fetchMock, '/api/user/fiat/talk/send/55', 'POST')[0]!.body).toEqual({
      text: 'I have paid, please check',
    });
    const last = screen.getByTestId('chat-msg-1002');
    expect(last.dataset.side).toBe('mine');
    expect(last.textContent).toContain('I have paid, please check');
    expect(within(last).getByTestId('chat-msg-read').textContent).toBe('Sent');
    expect((screen.getByTestId('chat-input') as HTMLInputElement).value).toBe('');
  });

  it('refuses a text over 500 characters before sending, and shows a refusal of the API', async () => {
    const state = api(1, { refuseSend: '5000' });
    const { fetchMock } = await openChat(state);
    fireEvent.change(screen.getByTestId('chat-input'), { target: { value: 'x'.repeat(501) } });
    expect((screen.getByTestId('chat-send') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('chat-too-long').textContent).toBe('Too long: 501 of 500 characters');
    fireEvent.change(screen.getByTestId('chat-input'), { target: { value: 'hello' } });
    fireEvent.click(screen.getByTestId('chat-send'));
    const alert = await screen.findByTestId('chat-error');
    expect(alert.textContent).not.toBe('');
    expect(sentRequests(fetchMock, '/api/user/fiat/talk/send/55', 'POST')).toHaveLength(1);
    expect(shownIds()).toEqual(['1']);
    expect((screen.getByTestId('chat-input') as HTMLInputElement).value).toBe('hello');
  });

  it('sends an image: checked (JPG, PNG or BMP, 1018; under 1 MB, 1019), uploaded through POST /file/uploadImage, sent as {fileId}, shown from a blob URL', async () => {
    const { fetchMock } = await openChat(api(1));
    const choose = (file: File) =>
      fireEvent.change(screen.getByTestId('chat-image-input'), { target: { files: [file] } });
    choose(new File(['gif'], 'a.gif', { type: 'image/gif' }));
    expect((await screen.findByTestId('chat-error')).textContent).toBe(
      'Only JPG, JPEG, PNG or BMP images can be sent',
    );
    choose(new File([new Uint8Array(1024 * 1024)], 'big.png', { type: 'image/png' }));
    expect(screen.getByTestId('chat-error').textContent).toBe('The image must be under 1 MB');
    expect(sentRequests(fetchMock, '/api/file/uploadImage')).toHaveLength(0);
    choose(new File([new Uint8Array([137, 80, 78, 71])], 'proof.png', { type: 'image/png' }));
    const image = await screen.findByTestId('chat-image');
    expect(image.getAttribute('src')).toMatch(/^blob:chat-/);
    expect(sentRequests(fetchMock, '/api/file/uploadImage', 'POST')).toHaveLength(1);
    expect(sentRequests(fetchMock, '/api/user/fiat/talk/send/55', 'POST')[0]!.body).toEqual({
      fileId: '900',
    });
    expect(screen.queryByTestId('chat-error')).toBeNull();
    fireEvent.click(image);
    expect(screen.getByTestId('chat-viewer')).toBeTruthy();
    fireEvent.click(screen.getByTestId('chat-viewer'));
    expect(screen.queryByTestId('chat-viewer')).toBeNull();
  });

  it("reads the other party's image with the session token (GET /file/{id}) into a blob URL", async () => {
    const state = api(0);
    state.messages.push(
      chatMessage(1, { kind: 'IMAGE', text: null, fileId: '77', imageUrl: '/api/file/77' }),
    );
    const { fetchMock } = await openChat(state);
    const image = await screen.findByTestId('chat-image');
    expect(image.getAttribute('src')).toBe('blob:chat-1-8');
    const read = sentRequests(fetchMock, '/api/file/77');
    expect(read[0]!.headers.Authorization).toBe('Bearer test-token');
  });

  it("appends a TALK message of this order at once and reads it (GET /user/fiat/talk/read/{id}); another order's is not shown", async () => {
    const { fetchMock } = await openChat(api(2));
    await waitFor(() => expect(sockets.length).toBe(1));
    const deliver = sockets[0]!.onMessage!;
    act(() =>
      deliver({
        type: SocketMessageType.TALK,
        message: JSON.stringify(chatMessage(300, { orderId: '56', text: 'elsewhere' })),
      }),
    );
    act(() =>
      deliver({
        type: SocketMessageType.TALK,
        message: JSON.stringify(chatMessage(200, { text: 'Payment sent?' })),
      }),
    );
    await waitFor(() => expect(shownIds()).toEqual(['1', '2', '200']));
    expect(screen.getByTestId('chat-msg-200').textContent).toContain('Payment sent?');
    await waitFor(() => expect(sentRequests(fetchMock, '/api/user/fiat/talk/read/200')).toHaveLength(1));
    expect(sentRequests(fetchMock, '/api/user/fiat/talk/read/300')).toHaveLength(0);
    // The same message twice (a resend) shows once.
    act(() => deliver({ type: SocketMessageType.TALK, message: JSON.stringify(chatMessage(200)) }));
    expect(shownIds()).toEqual(['1', '2', '200']);
  });

  it('with the socket down, an unread message seen by the poll brings the history up to date and is read', async () => {
    const state = api(2);
    const { fetchMock, queryClient } = await openChat(state);
    await waitFor(() => expect(sentRequests(fetchMock, '/api/user/fiat/talk/updateRead/55')).toHaveLength(1));
    state.messages.push(chatMessage(3, { text: 'Are you there?' }));
    state.unread['55'] = 1;
    // What the 8 s poll does (hooks/useUnread.test.tsx times it).
    await act(() => queryClient.invalidateQueries({ queryKey: ['session', 'unread'] }));
    await waitFor(() => expect(shownIds()).toEqual(['1', '2', '3']));
    await waitFor(() => expect(sentRequests(fetchMock, '/api/user/fiat/talk/updateRead/55')).toHaveLength(2));
  });

  it('without an order id shows the way to the order list', async () => {
    signIn();
    stubChatApi(api(0));
    renderApp('/chat', { realPages: true });
    const empty = await screen.findByTestId('chat-no-order');
    expect(empty.textContent).toContain('No order chosen');
  });

  it('an order without messages says so', async () => {
    signIn();
    stubChatApi(api(0));
    renderApp('/chat?id=55', { realPages: true });
    expect((await screen.findByTestId('chat-empty')).textContent).toContain('No messages yet');
  });
});

describe('parseTalk', () => {
  it('reads a ChatMessageDto from a TALK body and refuses anything else', () => {
    expect(parseTalk(JSON.stringify(chatMessage(9)))).toMatchObject({ id: '9', orderId: '55', kind: 'TEXT' });
    expect(parseTalk('not json')).toBeNull();
    expect(parseTalk('{"id":"1","orderId":"55","kind":"VOICE","createdAt":"x"}')).toBeNull();
    expect(parseTalk('{"id":1,"orderId":"55","kind":"TEXT","createdAt":"x"}')).toBeNull();
  });
});
