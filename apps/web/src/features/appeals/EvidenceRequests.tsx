// The appeal officers' requests for evidence to the caller (issue 25), on the appeal card of /orderDetail
// while the appeal is open: what is asked, by whom, the deadline and its countdown (on the server's clock),
// or that it has passed. The party answers with "Add evidence" just below; an answered request is gone.
import type { AppealDto, AppealEvidenceRequestDto } from '@p2p/contracts';
import { useTranslation } from 'react-i18next';
import { formatCountdown, useSecondsLeft } from '../../hooks/useSecondsLeft';
import { formatTime } from '../funds/format';
import { acceptsEvidence } from './AddEvidence';
import { AP } from './format';

const S = `${AP}.state`;

function RequestItem({ request }: { request: AppealEvidenceRequestDto }) {
  const { t, i18n } = useTranslation();
  const left = useSecondsLeft(request.dueAt);
  const overdue = request.state === 'OVERDUE' || left === 0;
  return (
    <li
      className={`appeal-request${overdue ? ' appeal-request--overdue' : ''}`}
      data-testid={`appeal-request-${request.id}`}
      data-state={overdue ? 'OVERDUE' : 'OPEN'}
    >
      <p className="appeal-request__note" data-testid="appeal-request-note">
        {request.note}
      </p>
      <p className="appeal-request__meta">{t(`${S}.requestBy`, { name: request.staffName })}</p>
      <p className="appeal-request__meta">
        {t(`${S}.requestDue`, { time: formatTime(i18n.language, request.dueAt) })}
      </p>
      <p className="appeal-request__left" role="timer" data-testid="appeal-request-countdown">
        {overdue ? t(`${S}.requestOverdue`) : t(`${S}.requestLeft`, { time: formatCountdown(left ?? 0) })}
      </p>
    </li>
  );
}

export function EvidenceRequests({ appeal }: { appeal: AppealDto }) {
  const { t } = useTranslation();
  const open = appeal.evidenceRequests.filter((r) => r.state !== 'ANSWERED');
  if (open.length === 0 || !acceptsEvidence(appeal)) return null;
  return (
    <div className="appeal-requests" data-testid="appeal-requests">
      <h4 className="appeal-requests__title">{t(`${S}.requestTitle`)}</h4>
      <ul className="appeal-requests__list">
        {open.map((r) => (
          <RequestItem key={r.id} request={r} />
        ))}
      </ul>
    </div>
  );
}
