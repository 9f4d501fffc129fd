// The ad's payment methods: 1 to 5 of the trader's own, as checkboxes (the sixth is disabled), with a link
// to add one when there are none or more are needed (`back`: where the new method's form returns to;
// `onLeave` runs first: the ad form keeps its draft, issue 26).
import { AD_PAYMENT_METHODS_MAX, WebRoutes, webPath } from '@p2p/contracts';
import { SpinLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePaymentMethods } from '../payment-methods/usePaymentMethods';

export interface PaymentMethodPickerProps {
  value: string[];
  onChange(next: string[]): void;
  error?: string;
  /** The page the add form returns to once the method is saved. */
  back?: string;
  onLeave?: () => void;
}

const tail = (account: string) => (account.length > 4 ? `…${account.slice(-4)}` : account);

export function PaymentMethodPicker({ value, onChange, error, back, onLeave }: PaymentMethodPickerProps) {
  const { t } = useTranslation();
  const methods = usePaymentMethods();
  const list = methods.data ?? [];
  const full = value.length >= AD_PAYMENT_METHODS_MAX;
  const toggle = (id: string) =>
    onChange(value.includes(id) ? value.filter((v) => v !== id) : [...value, id]);
  return (
    <fieldset className={`ads-methods${error ? ' field--error' : ''}`} data-testid="ad-methods">
      <legend className="field__label">{t('common.ads.form.paymentMethods')}</legend>
      {methods.isPending ? (
        <SpinLoading />
      ) : list.length === 0 ? (
        <p className="ads-muted" data-testid="ad-methods-none">
          {t('common.ads.form.noPaymentMethods')}
        </p>
      ) : (
        <ul>
          {list.map((m) => {
            const checked = value.includes(m.id);
            return (
              <li key={m.id}>
                <label className="check">
                  <input
                    type="checkbox"
                    className="check__box"
                    checked={checked}
                    disabled={!checked && full}
                    onChange={() => toggle(m.id)}
                    data-testid={`ad-method-${m.id}`}
                  />
                  <span className="check__label">
                    <strong>{t(`common.paymentMethods.kinds.${m.kind}`)}</strong> {m.name} {tail(m.account)}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {error ? (
        <p className="field__error" role="alert" data-testid="ad-methods-error">
          {t(error)}
        </p>
      ) : null}
      <Link
        className="ads-link"
        to={webPath(WebRoutes.paymentMethods, { form: 'new', back })}
        onClick={onLeave}
        data-testid="ad-methods-add"
      >
        {t('common.ads.form.addPaymentMethod')}
      </Link>
    </fieldset>
  );
}
