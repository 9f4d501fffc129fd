// The order's timeline, oldest first: each step's status, who acted, when, and its note and facts; above
// it, whether the hash chain verifies (every step linked to the one before and matching its content) and
// the chain's head, or the step where it breaks, which is marked in the list.
import type { OrderEventDto } from '@p2p/contracts';
import { Alert, Card, Empty, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { D, useDeskFormat } from './format';

export function CaseTimeline({
  events,
  chainValid,
  chainBrokenAt,
}: {
  events: readonly OrderEventDto[];
  chainValid: boolean;
  chainBrokenAt: number | null;
}) {
  const { t } = useTranslation();
  const f = useDeskFormat();
  const head = events.length > 0 ? events[events.length - 1]!.hash : null;

  return (
    <Card title={t(`${D}.timeline.title`)} data-testid="case-timeline">
      {chainValid ? (
        <Alert
          type="success"
          showIcon
          className="desk-chain"
          title={t(`${D}.timeline.verified`)}
          description={
            head ? (
              <Typography.Text code title={head} className="desk-hash">
                {t(`${D}.timeline.head`, { hash: head.slice(0, 16) })}
              </Typography.Text>
            ) : null
          }
          data-testid="chain-verdict"
          data-valid="true"
        />
      ) : (
        <Alert
          type="error"
          showIcon
          className="desk-chain"
          title={t(`${D}.timeline.broken`, { seq: chainBrokenAt ?? '?' })}
          data-testid="chain-verdict"
          data-valid="false"
        />
      )}
      {events.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`${D}.timeline.empty`)} />
      ) : (
        <Timeline
          className="desk-timeline"
          items={events.map((e) => {
            const broken = !chainValid && chainBrokenAt !== null && e.seq >= chainBrokenAt;
            const facts = Object.entries(e.data);
            return {
              key: e.id,
              color: broken ? 'red' : e.actorType === 'STAFF' ? 'purple' : 'blue',
              content: (
                <div data-testid={`event-${e.seq}`} data-broken={broken ? 'true' : 'false'}>
                  <Typography.Text strong>{f.status(e.toStatus)}</Typography.Text>{' '}
                  <Typography.Text type="secondary">
                    {t(`${D}.timeline.by`, { actor: f.side(e.actorType) })}
                    {e.actorId ? ` (${e.actorId})` : ''}
                  </Typography.Text>
                  <div className="desk-small">
                    <time dateTime={e.createdAt}>{f.time(e.createdAt)}</time>
                    <Typography.Text type="secondary">
                      {' '}
                      · #{e.seq} · {e.action}
                    </Typography.Text>
                  </div>
                  {e.note && <div className="desk-note">{e.note}</div>}
                  {facts.length > 0 && (
                    <div className="desk-small desk-facts">
                      {facts.map(([k, v]) => (
                        <span key={k}>
                          {k}: <Typography.Text code>{v}</Typography.Text>
                        </span>
                      ))}
                    </div>
                  )}
                </div>
              ),
            };
          })}
        />
      )}
    </Card>
  );
}
