// A staff message in the order chat (issue 25): in the middle, marked "Staff" with the appeal officer's
// name, never as the caller's or the counterparty's; one arriving live (TALK) is shown the same way.
import { SocketMessageType, type SocketMessage } from '@p2p/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signIn } from '../../test/renderApp';
import { chatMessage, stubChatApi } from './chatTestKit';
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
afterEach(() => {
  sockets.length = 0;
});

const staff = (id: number, text: string) =>
  chatMessage(id, { senderId: null, senderKind: 'STAFF', staffName: 'Olga', text, read: false });

describe('/chat?id=: staff messages', () => {
  it('shows a staff message in the middle, marked Staff with the officer name', async () => {
    signIn();
    stubChatApi({
      messages: [chatMessage(1, { mine: true }), staff(2, 'Please upload your payment receipt.')],
      unread: { '55': 1 },
    });
    renderApp('/chat?id=55', { realPages: true });
    const item = await screen.findByTestId('chat-msg-2');
    expect(item.dataset.side).toBe('staff');
    expect(item.className).toContain('chat-msg--staff');
    const mark = within(item).getByTestId('chat-msg-staff');
    expect(mark.textContent).toBe('StaffAppeal officer Olga');
    expect(item.textContent).toContain('Please upload your payment receipt.');
    expect(within(item).queryByTestId('chat-msg-read')).toBeNull();
    expect(screen.getByTestId('chat-msg-1').dataset.side).toBe('mine');
  });

  it('adds a staff message arriving live (TALK) marked the same way', async () => {
    signIn();
    stubChatApi({ messages: [chatMessage(1)], unread: {} });
    renderApp('/chat?id=55', { realPages: true });
    await screen.findByTestId('chat-msg-1');
    await waitFor(() => expect(sockets.length).toBeGreaterThan(0));
    act(() => {
      sockets[0]!.onMessage?.({
        type: SocketMessageType.TALK,
        message: JSON.stringify(staff(90, 'The case is under review.')),
      });
    });
    const item = await screen.findByTestId('chat-msg-90');
    expect(item.dataset.side).toBe('staff');
    expect(within(item).getByTestId('chat-msg-staff').textContent).toContain('Olga');
  });

  it('keeps the sender kind and name of a TALK body, and reads an older body as a party message', () => {
    expect(parseTalk(JSON.stringify(staff(3, 'x')))).toMatchObject({
      senderKind: 'STAFF',
      staffName: 'Olga',
    });
    const { senderKind: _k, staffName: _n, ...old } = chatMessage(4);
    expect(parseTalk(JSON.stringify(old))).toMatchObject({ senderKind: 'USER', staffName: null });
  });
});
