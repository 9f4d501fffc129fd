// /paymentMethods: the trader's payment methods (spec §2 payment-method management): the list, each with
// edit and delete (a confirmation first; neither while an open ad or order uses it), and the add form
// (`?form=new`) or the edit form (`?form=<id>`), so the back button returns to the list. Opened from
// elsewhere to add one (`?form=new&back=<path>`: the ad form, a setup step, issue 26), saving or
// cancelling the form returns there.
import { PAYMENT_METHODS_MAX, type PaymentMethodDto } from '@p2p/contracts';
import { Dialog, SpinLoading, Toast } from 'antd-mobile';
import { AddOutline, BankcardOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../shell/EmptyState';
import { useReturnPath } from '../setup/returnPath';
import { PaymentMethodForm } from './PaymentMethodForm';
import { QrCodeImage } from './QrCodeField';
import { useDeletePaymentMethod, usePaymentMethods } from './usePaymentMethods';
import './paymentMethods.css';

const P = 'common.paymentMethods';

function MethodCard({ method, onEdit }: { method: PaymentMethodDto; onEdit(): void }) {
  const { t } = useTranslation();
  const remove = useDeletePaymentMethod();
  const [qrOpen, setQrOpen] = useState(false);

  const confirmDelete = async (): Promise<void> => {
    const confirmed = await Dialog.confirm({
      title: t(`${P}.deleteTitle`),
      content: t(`${P}.deleteMessage`),
      confirmText: t(`${P}.delete`),
      cancelText: t('common.actions.cancel'),
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(method.id);
    } catch {
      return; // toasted by the API wrapper
    }
    Toast.show({ icon: 'success', content: t(`${P}.deleted`) });
  };

  const details = [
    method.bankName,
    method.branch,
    method.exchangeName,
    method.accountInfo,
    method.iban,
  ].filter((v): v is string => Boolean(v));
  return (
    <li className="pm-card" data-testid={`pm-card-${method.id}`}>
      <div className="pm-card__head">
        <strong className="pm-card__kind">{t(`${P}.kinds.${method.kind}`)}</strong>
        <span className="pm-card__currency">{method.currency}</span>
        {method.inUse ? (
          <span className="pm-card__tag" data-testid="pm-in-use">
            {t(`${P}.inUseTag`)}
          </span>
        ) : null}
        {method.qrFileId ? (
          <button
            type="button"
            className="pm-card__tag pm-card__qr"
            aria-expanded={qrOpen}
            aria-label={t(qrOpen ? `${P}.qr.hide` : `${P}.qr.show`)}
            onClick={() => setQrOpen((open) => !open)}
            data-testid="pm-qr-tag"
          >
            {t(`${P}.qr.tag`)}
          </button>
        ) : null}
      </div>
      {qrOpen && method.qrFileId ? <QrCodeImage fileId={method.qrFileId} /> : null}
      <p className="pm-card__name">{method.name}</p>
      <p className="pm-card__account">{method.account}</p>
      {details.length > 0 ? <p className="pm-card__details">{details.join(' · ')}</p> : null}
      {method.notes ? <p className="pm-card__notes">{method.notes}</p> : null}
      {method.inUse ? <p className="pm-card__hint">{t(`${P}.inUse`)}</p> : null}
      <div className="pm-card__actions">
        <button
          type="button"
          className="button button--outline"
          disabled={method.inUse}
          onClick={onEdit}
          data-testid="pm-edit"
        >
          {t(`${P}.edit`)}
        </button>
        <button
          type="button"
          className="button button--outline pm-card__delete"
          disabled={method.inUse || remove.isPending}
          onClick={() => void confirmDelete()}
          data-testid="pm-delete"
        >
          {t(`${P}.delete`)}
        </button>
      </div>
    </li>
  );
}

export default function PaymentMethodsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const back = useReturnPath();
  const methods = usePaymentMethods();
  const list = methods.data ?? [];
  const form = params.get('form');
  const openForm = (value: string) => setParams({ form: value });
  const closeForm = () => {
    if (back) navigate(back, { replace: true });
    else setParams({}, { replace: true });
  };
  const editing = form && form !== 'new' ? list.find((m) => m.id === form) : undefined;
  // An id that is not (or no longer) one of the list's, or one in use: back to the list.
  const stale = Boolean(form && form !== 'new' && methods.isSuccess && (!editing || editing.inUse));
  useEffect(() => {
    if (stale) setParams({}, { replace: true });
  }, [stale, setParams]);

  if (methods.isPending) {
    return (
      <div className="page pm pm--loading" data-testid="payment-methods-page">
        <SpinLoading />
      </div>
    );
  }

  if (form && !stale) {
    return (
      <div className="page pm" data-testid="payment-methods-page">
        <PaymentMethodForm key={form} method={editing} onDone={closeForm} />
      </div>
    );
  }

  const full = list.length >= PAYMENT_METHODS_MAX;
  return (
    <div className="page pm" data-testid="payment-methods-page">
      <div className="pm__bar">
        <span className="pm__count" data-testid="pm-count">
          {t(`${P}.count`, { n: list.length, max: PAYMENT_METHODS_MAX })}
        </span>
        <button
          type="button"
          className="button button--primary pm__add"
          disabled={full}
          onClick={() => openForm('new')}
          data-testid="pm-add"
        >
          <AddOutline /> {t(`${P}.add`)}
        </button>
      </div>
      {full ? (
        <p className="pm__limit" data-testid="pm-limit">
          {t(`${P}.limitReached`, { max: PAYMENT_METHODS_MAX })}
        </p>
      ) : null}
      {list.length === 0 ? (
        <EmptyState icon={<BankcardOutline />} title={t(`${P}.empty`)} testId="pm-empty" />
      ) : (
        <ul className="pm__list">
          {list.map((m) => (
            <MethodCard key={m.id} method={m} onEdit={() => openForm(m.id)} />
          ))}
        </ul>
      )}
    </div>
  );
}
