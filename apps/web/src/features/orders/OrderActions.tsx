// What the caller may do now (the order's `actions`, from the state machine): accept, I have paid, I have
// received (security password sheet), restore, decline, cancel. Each asks first; cancelling where the
// credit rule applies says how many free cancellations are left today, or what it costs (spec §9). Then
// the chat entry, and the appeal entry only while an appeal is allowed. One action may be pinned at the
// bottom of the screen instead (issue 26: the paying buyer's "I have paid"): the page places PinnedAction,
// both sharing one useOrderButtons.
import { WebRoutes, webPath, type OrderDto } from '@p2p/contracts';
import { Dialog, Toast } from 'antd-mobile';
import { MessageOutline, ExclamationShieldOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { decimal } from '../ads/format';
import { ConfirmReceivedSheet } from './ConfirmReceivedSheet';
import { O, buttonActions, canAppeal, type ButtonAction } from './format';
import { useUnreadTalk } from '../../hooks/useUnread';
import { useCancelTimes, useOrderAction } from './useOrders';

const A = `${O}.actions`;

/** Statuses whose cancellation applies the credit rule (DESIGN §4): the hint of cancel/times shows. */
const PENALISED = ['WAIT_SELLER_DEPOSIT', 'WAIT_BUYER_PAY'];

const PRIMARY: readonly ButtonAction[] = ['ACCEPT', 'PAY', 'CONFIRM_RECEIVED', 'RECOVER'];

/** The texts' key of each action (`actions.<key>`, `<key>Title`, `<key>Message`). */
const KEY: Record<ButtonAction, string> = {
  ACCEPT: 'accept',
  PAY: 'pay',
  CONFIRM_RECEIVED: 'confirmReceived',
  RECOVER: 'recover',
  DECLINE: 'decline',
  CANCEL: 'cancel',
};

export interface OrderButtons {
  order: OrderDto;
  actions: ButtonAction[];
  pending: boolean;
  press(action: ButtonAction): Promise<void>;
  confirming: boolean;
  closeConfirm(): void;
}

/** The order's buttons: which there are, and what pressing one does (a question first, then the call). */
export function useOrderButtons(order: OrderDto): OrderButtons {
  const { t } = useTranslation();
  const actions = buttonActions(order);
  const run = useOrderAction(order.id);
  const penalised = actions.includes('CANCEL') && PENALISED.includes(order.status);
  const times = useCancelTimes(penalised);
  const [confirming, setConfirming] = useState(false);

  const cancelHint = (): string => {
    const d = times.data;
    if (!penalised || !d) return t(`${A}.cancelMessage`);
    return d.remaining > 0
      ? t(`${A}.cancelFree`, { n: d.remaining, total: d.freePerDay })
      : t(`${A}.cancelPenalty`, { points: d.deduct });
  };

  const content = (action: Exclude<ButtonAction, 'CONFIRM_RECEIVED'>): string => {
    if (action === 'CANCEL') return cancelHint();
    if (action === 'PAY')
      return t(`${A}.payMessage`, { amount: `${decimal(order.totalAmount)} ${order.quote}` });
    return t(`${A}.${KEY[action]}Message`);
  };

  const press = async (action: ButtonAction) => {
    if (action === 'CONFIRM_RECEIVED') {
      setConfirming(true);
      return;
    }
    const ok = await Dialog.confirm({
      title: t(`${A}.${KEY[action]}Title`),
      content: <span data-testid="order-dialog-content">{content(action)}</span>,
      confirmText: t(`${A}.${KEY[action]}`),
      cancelText: t('common.actions.back'),
    });
    if (!ok) return;
    try {
      await run.mutateAsync(action);
    } catch {
      return; // toasted by the API wrapper; the order is read again
    }
    Toast.show({ icon: 'success', content: t(`${O}.done.${action}`) });
  };

  return {
    order,
    actions,
    pending: run.isPending,
    press,
    confirming,
    closeConfirm: () => setConfirming(false),
  };
}

function ActionButton({ buttons, action }: { buttons: OrderButtons; action: ButtonAction }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`button button--block ${PRIMARY.includes(action) ? 'button--primary' : 'button--outline'}`}
      disabled={buttons.pending}
      onClick={() => void buttons.press(action)}
      data-testid={`order-action-${action}`}
    >
      {t(`${A}.${KEY[action]}`)}
    </button>
  );
}

/**
 * The action pinned at the bottom of the screen (a sticky bar with the safe area's padding: it takes its
 * own room at the end of the page, so nothing stays hidden behind it). Nothing when the order lacks it.
 */
export function PinnedAction({ buttons, action }: { buttons: OrderButtons; action: ButtonAction }) {
  if (!buttons.actions.includes(action)) return null;
  return (
    <div className="order-pinned" data-testid="order-pinned">
      <ActionButton buttons={buttons} action={action} />
    </div>
  );
}

export function OrderActions({
  buttons,
  pinned = null,
}: {
  buttons: OrderButtons;
  /** The action shown in the pinned bar instead (PinnedAction), if any. */
  pinned?: ButtonAction | null;
}) {
  const { t } = useTranslation();
  const { order } = buttons;
  const shown = buttons.actions.filter((a) => a !== pinned);
  // Unread chat messages of this order (issue 26): polled with the shell's checks, refreshed by the socket.
  const unreadChat = useUnreadTalk().data?.orders.find((o) => o.orderId === order.id)?.unread ?? 0;

  return (
    <>
      {shown.length > 0 ? (
        <section className="order-actions" data-testid="order-actions">
          {shown.map((action) => (
            <ActionButton key={action} buttons={buttons} action={action} />
          ))}
        </section>
      ) : null}
      <nav className="order-entries" aria-label={t(`${O}.detail.entries`)}>
        <Link to={webPath(WebRoutes.chat, { id: order.id })} className="order-entry" data-testid="order-chat">
          <MessageOutline aria-hidden="true" />
          <span>{t(`${O}.detail.chat`)}</span>
          {unreadChat > 0 ? (
            <span
              className="order-entry__badge"
              aria-label={t(`${O}.detail.chatUnread`, { count: unreadChat })}
              data-testid="order-chat-unread"
            >
              {unreadChat > 99 ? '99+' : unreadChat}
            </span>
          ) : null}
        </Link>
        <Link to={WebRoutes.chatList} className="order-entry" data-testid="order-all-chats">
          <span>{t(`${O}.detail.allChats`)}</span>
        </Link>
        {canAppeal(order) ? (
          <Link
            to={webPath(WebRoutes.appeal, { id: order.id })}
            className="order-entry is-warn"
            data-testid="order-appeal"
          >
            <ExclamationShieldOutline aria-hidden="true" />
            <span>{t(`${O}.detail.appeal`)}</span>
          </Link>
        ) : null}
      </nav>
      {buttons.actions.includes('CONFIRM_RECEIVED') ? (
        <ConfirmReceivedSheet order={order} visible={buttons.confirming} onClose={buttons.closeConfirm} />
      ) : null}
    </>
  );
}
