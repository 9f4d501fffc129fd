// The order's timeline (`GET /c2c/deal/order/{id}/events`): each step's status, who acted and when, the
// system's note (a timeout, a deadline moved by downtime or maintenance), and the timeline's fingerprint
// (its hash chain's last digest), by which either party can check that nothing was altered: labelled as
// such and never as a blockchain transaction, which it is not (issue 20).
import type { OrderEventDto } from '@p2p/contracts';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../funds/format';
import { O } from './format';

const ACTORS = ['BUYER', 'SELLER', 'SYSTEM', 'STAFF'];

export function OrderTimeline({ events }: { events: readonly OrderEventDto[] }) {
  const { t, i18n } = useTranslation();
  if (events.length === 0) return null;
  const last = events[events.length - 1]!;
  return (
    <section className="order-card" data-testid="order-timeline">
      <h3 className="order-card__title">{t(`${O}.timeline.title`)}</h3>
      <ol className="order-timeline">
        {events.map((e) => (
          <li key={e.id} data-testid={`order-event-${e.id}`}>
            <time dateTime={e.createdAt}>{formatTime(i18n.language, e.createdAt)}</time>
            <strong>{t(`${O}.status.${e.toStatus}`)}</strong>
            <span className="ads-muted">
              {t(`${O}.timeline.by`, {
                actor: ACTORS.includes(e.actorType) ? t(`${O}.timeline.actors.${e.actorType}`) : e.actorType,
              })}
            </span>
            {e.note ? <p className="order-timeline__note">{e.note}</p> : null}
          </li>
        ))}
      </ol>
      <p className="ads-muted order-timeline__hash" data-testid="order-timeline-hash">
        {t(`${O}.timeline.hash`, { hash: last.hash.slice(0, 16) })}
      </p>
      <p className="ads-muted order-timeline__hint" data-testid="order-timeline-hash-hint">
        {t(`${O}.timeline.hashHint`)}
      </p>
    </section>
  );
}
