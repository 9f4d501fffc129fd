// Opens the live socket once the login data has loaded, restarts the unread check when the page is
// visible again, reloads after a long absence, and raises the new-order banner.
import { SocketMessageType, orderIdOf, type SocketMessage } from '@p2p/contracts/socket';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { staffAdChangeOf } from '../features/ads/staffAdNotice';
import { publishTalk } from '../features/chat/talkEvents';
import { parseFundChange, publishFundChange } from '../features/funds/fundChanges';
import { queryKeys } from '../queryKeys';
import { getDeviceUuid } from '../session/deviceId';
import { readSession } from '../session/session';
import type { LiveSocket } from '../socket/liveSocket';
import { watchVisibility } from '../socket/visibility';
import { liveSocket, setLiveSocket } from './liveSocketStore';

export function useLiveUpdates(ready: boolean): { newOrderId: string | null; dismiss: () => void } {
  const queryClient = useQueryClient();
  const [newOrderId, setNewOrderId] = useState<string | null>(null);

  useEffect(() => {
    const session = readSession();
    if (!ready || !session) return undefined;
    const onMessage = (message: SocketMessage): void => {
      if (message.pong) return;
      if (message.type === SocketMessageType.FUND_CHANGE) {
        const change = parseFundChange(message.message);
        if (change) publishFundChange(change);
        return;
      }
      if (message.type === SocketMessageType.TALK) publishTalk(message.message);
      if (message.type === SocketMessageType.AD_STATUS_CHANGE) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.session.ads });
        // Customer service took an ad offline or cancelled it (issue 25): the trader is told why at once.
        const staff = staffAdChangeOf(message);
        if (staff) void import('../features/ads/StaffAdNotice').then((m) => m.showStaffAdNotice(staff));
      }
      if (message.type === SocketMessageType.NEW_ORDER) {
        const id = orderIdOf(message);
        if (id) setNewOrderId(id);
      }
      // An order moved (or a new one came): the order pages read theirs again at once.
      if (
        message.type === SocketMessageType.ORDER_STATUS_CHANGE ||
        message.type === SocketMessageType.NEW_ORDER
      ) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.session.orders });
        // An appeal's news (a decision, an officer's request for evidence) shows on the order's appeal card.
        void queryClient.invalidateQueries({ queryKey: [...queryKeys.session.all, 'appeals'] });
      }
      if (message.type !== SocketMessageType.EXCEPTION) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.session.unread });
      }
    };
    // socket.io is fetched once a signed-in page has loaded: the first screen does not need it.
    let socket: LiveSocket | null = null;
    let closed = false;
    void import('../socket/liveSocket').then(({ LiveSocket: Live }) => {
      if (closed) return;
      socket = new Live({
        token: session.token,
        userId: session.userId,
        unique: getDeviceUuid(),
        onMessage,
      });
      setLiveSocket(socket);
      socket.connect();
    });
    return () => {
      closed = true;
      if (!socket) return;
      socket.close();
      if (liveSocket() === socket) setLiveSocket(null);
    };
  }, [ready, queryClient]);

  useEffect(
    () =>
      watchVisibility({
        reload: () => window.location.reload(),
        onVisible: () => {
          void queryClient.invalidateQueries({ queryKey: queryKeys.session.unread });
          liveSocket()?.ensureConnected();
        },
      }),
    [queryClient],
  );

  return { newOrderId, dismiss: () => setNewOrderId(null) };
}
