// The order's whole chat as both parties wrote it, oldest first: each message with its side (buyer,
// seller, the system, or staff: an officer's message, issue 25), its time, its text or its image (read with the staff token), in a box of fixed
// height that scrolls on its own.
import type { AdminAppealOrderDto, ChatMessageDto } from '@p2p/contracts';
import { Card, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { appealFileUrl } from '../../api/appeals';
import { ApiImage } from './ApiImage';
import { D, useDeskFormat } from './format';

type Who = 'BUYER' | 'SELLER' | 'SYSTEM' | 'STAFF';

function whoOf(message: ChatMessageDto, order: AdminAppealOrderDto): Who {
  // An appeal officer's message to both parties (issue 25), shown apart with the officer's name.
  if (message.senderKind === 'STAFF') return 'STAFF';
  if (message.kind === 'SYSTEM' || message.senderId === null) return 'SYSTEM';
  return message.senderId === order.buyerId
    ? 'BUYER'
    : message.senderId === order.sellerId
      ? 'SELLER'
      : 'SYSTEM';
}

export function CaseChat({
  appealId,
  chat,
  order,
}: {
  appealId: string;
  chat: readonly ChatMessageDto[];
  order: AdminAppealOrderDto;
}) {
  const { t } = useTranslation();
  const f = useDeskFormat();

  return (
    <Card
      title={t(`${D}.chat.title`)}
      extra={
        <Typography.Text type="secondary">{t(`${D}.chat.count`, { count: chat.length })}</Typography.Text>
      }
      data-testid="case-chat"
    >
      {chat.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`${D}.chat.empty`)} />
      ) : (
        <ol className="desk-chat" tabIndex={0} aria-label={t(`${D}.chat.title`)}>
          {chat.map((m) => {
            const who = whoOf(m, order);
            const name =
              who === 'STAFF'
                ? t('admin.caseRequests.staff', { name: m.staffName ?? '' })
                : who === 'SYSTEM'
                  ? t(`${D}.chat.system`)
                  : f.side(who);
            return (
              <li
                key={m.id}
                className={`desk-chat-msg desk-chat-msg--${who.toLowerCase()}`}
                data-testid={`chat-${m.id}`}
              >
                <div className="desk-chat-meta">
                  <Typography.Text strong>{name}</Typography.Text>
                  <time dateTime={m.createdAt}>{f.time(m.createdAt)}</time>
                </div>
                {m.kind === 'IMAGE' ? (
                  <ApiImage
                    url={m.fileId ? appealFileUrl(appealId, m.fileId) : null}
                    alt={t(`${D}.chat.image`, { who: name })}
                    width={200}
                    height={150}
                    testId={`chat-image-${m.id}`}
                  />
                ) : (
                  <div className="desk-chat-text">{m.text}</div>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
