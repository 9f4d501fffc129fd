// /appeal?id=: the appeal form of one order (spec §2, §5): a reason from the preset list (the APPEAL_REASON
// dictionary in the app's language, those of the caller's side of the order) or Other with a required
// specific reason, evidence images (one at least) and a link to the order's chat, where the appellant's
// explanation must be too (the API answers 5058 otherwise), a confirmation, then back to the order, now
// locked under appeal.
import { appealReasonFits, orderDetailPath, webPath, WebRoutes } from '@p2p/contracts';
import { Dialog, SpinLoading, Toast } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useOrder } from '../orders/useOrders';
import { EvidenceField } from './EvidenceField';
import { AP, APPEAL_REASON_OTHER, APPEAL_REASON_TEXT_MAX_LENGTH, formProblem } from './format';
import { useAppealReasons, useCreateAppeal } from './useAppeals';

const F = `${AP}.form`;

export function AppealForm({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reasons = useAppealReasons();
  // Only the reasons of the caller's side of the order (a buyer is not offered "payment not received").
  const role = useOrder(orderId).data?.role;
  const offered = role ? (reasons.data ?? []).filter((r) => appealReasonFits(r.key, role)) : [];
  const create = useCreateAppeal();
  const [reasonCode, setReasonCode] = useState<string | null>(null);
  const [reasonText, setReasonText] = useState('');
  const [evidence, setEvidence] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [tried, setTried] = useState(false);
  const problem = formProblem({ reasonCode, reasonText, evidence });
  const other = reasonCode === APPEAL_REASON_OTHER;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (problem || uploading || create.isPending) return;
    const ok = await Dialog.confirm({
      title: t(`${F}.confirmTitle`),
      content: t(`${F}.confirmMessage`),
      confirmText: t(`${F}.submit`),
      cancelText: t(`${F}.back`),
    });
    if (!ok) return;
    try {
      await create.mutateAsync({
        orderId,
        reasonCode: reasonCode!,
        ...(reasonText.trim() ? { reasonText: reasonText.trim() } : {}),
        evidenceFileIds: evidence,
      });
    } catch {
      return; // toasted by the API wrapper
    }
    Toast.show({ icon: 'success', content: t(`${F}.done`) });
    navigate(orderDetailPath(orderId), { replace: true });
  };

  return (
    <form
      className="page ads orders appeal"
      onSubmit={(e) => void submit(e)}
      noValidate
      data-testid="appeal-form"
    >
      <h1 className="appeal__title">{t(`${F}.title`)}</h1>
      <p className="ads-muted" data-testid="appeal-order">
        {t(`${F}.order`, { id: orderId })}
      </p>
      <p className="appeal__intro">{t(`${F}.intro`)}</p>
      <fieldset
        className={`field appeal-reasons${tried && problem === 'reasonRequired' ? ' field--error' : ''}`}
        data-testid="appeal-reasons"
      >
        <legend className="field__label">{t(`${F}.reason`)}</legend>
        {reasons.isPending || (!role && !reasons.isError) ? <SpinLoading /> : null}
        {reasons.isError ? (
          <p className="field__error" role="alert">
            {t(`${F}.reasonsFailed`)}{' '}
            <button type="button" className="button button--outline" onClick={() => void reasons.refetch()}>
              {t(`${F}.retry`)}
            </button>
          </p>
        ) : null}
        {offered.map((r) => (
          <label key={r.key} className={`appeal-reason${reasonCode === r.key ? ' is-active' : ''}`}>
            <input
              type="radio"
              name="reasonCode"
              value={r.key}
              checked={reasonCode === r.key}
              onChange={() => setReasonCode(r.key)}
              data-testid={`appeal-reason-${r.key}`}
            />
            <span>{r.value}</span>
          </label>
        ))}
        {tried && problem === 'reasonRequired' ? (
          <p className="field__error" role="alert" data-testid="appeal-reason-error">
            {t(`${F}.reasonRequired`)}
          </p>
        ) : null}
      </fieldset>
      {other ? (
        <div className={`field${tried && problem === 'otherRequired' ? ' field--error' : ''}`}>
          <label className="field__label" htmlFor="appeal-text">
            {t(`${F}.other`)}
          </label>
          <div className="field__control">
            <textarea
              id="appeal-text"
              className="field__input appeal__text"
              rows={4}
              maxLength={APPEAL_REASON_TEXT_MAX_LENGTH}
              placeholder={t(`${F}.otherPlaceholder`)}
              value={reasonText}
              onChange={(e) => setReasonText(e.target.value)}
              required
              data-testid="appeal-text"
            />
          </div>
          {tried && problem === 'otherRequired' ? (
            <p className="field__error" role="alert" data-testid="appeal-text-error">
              {t(`${F}.otherRequired`, { max: APPEAL_REASON_TEXT_MAX_LENGTH })}
            </p>
          ) : (
            <p className="field__hint">
              {[...reasonText.trim()].length}/{APPEAL_REASON_TEXT_MAX_LENGTH}
            </p>
          )}
        </div>
      ) : null}
      <EvidenceField value={evidence} onChange={setEvidence} onBusy={setUploading} />
      {tried && problem === 'evidenceRequired' ? (
        <p className="field__error" role="alert" data-testid="appeal-evidence-required">
          {t(`${F}.evidenceRequired`)}
        </p>
      ) : null}
      <p className="appeal__chat-note" data-testid="appeal-chat-note">
        {t(`${F}.chatNote`)}{' '}
        <Link to={webPath(WebRoutes.chat, { id: orderId })} data-testid="appeal-chat-link">
          {t(`${F}.chatLink`)}
        </Link>
      </p>
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={uploading || create.isPending}
        data-testid="appeal-submit"
      >
        {t(create.isPending ? `${F}.submitting` : `${F}.submit`)}
      </button>
      <button
        type="button"
        className="button button--outline button--block"
        onClick={() => navigate(orderDetailPath(orderId))}
        data-testid="appeal-back"
      >
        {t(`${F}.back`)}
      </button>
    </form>
  );
}
