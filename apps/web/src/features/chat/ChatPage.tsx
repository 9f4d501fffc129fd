// /chat?id=<order id> (spec §2, dark theme): the order's chat. The history loads newest first and pages
// back as the list is scrolled to its top (the place in the list is kept); text and image messages;
// messages arriving over the socket (TALK) are appended; opening the chat reads the order's messages.
// Messages are kept with the order as evidence, which the page says.
import { WebRoutes, orderDetailPath, type ChatMessageDto } from '@p2p/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { SpinLoading } from 'antd-mobile';
import { MessageOutline } from 'antd-mobile-icons';
import { useLayoutEffect, useRef, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../shell/EmptyState';
import { useOrder } from '../orders/useOrders';
import { ChatComposer } from './ChatComposer';
import { ChatMessageItem } from './ChatMessageItem';
import { C } from './format';
import { addChatMessage, useChat } from './useChat';
import './chat.css';

/** Older messages are asked for once the list is scrolled this close (px) to its top. */
const OLDER_AT_PX = 48;

/** Keeps the list at its bottom for new messages, and in place when older ones come in above. */
function useScrollKeeping(messages: ChatMessageDto[]) {
  const list = useRef<HTMLDivElement>(null);
  const before = useRef<{ first: string | undefined; height: number; top: number; last: string | undefined }>(
    {
      first: undefined,
      height: 0,
      top: 0,
      last: undefined,
    },
  );
  useLayoutEffect(() => {
    const el = list.current;
    if (!el) return;
    const first = messages[0]?.id;
    const last = messages[messages.length - 1]?.id;
    const prev = before.current;
    if (prev.first !== undefined && first !== prev.first && last === prev.last) {
      // Older messages were put above: the ones on screen stay where they were.
      el.scrollTop = el.scrollHeight - prev.height + prev.top;
    } else if (last !== prev.last) {
      const nearBottom = prev.height - prev.top - el.clientHeight < 120;
      const mine = messages[messages.length - 1]?.mine ?? false;
      if (prev.last === undefined || nearBottom || mine) el.scrollTop = el.scrollHeight;
    }
    before.current = { first, last, height: el.scrollHeight, top: el.scrollTop };
  }, [messages]);
  const remember = () => {
    const el = list.current;
    if (el) before.current = { ...before.current, height: el.scrollHeight, top: el.scrollTop };
  };
  return { list, remember };
}

export default function ChatPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderId = params.get('id');
  const queryClient = useQueryClient();
  const { history, messages } = useChat(orderId);
  const order = useOrder(orderId).data;
  const { list, remember } = useScrollKeeping(messages);

  if (!orderId)
    return (
      <div className="page chat-page">
        <EmptyState
          icon={<MessageOutline />}
          title={t(`${C}.noOrder`)}
          action={{ label: t(`${C}.toOrders`), to: WebRoutes.order }}
          testId="chat-no-order"
        />
      </div>
    );

  const onScroll = (e: UIEvent<HTMLDivElement>) => {
    remember();
    if (e.currentTarget.scrollTop > OLDER_AT_PX) return;
    if (history.hasNextPage && !history.isFetchingNextPage) void history.fetchNextPage();
  };

  const name = order?.counterparty.nickname;
  return (
    <div className="page chat-page" data-testid="chat-page">
      <header className="chat-page__head">
        <div className="chat-page__who">
          <strong className="chat-page__name" data-testid="chat-counterparty">
            {name ?? t(`${C}.counterparty`)}
          </strong>
          <span className="chat-page__order">{t(`${C}.order`, { id: orderId })}</span>
        </div>
        <Link className="chat-page__link" to={orderDetailPath(orderId)} data-testid="chat-order-link">
          {t(`${C}.viewOrder`)}
        </Link>
      </header>
      <div className="chat-page__list" ref={list} onScroll={onScroll} data-testid="chat-list">
        <p className="chat-page__notice">{t(`${C}.evidence`)}</p>
        {history.isFetchingNextPage ? (
          <div className="chat-page__older" data-testid="chat-older-loading">
            <SpinLoading /> {t(`${C}.loadingOlder`)}
          </div>
        ) : history.isSuccess && !history.hasNextPage && messages.length > 0 ? (
          <p className="chat-page__older" data-testid="chat-start">
            {t(`${C}.start`)}
          </p>
        ) : null}
        {history.isPending ? (
          <div className="chat-page__state" data-testid="chat-loading">
            <SpinLoading /> {t(`${C}.loading`)}
          </div>
        ) : history.isError && messages.length === 0 ? (
          <div className="chat-page__state" role="alert" data-testid="chat-load-failed">
            <p>{t(`${C}.loadFailed`)}</p>
            <button type="button" className="button button--outline" onClick={() => void history.refetch()}>
              {t(`${C}.retry`)}
            </button>
          </div>
        ) : messages.length === 0 ? (
          <div className="chat-page__state" data-testid="chat-empty">
            <p className="chat-page__empty">{t(`${C}.empty`)}</p>
            <p>{t(`${C}.emptyHint`)}</p>
          </div>
        ) : (
          <ol className="chat-page__messages" data-testid="chat-messages">
            {messages.map((message) => (
              <ChatMessageItem key={message.id} message={message} />
            ))}
          </ol>
        )}
      </div>
      <ChatComposer orderId={orderId} onSent={(message) => addChatMessage(queryClient, message)} />
    </div>
  );
}
