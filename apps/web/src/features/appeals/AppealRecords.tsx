// The appeal records (spec §2 "appeal record"; /appeal without an order id): the caller's appeals, filed
// by either side, newest first, each with its order, who filed it, the reason, the evidence, the result
// and what it means for the caller, the reviewer's remarks and the pending execution time.
import { webPath, WebRoutes, type AppealDto } from '@p2p/contracts';
import { InfiniteScroll, SpinLoading } from 'antd-mobile';
import { FileOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../shell/EmptyState';
import { formatTime } from '../funds/format';
import { EvidenceImage } from './EvidenceField';
import { AP } from './format';
import { useAppealReasons, useAppealRecords } from './useAppeals';

const R = `${AP}.records`;

/** The reason's label: the dictionary's, else the code; Other's specific text after it. */
export function useReasonLabel(): (appeal: AppealDto) => string {
  const reasons = useAppealReasons();
  return (appeal) => {
    const label = reasons.data?.find((r) => r.key === appeal.reasonCode)?.value ?? appeal.reasonCode;
    return appeal.reasonText ? `${label}: ${appeal.reasonText}` : label;
  };
}

/** The result, and the caller's outcome where it differs (the initiator's win or loss). */
export function AppealResultText({ appeal }: { appeal: AppealDto }) {
  const { t } = useTranslation();
  return (
    <>
      <span className={`appeal-result is-${appeal.result.toLowerCase()}`} data-testid="appeal-result">
        {t(`${AP}.result.${appeal.result}`)}
      </span>
      {appeal.outcome !== appeal.result ? (
        <strong className="appeal-outcome" data-testid="appeal-outcome">
          {' '}
          {t(`${AP}.outcome.${appeal.outcome}`, { defaultValue: t(`${AP}.result.${appeal.outcome}`) })}
        </strong>
      ) : null}
    </>
  );
}

export function AppealCard({ appeal, withOrder }: { appeal: AppealDto; withOrder: boolean }) {
  const { t, i18n } = useTranslation();
  const reasonOf = useReasonLabel();
  const time = (iso: string) => <time dateTime={iso}>{formatTime(i18n.language, iso)}</time>;
  const filedBy = appeal.mine ? t(`${AP}.side.you`) : t(`${AP}.side.${appeal.initiatorSide}`);
  return (
    <article className="order-card appeal-card" data-testid={`appeal-record-${appeal.id}`}>
      <dl className="appeal-card__facts">
        {withOrder ? (
          <div>
            <dt>{t(`${R}.order`)}</dt>
            <dd>
              <Link
                to={webPath(WebRoutes.orderDetail, { id: appeal.orderId })}
                data-testid="appeal-order-link"
              >
                {appeal.orderId}
              </Link>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t(`${R}.filedBy`)}</dt>
          <dd data-testid="appeal-filed-by">{filedBy}</dd>
        </div>
        <div>
          <dt>{t(`${R}.filedAt`)}</dt>
          <dd>{time(appeal.createdAt)}</dd>
        </div>
        <div>
          <dt>{t(`${R}.reason`)}</dt>
          <dd data-testid="appeal-reason">{reasonOf(appeal)}</dd>
        </div>
        <div>
          <dt>{t(`${R}.result`)}</dt>
          <dd>
            <AppealResultText appeal={appeal} />
          </dd>
        </div>
        {appeal.pendingDecision && appeal.executeAt ? (
          <div>
            <dt>{t(`${R}.executeAt`)}</dt>
            <dd data-testid="appeal-execute-at">{time(appeal.executeAt)}</dd>
          </div>
        ) : null}
        {appeal.executedAt ? (
          <div>
            <dt>{t(`${R}.executedAt`)}</dt>
            <dd>{time(appeal.executedAt)}</dd>
          </div>
        ) : null}
        {appeal.reviewerRemarks ? (
          <div>
            <dt>{t(`${R}.remarks`)}</dt>
            <dd data-testid="appeal-remarks">{appeal.reviewerRemarks}</dd>
          </div>
        ) : null}
      </dl>
      {appeal.evidence.some((e) => e.fileId) ? (
        <ul className="appeal-evidence__list" aria-label={t(`${R}.evidence`)}>
          {appeal.evidence.flatMap((e, i) =>
            e.fileId
              ? [
                  <li
                    key={e.id}
                    className="appeal-evidence__item"
                    data-testid={`appeal-evidence-item-${e.id}`}
                  >
                    <EvidenceImage fileId={e.fileId} alt={t(`${AP}.form.imageAlt`, { n: i + 1 })} />
                    {e.uploaderSide ? (
                      <span className="appeal-evidence__by" data-testid="appeal-evidence-by">
                        {t(`${AP}.side.${e.mine ? 'you' : e.uploaderSide}`)}
                      </span>
                    ) : null}
                  </li>,
                ]
              : [],
          )}
        </ul>
      ) : null}
    </article>
  );
}

export function AppealRecords() {
  const { t } = useTranslation();
  const query = useAppealRecords();
  const list = query.data?.pages.flatMap((p) => p.list) ?? [];
  if (query.isPending)
    return (
      <div className="ads-loading">
        <SpinLoading />
      </div>
    );
  return (
    <div className="page ads orders appeal" data-testid="appeal-records">
      <h1 className="appeal__title">{t(`${R}.title`)}</h1>
      {query.isError ? (
        <p className="field__error" role="alert">
          {t(`${R}.failed`)}
        </p>
      ) : list.length === 0 ? (
        <EmptyState
          icon={<FileOutline />}
          title={t(`${R}.empty`)}
          message={t(`${R}.emptyHint`)}
          testId="appeal-records-empty"
        />
      ) : (
        <>
          {list.map((a) => (
            <AppealCard key={a.id} appeal={a} withOrder />
          ))}
          <InfiniteScroll
            loadMore={async () => {
              await query.fetchNextPage();
            }}
            hasMore={query.hasNextPage}
          >
            {query.hasNextPage ? <SpinLoading /> : <span className="ads-muted">{t(`${R}.end`)}</span>}
          </InfiniteScroll>
        </>
      )}
    </div>
  );
}
