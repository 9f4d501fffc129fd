// Quick trade's review step (issue 26): before the order is placed, what it will be (the best price stays
// shown above it): the amount and the quantity at that price, who offers the best price now, how the
// trader pays or is paid, and the payment window. Edit goes back to the form with everything kept.
import type { AdDto } from '@p2p/contracts';
import { useTranslation } from 'react-i18next';
import { decimal } from '../ads/format';
import { O, type InputMode } from './format';
import type { Choice } from './MethodChoices';

const Q = `${O}.quick`;

export interface QuickReviewProps {
  coin: string;
  quote: string;
  mode: InputMode;
  /** What the trader typed (an amount or a quantity, by `mode`) and the other figure at the best price. */
  value: string;
  other: string;
  /** The market's best ad now (the server picks the best at placing). */
  best: AdDto | null;
  /** Selling: the trader's own method paid into; buying: the kind asked for ('' for any). */
  method: Choice | undefined;
  kind: string;
  onEdit(): void;
}

export function QuickReview({
  coin,
  quote,
  mode,
  value,
  other,
  best,
  method,
  kind,
  onEdit,
}: QuickReviewProps) {
  const { t } = useTranslation();
  const amount = mode === 'amount' ? value : other;
  const quantity = mode === 'amount' ? other : value;
  const payment = method
    ? `${t(`common.paymentMethods.kinds.${method.kind}`)} ${method.label ?? ''}`.trim()
    : kind
      ? t(`common.paymentMethods.kinds.${kind}`)
      : t(`${Q}.anyKind`);
  return (
    <section className="quick-review" data-testid="quick-review" aria-label={t(`${Q}.review`)}>
      <h3 className="order-card__title">{t(`${Q}.review`)}</h3>
      <dl className="order-fields">
        <div>
          <dt>{t(`${O}.place.amount`)}</dt>
          <dd data-testid="quick-review-amount">{`${decimal(amount)} ${quote}`}</dd>
        </div>
        <div>
          <dt>{t(`${O}.place.quantity`)}</dt>
          <dd data-testid="quick-review-quantity">{`${decimal(quantity)} ${coin}`}</dd>
        </div>
        <div>
          <dt>{t(`${Q}.counterparty`)}</dt>
          <dd data-testid="quick-review-counterparty">
            {best?.advertiser.nickname ?? t('common.ads.card.anonymous')}
          </dd>
        </div>
        <div>
          <dt>{t(`${Q}.kind`)}</dt>
          <dd data-testid="quick-review-method">{payment}</dd>
        </div>
        {best ? (
          <div>
            <dt>{t(`${Q}.window`)}</dt>
            <dd data-testid="quick-review-window">{t(`${Q}.minutes`, { n: best.payMinutes })}</dd>
          </div>
        ) : null}
      </dl>
      <p className="ads-muted">{t(`${Q}.reviewNote`)}</p>
      <button type="button" className="text-button" onClick={onEdit} data-testid="quick-review-edit">
        {t(`${Q}.edit`)}
      </button>
    </section>
  );
}
