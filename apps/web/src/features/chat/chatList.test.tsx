// /chatList (issue 26): the caller's conversations from `GET /user/fiat/talk/talkList`, paged, each row
// opening the order's chat; the empty state, a failure with Retry, and the list following the socket (TALK)
// and the unread poll. fetch is the in-memory API of chatListTestKit; the live socket is a stand-in.
import { SocketMessageType, type SocketMessage } from '@p2p/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentRequests } from '../../test/fetchStub';
import { renderApp, signIn } from '../../test/renderApp';
import { conversation, stubChatListApi, type ChatListApi } from './chatListTestKit';
import { chatMessage } from './chatTestKit';

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

afterEach(() => {
  sockets.length = 0;
});

function api(over: Partial<ChatListApi> = {}): ChatListApi {
  return {
    messages: [chatMessage(1), chatMessage(2)],
    unread: { '55': 3 },
    conversations: [
      conversation(55, {
        lastMessage: chatMessage(2, { text: 'I have paid, please check' }),
        counterparty: { userId: '42', nickname: 'Lucky Trader' },
      }),
      conversation(56, {
        role: 'SELLER',
        orderStatus: 'COMPLETED',
        counterparty: { userId: '43', nickname: null },
        lastMessage: chatMessage(9, {
          orderId: '56',
          kind: 'IMAGE',
          text: null,
          fileId: '77',
          imageUrl: '/api/file/77',
          mine: true,
        }),
      }),
    ],
    ...over,
  };
}

const rowIds = () =>
  within(screen.getByTestId('chat-rows'))
    .getAllByRole('listitem')
    .map((li) => li.dataset.testid!.replace('chat-row-', ''));

async function openList(state: ChatListApi) {
  signIn();
  const stub = stubChatListApi(state);
  const view = renderApp('/chatList', { realPages: true });
  return { ...stub, ...view };
}

describe('/chatList: the chat history (issue 26)', () => {
  it('lists the conversations with the counterparty, the order, the last message, its time and the unread badge (issue 26)', async () => {
    const { fetchMock } = await openList(api());
    const row = await screen.findByTestId('chat-row-55');
    expect(screen.getByTestId('header-title').textContent).toBe('Chats');
    expect(rowIds()).toEqual(['55', '56']);
    const first = within(row);
    expect(first.getByTestId('chat-row-name').textContent).toBe('Lucky Trader');
    expect(first.getByTestId('chat-row-side').textContent).toBe('Buying');
    expect(row.textContent).toContain('Order 55');
    expect(first.getByTestId('chat-row-status').textContent).toBe('Waiting for the buyer’s payment');
    expect(first.getByTestId('chat-row-last').textContent).toBe('I have paid, please check');
    expect(first.getByTestId('chat-row-time').getAttribute('datetime')).toBe('2026-11-25T08:00:02.000Z');
    expect(first.getByTestId('chat-row-time').textContent).not.toBe('');
    const badge = first.getByTestId('chat-row-unread');
    expect(badge.textContent).toBe('3');
    expect(badge.getAttribute('aria-label')).toBe('3 unread messages');
    // An image the caller sent, a counterparty without a nickname, a completed sale, nothing unread.
    const second = within(screen.getByTestId('chat-row-56'));
    expect(second.getByTestId('chat-row-last').textContent).toBe('You: Image');
    expect(second.getByTestId('chat-row-name').textContent).toBe('Counterparty');
    expect(second.getByTestId('chat-row-side').textContent).toBe('Selling');
    expect(second.getByTestId('chat-row-status').textContent).toBe('Completed');
    expect(second.queryByTestId('chat-row-unread')).toBeNull();
    const asked = sentRequests(fetchMock, '/api/user/fiat/talk/talkList');
    expect(new URL(asked[0]!.url, 'http://x').searchParams.get('pageNo')).toBe('1');
    expect(await screen.findByTestId('chat-list-more-end')).toBeTruthy();
  });

  it('shows 99+ for more than 99 unread messages (issue 26)', async () => {
    await openList(api({ unread: { '55': 120 } }));
    const row = await screen.findByTestId('chat-row-55');
    expect(within(row).getByTestId('chat-row-unread').textContent).toBe('99+');
  });

  it('loads the next page (pageNo 2) with Load more, until the total (issue 26)', async () => {
    const conversations = Array.from({ length: 25 }, (_, i) => conversation(100 + i));
    const { fetchMock } = await openList(api({ conversations, unread: {} }));
    await screen.findByTestId('chat-row-100');
    expect(rowIds()).toHaveLength(20);
    fireEvent.click(screen.getByTestId('chat-list-more'));
    await waitFor(() => expect(rowIds()).toHaveLength(25));
    const asked = sentRequests(fetchMock, '/api/user/fiat/talk/talkList');
    expect(new URL(asked[asked.length - 1]!.url, 'http://x').searchParams.get('pageNo')).toBe('2');
    expect((await screen.findByTestId('chat-list-more-end')).textContent).toBe('No more chats');
  });

  it("opens the order's chat on tap, and shows the read counts on the way back (issue 26)", async () => {
    const state = api();
    const { router, fetchMock } = await openList(state);
    fireEvent.click(await screen.findByText('I have paid, please check'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
    expect(router.state.location.search).toBe('?id=55');
    await screen.findByTestId('chat-messages');
    // Opening the chat reads it (GET /user/fiat/talk/updateRead/55).
    await waitFor(() => expect(state.unread['55']).toBe(0));
    const before = sentRequests(fetchMock, '/api/user/fiat/talk/talkList').length;
    await act(() => router.navigate(-1));
    const row = await screen.findByTestId('chat-row-55');
    await waitFor(() =>
      expect(sentRequests(fetchMock, '/api/user/fiat/talk/talkList').length).toBeGreaterThan(before),
    );
    await waitFor(() => expect(within(row).queryByTestId('chat-row-unread')).toBeNull());
  });

  it('shows the empty state with the way to the orders (issue 26)', async () => {
    await openList(api({ conversations: [], unread: {} }));
    const empty = await screen.findByTestId('chat-list-empty');
    expect(empty.textContent).toContain('No chats yet');
    expect(within(empty).getByTestId('empty-state-action').getAttribute('href')).toBe('/order');
  });

  it('shows the load failure with Retry, which reads the list again (issue 26)', async () => {
    const state = api({ failList: true });
    const { fetchMock } = await openList(state);
    const failed = await screen.findByTestId('chat-list-failed');
    expect(failed.textContent).toContain('Retry');
    state.failList = false;
    fireEvent.click(screen.getByTestId('chat-list-failed-retry'));
    expect(await screen.findByTestId('chat-row-55')).toBeTruthy();
    expect(sentRequests(fetchMock, '/api/user/fiat/talk/talkList')).toHaveLength(2);
  });

  it('reads the list again when a TALK message arrives: the new message goes to the top (issue 26)', async () => {
    const state = api();
    const { fetchMock } = await openList(state);
    await screen.findByTestId('chat-row-55');
    await waitFor(() => expect(sockets.length).toBe(1));
    const before = sentRequests(fetchMock, '/api/user/fiat/talk/talkList').length;
    const fresh = chatMessage(30, { orderId: '56', text: 'Thanks, received' });
    state.conversations = [{ ...state.conversations[1]!, lastMessage: fresh }, state.conversations[0]!];
    // The unread total stays 3: only the TALK message can bring the list up to date.
    state.unread = { '55': 2, '56': 1 };
    act(() => sockets[0]!.onMessage!({ type: SocketMessageType.TALK, message: JSON.stringify(fresh) }));
    await waitFor(() => expect(rowIds()).toEqual(['56', '55']));
    const row = within(screen.getByTestId('chat-row-56'));
    expect(row.getByTestId('chat-row-last').textContent).toBe('Thanks, received');
    expect(row.getByTestId('chat-row-unread').textContent).toBe('1');
    expect(within(screen.getByTestId('chat-row-55')).getByTestId('chat-row-unread').textContent).toBe('2');
    expect(sentRequests(fetchMock, '/api/user/fiat/talk/talkList').length).toBeGreaterThan(before);
  });

  it('with the socket down, follows the unread poll when its total moves (issue 26)', async () => {
    const state = api();
    const { queryClient } = await openList(state);
    await screen.findByTestId('chat-row-55');
    // The unread flags have loaded (total 3).
    await waitFor(() => expect(queryClient.getQueryData(['session', 'unread', 'talk'])).toBeTruthy());
    state.unread['55'] = 4;
    state.conversations[0] = { ...state.conversations[0]!, lastMessage: chatMessage(3, { text: 'Hello?' }) };
    // What the 8 s poll does (hooks/useUnread.test.tsx times it).
    await act(() => queryClient.invalidateQueries({ queryKey: ['session', 'unread', 'talk'] }));
    await waitFor(() =>
      expect(within(screen.getByTestId('chat-row-55')).getByTestId('chat-row-last').textContent).toBe(
        'Hello?',
      ),
    );
    expect(within(screen.getByTestId('chat-row-55')).getByTestId('chat-row-unread').textContent).toBe('4');
  });
});
