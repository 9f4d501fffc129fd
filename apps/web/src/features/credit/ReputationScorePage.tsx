// /reputationScore (spec §2, §9; issue 14): the caller's current credit score (the polled user info), the
// 60-point rule (below it no ads: 5009), their order count and completion rate with what those count
// (issue 22), the credit rules, what is left of today's free cancellations and
// the credit record. Its texts come with the page (./texts), outside the app's first load.
import {
  APPEAL_LOST_PENALTY,
  canPublishAds,
  CREDIT_MIN_TO_PUBLISH,
  DEFAULT_CANCELLATION_DEDUCT,
  FREE_CANCELLATIONS_PER_DAY,
} from '@p2p/domain/credit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../../hooks/useAccount';
import { percent } from '../account/profile/plainFormat';
import { timeOffsetHours } from '../prices/clock';
import { CreditRecordList } from './CreditRecordList';
import { WithCreditTexts } from './texts';
import { C } from './format';
import { useFreeCancellations, useRefreshOnScoreChange } from './useCredit';
import '../ads/ads.css';
import './credit.css';

/** Shown while a figure is not known yet. */
const NO_FIGURE = '\u2014';

function ScoreCard({ score }: { score: number | undefined }) {
  const { t } = useTranslation();
  const known = score !== undefined;
  const allowed = known && canPublishAds(score);
  return (
    <section className="credit-card credit-score" aria-labelledby="credit-score-label">
      <h2 id="credit-score-label" className="credit-card__label">
        {t(`${C}.score.label`)}
      </h2>
      <p className="credit-score__value" data-testid="credit-score">
        {known ? score : NO_FIGURE}
      </p>
      {known ? (
        <p
          className={`credit-score__status ${allowed ? 'is-ok' : 'is-blocked'}`}
          role={allowed ? undefined : 'alert'}
          data-testid="credit-status"
          data-allowed={String(allowed)}
        >
          {allowed ? t(`${C}.score.canPost`) : t('errors.5009')}
        </p>
      ) : null}
    </section>
  );
}

/**
 * The caller's order count and completion rate, and what they count (issue 22: honest reputation): only
 * orders that completed or failed through the trader.
 */
function FiguresCard({ orders, rate }: { orders: number | undefined; rate: string | undefined }) {
  const { t } = useTranslation();
  return (
    <section className="credit-card credit-figures" aria-labelledby="credit-figures-label">
      <h2 id="credit-figures-label" className="credit-card__title">
        {t(`${C}.figures.title`)}
      </h2>
      <dl className="credit-figures__list">
        <div>
          <dt>{t(`${C}.figures.orders`)}</dt>
          <dd data-testid="credit-orders">{orders ?? NO_FIGURE}</dd>
        </div>
        <div>
          <dt>{t(`${C}.figures.completion`)}</dt>
          <dd data-testid="credit-completion">{rate === undefined ? NO_FIGURE : percent(rate)}</dd>
        </div>
      </dl>
      <p className="credit-figures__note" data-testid="credit-figures-note">
        {t(`${C}.figures.note`)}
      </p>
    </section>
  );
}

function ReputationScreen() {
  const { t } = useTranslation();
  const info = useUserInfo().data;
  const score = info?.creditScore;
  const times = useFreeCancellations();
  const [offsetHours] = useState(() => timeOffsetHours());
  useRefreshOnScoreChange(score);
  const free = times.data?.freePerDay ?? FREE_CANCELLATIONS_PER_DAY;
  const deduct = times.data?.deduct ?? DEFAULT_CANCELLATION_DEDUCT;

  return (
    <div className="page credit" data-testid="reputation-score-page">
      <ScoreCard score={score} />
      <FiguresCard orders={info?.orderCount} rate={info?.completionRate} />

      <section className="credit-card credit-free" aria-labelledby="credit-free-label">
        <h2 id="credit-free-label" className="credit-card__label">
          {t(`${C}.cancellations.title`)}
        </h2>
        <p className="credit-free__value" data-testid="credit-free-left">
          {times.data
            ? t(`${C}.cancellations.left`, { remaining: times.data.remaining, free: times.data.freePerDay })
            : NO_FIGURE}
        </p>
      </section>

      <section className="credit-card" aria-labelledby="credit-rules-label">
        <h2 id="credit-rules-label" className="credit-card__title">
          {t(`${C}.rules.title`)}
        </h2>
        <ul className="credit-rules" data-testid="credit-rules">
          <li>{t(`${C}.rules.minimum`, { min: CREDIT_MIN_TO_PUBLISH })}</li>
          <li>{t(`${C}.rules.cancellation`, { free, deduct })}</li>
          <li>{t(`${C}.rules.appealLost`, { points: APPEAL_LOST_PENALTY })}</li>
          <li>{t(`${C}.rules.malicious`)}</li>
        </ul>
      </section>

      <section className="credit-record" aria-labelledby="credit-record-label">
        <h2 id="credit-record-label" className="credit-card__title">
          {t(`${C}.record.title`)}
        </h2>
        <CreditRecordList offsetHours={offsetHours} />
      </section>
    </div>
  );
}

export default function ReputationScorePage() {
  return (
    <WithCreditTexts>
      <ReputationScreen />
    </WithCreditTexts>
  );
}
