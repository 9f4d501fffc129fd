// The payment method of an order: buying on an ad, which of the seller's methods you will pay to;
// selling, your own method the buyer pays to (with the way to add one when none fits).
import { WebRoutes, webPath, type PaymentMethodKind } from '@p2p/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePaymentMethods } from '../payment-methods/usePaymentMethods';
import { O } from './format';

export interface Choice {
  id: string;
  kind: PaymentMethodKind;
  label: string | null;
}

/** The caller's own methods of the given kinds (all when none is given), as choices. */
export function useOwnChoices(kinds: ReadonlySet<PaymentMethodKind>): {
  choices: Choice[];
  loading: boolean;
} {
  const own = usePaymentMethods();
  const choices = (own.data ?? [])
    .filter((m) => kinds.size === 0 || kinds.has(m.kind))
    .map((m) => ({ id: m.id, kind: m.kind, label: `${m.name} ${m.account.slice(-4)}` }));
  return { choices, loading: own.isPending };
}

export interface MethodChoicesProps {
  buying: boolean;
  choices: Choice[];
  loading: boolean;
  selected: string | undefined;
  /** Shows "choose a payment method" (after a submit without one). */
  missing: boolean;
  onSelect(id: string): void;
}

export function MethodChoices({ buying, choices, loading, selected, missing, onSelect }: MethodChoicesProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="order-methods" data-testid="place-methods">
      <legend className="field__label">{t(buying ? `${O}.place.methodBuy` : `${O}.place.methodSell`)}</legend>
      {!loading && choices.length === 0 ? (
        <p className="ads-muted" data-testid="place-no-methods">
          {t('common.messages.noPaymentMethodForCoin')}{' '}
          <Link to={webPath(WebRoutes.paymentMethods, { form: 'new' })} className="ads-link">
            {t('common.ads.form.addPaymentMethod')}
          </Link>
        </p>
      ) : (
        choices.map((c) => (
          <label key={c.id} className="check">
            <input
              type="radio"
              name="place-method"
              className="check__box"
              checked={selected === c.id}
              onChange={() => onSelect(c.id)}
              data-testid={`place-method-${c.id}`}
            />
            <span className="check__label">
              <strong>{t(`common.paymentMethods.kinds.${c.kind}`)}</strong> {c.label ?? ''}
            </span>
          </label>
        ))
      )}
      {missing && choices.length > 0 ? (
        <p className="field__error" role="alert" data-testid="place-method-error">
          {t(`${O}.place.errors.method`)}
        </p>
      ) : null}
    </fieldset>
  );
}
