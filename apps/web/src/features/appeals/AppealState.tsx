// The appeal state on /orderDetail: while the order is under appeal (and after, when it was appealed),
// its newest appeal with the result, the pending execution time of a decision, the reviewer's remarks,
// "add evidence" for either party while it is open, and "cancel appeal" for the initiator (with a
// confirmation; the order unlocks and resumes).
import { WebRoutes, type OrderDto } from '@p2p/contracts';
import { Dialog, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatTime } from '../funds/format';
import { AddEvidence } from './AddEvidence';
import { AppealCard } from './AppealRecords';
import { EvidenceRequests } from './EvidenceRequests';
import { WithAppealTexts } from './texts';
import { AP, canCancel, currentAppeal } from './format';
import { useCancelAppeal, useOrderAppeals } from './useAppeals';
import './appeals.css';

const S = `${AP}.state`;

function AppealStateCard({ order }: { order: OrderDto }) {
  const { t, i18n } = useTranslation();
  const query = useOrderAppeals(order.id, order.status, true);
  const cancel = useCancelAppeal();
  const appeal = currentAppeal(query.data?.list);
  if (!appeal) return null;

  const press = async () => {
    const ok = await Dialog.confirm({
      title: t(`${S}.cancelTitle`),
      content: <span data-testid="appeal-cancel-message">{t(`${S}.cancelMessage`)}</span>,
      confirmText: t(`${S}.cancel`),
      cancelText: t(`${S}.keep`),
    });
    if (!ok) return;
    try {
      await cancel.mutateAsync(appeal.id);
    } catch {
      return; // toasted by the API wrapper; the order and its appeals are read again
    }
    Toast.show({ icon: 'success', content: t(`${S}.cancelled`) });
  };

  return (
    <section className="order-card appeal-state" data-testid="order-appeal-state">
      <h3 className="order-card__title">{t(`${S}.title`)}</h3>
      {appeal.stage === 'OPEN' && appeal.result === 'PENDING' ? (
        <p className="appeal-state__note">{t(`${S}.pending`)}</p>
      ) : null}
      {appeal.pendingDecision && appeal.executeAt ? (
        <p className="appeal-state__note" data-testid="appeal-scheduled">
          {t(`${S}.scheduled`, {
            decision: t(`${AP}.result.${appeal.pendingDecision}`),
            time: formatTime(i18n.language, appeal.executeAt),
          })}
        </p>
      ) : null}
      <AppealCard appeal={appeal} withOrder={false} />
      <EvidenceRequests appeal={appeal} />
      <AddEvidence appeal={appeal} />
      <div className="appeal-state__actions">
        {canCancel(appeal) ? (
          <button
            type="button"
            className="button button--outline"
            disabled={cancel.isPending}
            onClick={() => void press()}
            data-testid="appeal-cancel"
          >
            {t(`${S}.cancel`)}
          </button>
        ) : null}
        <Link to={WebRoutes.appeal} className="appeal-state__link" data-testid="appeal-records-link">
          {t(`${S}.records`)}
        </Link>
      </div>
    </section>
  );
}

/** Statuses an appeal leaves the order in, or where a decided appeal shows its result. */
const SHOWN = ['IN_APPEAL', 'PENDING_CHAIN_CONFIRM', 'CHAIN_CONFIRM_REVOKED', 'COMPLETED', 'CANCELLED'];

export function AppealState({ order }: { order: OrderDto }) {
  if (!SHOWN.includes(order.status)) return null;
  return (
    <WithAppealTexts quiet>
      <AppealStateCard order={order} />
    </WithAppealTexts>
  );
}
