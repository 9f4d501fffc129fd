// "I have received" (the seller): the warning that the coin is then released on chain and cannot be
// refunded, the amount to have received, and the security password (spec §4, §5). A wrong password
// (USER3011) or another refusal is shown in the sheet; a trader without a security password is sent to
// set one first.
import { WebRoutes, type OrderDto } from '@p2p/contracts';
import { errorText, isApiError } from '@p2p/contracts/client';
import { Toast } from 'antd-mobile';
import { ExclamationCircleFill } from 'antd-mobile-icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { WEB_ERROR_TEXT_RULES } from '../../api/errorRules';
import { useUserInfo } from '../../hooks/useAccount';
import { Sheet } from '../account/Sheet';
import { decimal } from '../ads/format';
import { O } from './format';
import { useConfirmReceived } from './useOrders';

const C = `${O}.confirm`;

function ConfirmForm({ order, onDone }: { order: OrderDto; onDone(): void }) {
  const { t, i18n } = useTranslation();
  const hasPassword = useUserInfo().data?.hasSecurityPassword !== false;
  const confirm = useConfirmReceived(order.id);
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setError(null);
    if (!password || confirm.isPending) return;
    try {
      await confirm.mutateAsync(password);
      Toast.show({ icon: 'success', content: t(`${O}.done.CONFIRM_RECEIVED`) });
      onDone();
    } catch (e) {
      const tr = { exists: (k: string) => i18n.exists(k), t: (k: string) => i18n.t(k) };
      setError(isApiError(e) ? errorText(e, tr, WEB_ERROR_TEXT_RULES) : t('common.messages.networkError'));
    }
  };

  return (
    <form className="order-sheet" noValidate onSubmit={(e) => void submit(e)} data-testid="confirm-form">
      <p className="order-hint is-warn" role="note">
        <ExclamationCircleFill aria-hidden="true" />
        <span>{t(`${C}.warning`)}</span>
      </p>
      <p className="order-sheet__figure">
        <span className="ads-muted">{t(`${C}.received`)}</span>
        <strong data-testid="confirm-amount">{`${decimal(order.totalAmount)} ${order.quote}`}</strong>
      </p>
      {hasPassword ? (
        <div className={`field${touched && !password ? ' field--error' : ''}`}>
          <label className="field__label" htmlFor="confirm-password">
            {t(`${C}.password`)}
          </label>
          <div className="field__control">
            <input
              id="confirm-password"
              className="field__input"
              type="password"
              autoComplete="off"
              placeholder={t(`${C}.passwordPlaceholder`)}
              value={password}
              data-testid="confirm-password"
              onChange={(e) => setPassword(e.target.value)}
            />
          </div>
          {touched && !password ? (
            <p className="field__error" role="alert">
              {t(`${C}.passwordRequired`)}
            </p>
          ) : null}
        </div>
      ) : (
        <Link to={WebRoutes.updateSecurityPassword} className="ads-link" data-testid="confirm-set-password">
          {t(`${C}.setPassword`)}
        </Link>
      )}
      {error ? (
        <p className="order-hint is-error" role="alert" data-testid="confirm-error">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={!hasPassword || confirm.isPending}
        data-testid="confirm-submit"
      >
        {t(`${C}.submit`)}
      </button>
    </form>
  );
}

export function ConfirmReceivedSheet({
  order,
  visible,
  onClose,
}: {
  order: OrderDto;
  visible: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <Sheet visible={visible} title={t(`${C}.title`)} testId="confirm-sheet" onClose={onClose} destroyOnClose>
      {visible ? <ConfirmForm order={order} onDone={onClose} /> : null}
    </Sheet>
  );
}
