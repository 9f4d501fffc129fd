// One conversation of /chatList (issue 26): the counterparty, the order (the caller's side, its number and
// status), the last message (its text, or "Image"; "You: …" when the caller wrote it), its time and the
// unread count as a badge. The whole row opens the order's chat.
import { WebRoutes, webPath, type ChatConversationDto } from '@p2p/contracts';
import { PictureOutline, RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isFinished } from '../orders/orderState';
import { C, messageTime } from './format';

/** The badge shows at most this count ("99+" above). */
const BADGE_MAX = 99;

/** The order statuses' texts (`common.orders`, loaded with the page). */
const STATUS = 'common.orders.status';

function LastMessage({ conversation }: { conversation: ChatConversationDto }) {
  const { t } = useTranslation();
  const message = conversation.lastMessage;
  const image = message.kind === 'IMAGE';
  const body = image ? t(`${C}.list.image`) : (message.text ?? '');
  return (
    <span className="chat-row__last" data-testid="chat-row-last">
      {image ? <PictureOutline className="chat-row__last-icon" aria-hidden="true" /> : null}
      <span className="chat-row__last-text">{message.mine ? t(`${C}.list.mine`, { text: body }) : body}</span>
    </span>
  );
}

export function ChatListRow({ conversation }: { conversation: ChatConversationDto }) {
  const { t, i18n } = useTranslation();
  const { orderId, counterparty, lastMessage, unread, orderStatus } = conversation;
  const name = counterparty.nickname ?? t(`${C}.counterparty`);
  const buying = conversation.role === 'BUYER';
  const tone = orderStatus === 'COMPLETED' ? 'ok' : isFinished(orderStatus) ? 'off' : 'live';
  return (
    <li className={`chat-row${unread > 0 ? ' is-unread' : ''}`} data-testid={`chat-row-${orderId}`}>
      <Link to={webPath(WebRoutes.chat, { id: orderId })} className="chat-row__link">
        <span className="chat-row__avatar" aria-hidden="true">
          {[...name][0]?.toUpperCase()}
        </span>
        <span className="chat-row__body">
          <span className="chat-row__top">
            <strong className="chat-row__name" data-testid="chat-row-name">
              {name}
            </strong>
            <time className="chat-row__time" dateTime={lastMessage.createdAt} data-testid="chat-row-time">
              {messageTime(i18n.language, lastMessage.createdAt)}
            </time>
          </span>
          <span className="chat-row__order">
            <span className={`chat-row__side is-${buying ? 'buy' : 'sell'}`} data-testid="chat-row-side">
              {t(buying ? `${C}.list.buying` : `${C}.list.selling`)}
            </span>
            <span className="chat-row__id">{t(`${C}.order`, { id: orderId })}</span>
            <span className={`chat-row__status is-${tone}`} data-testid="chat-row-status">
              {t(`${STATUS}.${orderStatus}`)}
            </span>
          </span>
          <span className="chat-row__bottom">
            <LastMessage conversation={conversation} />
            {unread > 0 ? (
              <span
                className="chat-row__badge"
                role="status"
                aria-label={t(`${C}.list.unread`, { count: unread })}
                data-testid="chat-row-unread"
              >
                {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
              </span>
            ) : null}
          </span>
        </span>
        <RightOutline className="chat-row__arrow" aria-hidden="true" />
      </Link>
    </li>
  );
}
