// /chatList (issue 26; spec §2's "chat history"): every conversation of the caller's orders, the newest
// message first, paged as the list is scrolled (or with "Load more"); each row opens the order's chat.
// It follows the socket (TALK) and, with the socket down, the unread poll (useChatList).
import { WebRoutes } from '@p2p/contracts';
import { SpinLoading } from 'antd-mobile';
import { MessageOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../shell/EmptyState';
import { LoadFailed } from '../../shell/LoadFailed';
import { LoadMore } from '../ads/LoadMore';
import { WithOrderTexts } from '../orders/texts';
import { ChatListRow } from './ChatListRow';
import { C } from './format';
import { useChatList } from './useChatList';
import '../ads/ads.css';
import './chatList.css';

function ChatList() {
  const { t } = useTranslation();
  const { list, conversations } = useChatList();
  if (list.isPending)
    return (
      <div className="ads-loading" data-testid="chat-list-loading">
        <SpinLoading />
      </div>
    );
  if (list.isError && conversations.length === 0)
    return <LoadFailed onRetry={() => void list.refetch()} testId="chat-list-failed" />;
  if (conversations.length === 0)
    return (
      <EmptyState
        icon={<MessageOutline />}
        title={t(`${C}.list.empty`)}
        message={t(`${C}.list.emptyHint`)}
        action={{ label: t(`${C}.toOrders`), to: WebRoutes.order }}
        testId="chat-list-empty"
      />
    );
  return (
    <>
      <ul className="chat-rows" data-testid="chat-rows">
        {conversations.map((conversation) => (
          <ChatListRow key={conversation.orderId} conversation={conversation} />
        ))}
      </ul>
      <LoadMore
        hasMore={Boolean(list.hasNextPage)}
        loading={list.isFetchingNextPage}
        onMore={() => {
          if (!list.isFetchingNextPage) void list.fetchNextPage();
        }}
        testId="chat-list-more"
        endText={t(`${C}.list.end`)}
      />
    </>
  );
}

export default function ChatListPage() {
  return (
    <div className="page chat-list-page" data-testid="chat-list-page">
      <WithOrderTexts>
        <ChatList />
      </WithOrderTexts>
    </div>
  );
}
