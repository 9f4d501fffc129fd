// The order confirmation form (spec §2 "order confirmation"): the ad's price, an amount or a quantity
// (the other one follows from the price, cut, never rounded), the ad's per-order limits and what is left,
// and the payment method (buying: which of the seller's methods you will pay to; selling: your own
// method the buyer pays to, of the kinds the ad accepts). When the price moved (5024) it shows the new
// price and asks again; then it opens the new order. A setup step the trader still lacks (issue 26: a
// payment method only to sell) is named above the form, every missing one with a link to it, and so is
// one the API refuses the order for (1026, 1027, 1015, 4001; 5034 when it is the trader's own address).
import { orderDetailPath, type AdDto } from '@p2p/contracts';
import { errorText, isApiError } from '@p2p/contracts/client';
import { ExclamationCircleFill } from 'antd-mobile-icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { fetchAd } from '../../api/ads';
import { WEB_ERROR_TEXT_RULES } from '../../api/errorRules';
import type { PlaceOrderBody } from '../../api/orders';
import { useCoinPairs } from '../../hooks/useCatalog';
import { coinOf, decimal, range, type TakerSide } from '../ads/format';
import { useAd } from '../ads/useAds';
import { useCurrentPath } from '../setup/returnPath';
import { SetupNotice } from '../setup/SetupChecklist';
import { blockingSteps, useSetupRefusals, useSetupSteps } from '../setup/useSetupSteps';
import { FigureInput } from './FigureInput';
import { MethodChoices, useOwnChoices, type Choice } from './MethodChoices';
import { O, counterpart, newPriceOf, orderProblem, type InputMode } from './format';
import { usePlaceOrder } from './useOrders';

const P = `${O}.place`;
const PRICE_CHANGED = '5024';

/** The payment methods the taker may choose from: the ad's (buying) or the taker's own (selling). */
function useChoices(ad: AdDto, side: TakerSide): { choices: Choice[]; loading: boolean } {
  const own = useOwnChoices(new Set(ad.paymentMethods.map((m) => m.kind)));
  // The market's card names the seller's payment kinds only (in place of ids); the ad itself answers the
  // seller's methods with the ids an order takes.
  const detail = useAd(side === 'BUY' ? ad.id : null);
  if (side === 'BUY') {
    const methods = detail.data?.paymentMethods ?? [];
    return { choices: methods.map((m) => ({ ...m, label: m.name })), loading: detail.isPending };
  }
  return own;
}

export function PlaceOrderForm({ ad, side }: { ad: AdDto; side: TakerSide }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const place = usePlaceOrder();
  const pair = useCoinPairs().data?.find((p) => p.id === String(ad.coinPairId));
  const scales = { amount: pair?.priceScale ?? 8, quantity: pair?.quantityScale ?? 8 };
  const coin = coinOf(ad);
  const { choices, loading } = useChoices(ad, side);
  const here = useCurrentPath();
  const setup = useSetupSteps();
  const refusals = useSetupRefusals();
  const blocking = blockingSteps(setup, side === 'BUY' ? 'buy' : 'sell', refusals.refused);
  // Selling, 5034 may be about the buyer's address: it names the trader's own step only when theirs is missing.
  const ownAddressSet = setup.steps.some((s) => s.key === 'receivingAddress' && s.done);

  const [mode, setMode] = useState<InputMode>('amount');
  const [value, setValue] = useState('');
  const [methodId, setMethodId] = useState<string | null>(null);
  const [price, setPrice] = useState(ad.unitPrice);
  const [repriced, setRepriced] = useState(false);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const other = counterpart(mode, value, price, scales);
  const amount = mode === 'amount' ? value : other;
  const quantity = mode === 'quantity' ? value : other;
  const problem = orderProblem(amount, quantity, ad);
  const method = choices.find((c) => c.id === methodId) ?? (choices.length === 1 ? choices[0] : undefined);

  const problemText = (): string | null => {
    if (!problem) return null;
    if (problem.key === 'invalid') return t(`${P}.errors.invalid`);
    const unit = problem.unit === 'amount' ? ad.quote : coin;
    return t(`${P}.errors.${problem.key}`, { limit: `${decimal(problem.limit)} ${unit}`.trim() });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setError(null);
    if (problem || !method || place.isPending || blocking.length > 0) return;
    const base = { adId: ad.id, unitPrice: price, paymentMethodId: method.id };
    const body: PlaceOrderBody =
      mode === 'amount' ? { ...base, amount: value } : { ...base, quantity: value };
    try {
      const order = await place.mutateAsync(body);
      navigate(orderDetailPath(order.id));
    } catch (e) {
      if (isApiError(e) && e.code === PRICE_CHANGED) {
        const fresh =
          newPriceOf(e.data) ??
          (await fetchAd(ad.id).then(
            (a) => a.unitPrice,
            () => null,
          ));
        if (fresh) {
          setPrice(fresh);
          setRepriced(true);
          return;
        }
      }
      if (refusals.take(e, side === 'SELL' && ownAddressSet ? ['receivingAddress'] : [])) return;
      const tr = { exists: (k: string) => i18n.exists(k), t: (k: string) => i18n.t(k) };
      setError(isApiError(e) ? errorText(e, tr, WEB_ERROR_TEXT_RULES) : t('common.messages.networkError'));
    }
  };

  const buying = side === 'BUY';
  const shownProblem = touched || value !== '' ? problemText() : null;
  return (
    <form className="order-sheet" noValidate onSubmit={(e) => void submit(e)} data-testid="place-form">
      <SetupNotice action="order" missing={blocking} back={here} />
      <p className="order-sheet__figure">
        <span className="ads-muted">{t('common.ads.card.price')}</span>
        <strong data-testid="place-price">{`${decimal(price)} ${ad.quote}`}</strong>
      </p>
      {repriced ? (
        <p className="order-hint is-warn" role="alert" data-testid="place-repriced">
          <ExclamationCircleFill aria-hidden="true" />
          <span>
            {t('common.messages.priceChanged')}{' '}
            {t(`${P}.newPrice`, { price: `${decimal(price)} ${ad.quote}` })}
          </span>
        </p>
      ) : null}
      <FigureInput
        mode={mode}
        value={value}
        units={{ amount: ad.quote, quantity: coin }}
        scales={scales}
        problem={shownProblem}
        onMode={setMode}
        onValue={setValue}
      />
      <dl className="order-fields order-fields--compact" data-testid="place-limits">
        <div>
          <dt>{t('common.ads.card.limits')}</dt>
          <dd>
            {range(ad.minAmount, ad.maxAmount, ad.quote) ??
              range(ad.minQuantity, ad.maxQuantity, coin) ??
              '—'}
          </dd>
        </div>
        <div>
          <dt>{t('common.ads.card.available')}</dt>
          <dd>{`${decimal(ad.remainingQuantity)} ${coin}`.trim()}</dd>
        </div>
        <div>
          <dt>{t(buying ? `${P}.youPay` : `${P}.youReceive`)}</dt>
          <dd data-testid="place-amount">{amount && !problem ? `${decimal(amount)} ${ad.quote}` : '—'}</dd>
        </div>
        <div>
          <dt>{t(buying ? `${P}.youGet` : `${P}.youSell`)}</dt>
          <dd data-testid="place-quantity">
            {quantity && !problem ? `${decimal(quantity)} ${coin}`.trim() : '—'}
          </dd>
        </div>
      </dl>
      <MethodChoices
        buying={buying}
        choices={choices}
        loading={loading}
        selected={method?.id}
        missing={touched && !method}
        onSelect={setMethodId}
      />
      {error ? (
        <p className="order-hint is-error" role="alert" data-testid="place-error">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        className={`button button--primary button--block order-submit is-${side.toLowerCase()}`}
        disabled={place.isPending || blocking.length > 0}
        data-testid="place-submit"
      >
        {t(repriced ? `${P}.reconfirm` : buying ? `${P}.submitBuy` : `${P}.submitSell`, { coin })}
      </button>
    </form>
  );
}
