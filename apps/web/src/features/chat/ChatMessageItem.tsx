// One message of the chat: the other party's on the left, the caller's on the right (with whether the
// other party has read it), the system's in the middle, an appeal officer's in the middle marked "Staff"
// with the officer's name (issue 25). An image is read with the session's token into a
// blob URL (hooks/useFileUrl) and opens full screen when tapped.
import type { ChatMessageDto } from '@p2p/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFileUrl } from '../../hooks/useFileUrl';
import { C, messageTime } from './format';

function ChatImage({ fileId }: { fileId: string }) {
  const { t } = useTranslation();
  const { url, failed } = useFileUrl(fileId);
  const [open, setOpen] = useState(false);
  if (!url)
    return (
      <span className="chat-msg__placeholder" data-testid="chat-image-pending">
        {t(failed ? `${C}.imageFailed` : `${C}.imageLoading`)}
      </span>
    );
  return (
    <>
      <button type="button" className="chat-msg__image-button" onClick={() => setOpen(true)}>
        <img className="chat-msg__image" src={url} alt={t(`${C}.imageAlt`)} data-testid="chat-image" />
      </button>
      {open ? (
        <div
          className="chat-viewer"
          role="dialog"
          aria-label={t(`${C}.imageAlt`)}
          onClick={() => setOpen(false)}
          data-testid="chat-viewer"
        >
          <img className="chat-viewer__image" src={url} alt={t(`${C}.imageAlt`)} />
          <button type="button" className="chat-viewer__close">
            {t(`${C}.close`)}
          </button>
        </div>
      ) : null}
    </>
  );
}

export function ChatMessageItem({ message }: { message: ChatMessageDto }) {
  const { t, i18n } = useTranslation();
  const time = messageTime(i18n.language, message.createdAt);
  if (message.kind === 'SYSTEM')
    return (
      <li className="chat-msg chat-msg--system" data-testid={`chat-msg-${message.id}`}>
        <span className="chat-msg__system">{message.text}</span>
        <time className="chat-msg__time" dateTime={message.createdAt}>
          {time}
        </time>
      </li>
    );
  if (message.senderKind === 'STAFF')
    return (
      <li className="chat-msg chat-msg--staff" data-testid={`chat-msg-${message.id}`} data-side="staff">
        <span className="chat-msg__staff" data-testid="chat-msg-staff">
          <span className="chat-msg__staff-badge">{t(`${C}.staff`)}</span>
          {message.staffName ? (
            <span className="chat-msg__staff-name">{t(`${C}.staffName`, { name: message.staffName })}</span>
          ) : null}
        </span>
        <div className="chat-msg__bubble">
          <p className="chat-msg__text">{message.text}</p>
        </div>
        <time className="chat-msg__time" dateTime={message.createdAt}>
          {time}
        </time>
      </li>
    );
  const side = message.mine ? 'mine' : 'theirs';
  return (
    <li className={`chat-msg chat-msg--${side}`} data-testid={`chat-msg-${message.id}`} data-side={side}>
      <div className="chat-msg__bubble">
        {message.kind === 'IMAGE' && message.fileId ? (
          <ChatImage fileId={message.fileId} />
        ) : (
          <p className="chat-msg__text">{message.text}</p>
        )}
      </div>
      <div className="chat-msg__meta">
        <time className="chat-msg__time" dateTime={message.createdAt}>
          {time}
        </time>
        {message.mine ? (
          <span className="chat-msg__read" data-testid="chat-msg-read">
            {t(message.read ? `${C}.read` : `${C}.sent`)}
          </span>
        ) : null}
      </div>
    </li>
  );
}
