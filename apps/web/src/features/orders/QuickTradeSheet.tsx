// Quick trade (spec §1, §2; issue 12) on /buySell?mode=quick: a side, a pair, an amount or a quantity and
// an optional payment kind. The best price on offer is shown (the market's first ad); the server picks
// the best-priced eligible ad and places the order (POST /c2c/deal/order/quick) once the trader confirmed
// the review step (issue 26). When the best price moved (5024) the new one is shown and asked again;
// selling needs your own payment method.
import { orderDetailPath, PAYMENT_METHOD_KINDS, type AdType, type PaymentMethodKind } from '@p2p/contracts';
import { errorText, isApiError } from '@p2p/contracts/client';
import { SpinLoading } from 'antd-mobile';
import { ExclamationCircleFill } from 'antd-mobile-icons';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { WEB_ERROR_TEXT_RULES } from '../../api/errorRules';
import type { QuickTradeBody } from '../../api/orders';
import { useTraderPairs } from '../../hooks/useCatalog';
import { Sheet } from '../account/Sheet';
import { adTypeFor, decimal, pairLabel } from '../ads/format';
import { useMarket } from '../ads/useAds';
import { FigureInput } from './FigureInput';
import { MethodChoices, useOwnChoices } from './MethodChoices';
import { O, counterpart, newPriceOf, type InputMode } from './format';
import { useOrderTexts } from './texts';
import { QuickReview } from './QuickReview';
import { useQuickTrade } from './useOrders';
import '../account/account.css';
import '../account/profile/edit.css';
import './orders.css';

const Q = `${O}.quick`;
const PRICE_CHANGED = '5024';
const SIDES: readonly AdType[] = ['BUY', 'SELL'];

function QuickTradeForm({ side: initialSide, pairId: initialPair }: { side: AdType; pairId: string | null }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const ids = { pair: useId(), kind: useId() };
  // The trader's pairs (issue 24): coin pairs and the fiat pairs of their country only.
  const pairs = (useTraderPairs().data?.pairs ?? []).filter((p) => p.enabled);
  const [side, setSide] = useState<AdType>(initialSide);
  const [pairId, setPairId] = useState<string | null>(initialPair);
  const [kind, setKind] = useState<PaymentMethodKind | ''>('');
  const [mode, setMode] = useState<InputMode>('amount');
  const [value, setValue] = useState('');
  const [methodId, setMethodId] = useState<string | null>(null);
  const [repriced, setRepriced] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The review step (issue 26): a valid form is shown back as the order it will place before it is sent.
  const [reviewing, setReviewing] = useState(false);
  const trade = useQuickTrade();

  const pair = pairs.find((p) => p.id === pairId) ?? pairs[0];
  const market = useMarket(
    { type: adTypeFor(side), coinPairId: Number(pair?.id ?? 0), ...(kind ? { paymentKind: kind } : {}) },
    pair !== undefined,
  );
  const best = market.data?.pages[0]?.list[0] ?? null;
  const price = repriced ?? best?.unitPrice ?? null;
  const scales = { amount: pair?.priceScale ?? 8, quantity: pair?.quantityScale ?? 8 };
  const other = price ? counterpart(mode, value, price, scales) : null;
  const selling = side === 'SELL';
  const own = useOwnChoices(new Set(kind ? [kind] : []));
  const method =
    own.choices.find((c) => c.id === methodId) ?? (own.choices.length === 1 ? own.choices[0] : undefined);

  const reset = () => {
    setRepriced(null);
    setError(null);
    setReviewing(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setError(null);
    if (!pair || !price || !other || (selling && !method) || trade.isPending) return;
    if (!reviewing) {
      setReviewing(true);
      return;
    }
    const base = {
      side,
      coinPairId: Number(pair.id),
      unitPrice: price,
      ...(kind ? { paymentKind: kind } : {}),
      ...(selling && method ? { paymentMethodId: method.id } : {}),
    };
    const body: QuickTradeBody =
      mode === 'amount' ? { ...base, amount: value } : { ...base, quantity: value };
    try {
      const order = await trade.mutateAsync(body);
      navigate(orderDetailPath(order.id));
    } catch (e) {
      if (isApiError(e) && e.code === PRICE_CHANGED) {
        const fresh = newPriceOf(e.data) ?? (await market.refetch()).data?.pages[0]?.list[0]?.unitPrice;
        if (fresh) {
          setRepriced(fresh);
          return;
        }
      }
      const tr = { exists: (k: string) => i18n.exists(k), t: (k: string) => i18n.t(k) };
      setError(isApiError(e) ? errorText(e, tr, WEB_ERROR_TEXT_RULES) : t('common.messages.networkError'));
    }
  };

  const coin = pair?.enShort ?? '';
  const quote = pair?.quote ?? '';
  return (
    <form className="order-sheet" noValidate onSubmit={(e) => void submit(e)} data-testid="quick-form">
      {reviewing ? null : (
        <>
          <div className="orders-filter" role="tablist" aria-label={t(`${Q}.sides`)}>
            {SIDES.map((s) => (
              <button
                key={s}
                type="button"
                role="tab"
                aria-selected={side === s}
                className={`orders-filter__tab${side === s ? ' is-active' : ''}`}
                onClick={() => {
                  setSide(s);
                  reset();
                }}
                data-testid={`quick-side-${s}`}
              >
                {t(s === 'BUY' ? 'common.ads.tabs.buy' : 'common.ads.tabs.sell')}
              </button>
            ))}
          </div>
          <div className="ads-select">
            <label htmlFor={ids.pair}>{t(`${Q}.pair`)}</label>
            <select
              id={ids.pair}
              value={pair?.id ?? ''}
              data-testid="quick-pair"
              onChange={(e) => {
                setPairId(e.target.value);
                reset();
              }}
            >
              {pairs.map((p) => (
                <option key={p.id} value={p.id}>
                  {pairLabel(p)}
                </option>
              ))}
            </select>
          </div>
          <div className="ads-select">
            <label htmlFor={ids.kind}>{t(`${Q}.kind`)}</label>
            <select
              id={ids.kind}
              value={kind}
              data-testid="quick-kind"
              onChange={(e) => {
                setKind(e.target.value as PaymentMethodKind | '');
                reset();
              }}
            >
              <option value="">{t(`${Q}.anyKind`)}</option>
              {PAYMENT_METHOD_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`common.paymentMethods.kinds.${k}`)}
                </option>
              ))}
            </select>
          </div>
        </>
      )}
      <div className="order-sheet__figure">
        <span className="ads-muted">{t(`${Q}.bestPrice`)}</span>
        {market.isPending && pair ? (
          <SpinLoading style={{ '--size': '1em' }} />
        ) : (
          <strong data-testid="quick-price">{price ? `${decimal(price)} ${quote}` : t(`${Q}.noAds`)}</strong>
        )}
      </div>
      {repriced ? (
        <p className="order-hint is-warn" role="alert" data-testid="place-repriced">
          <ExclamationCircleFill aria-hidden="true" />
          <span>
            {t('common.messages.priceChanged')}{' '}
            {t(`${O}.place.newPrice`, { price: `${decimal(repriced)} ${quote}` })}
          </span>
        </p>
      ) : null}
      {reviewing && price && other ? (
        <QuickReview
          coin={coin}
          quote={quote}
          mode={mode}
          value={value}
          other={other}
          best={best}
          method={selling ? method : undefined}
          kind={kind}
          onEdit={() => setReviewing(false)}
        />
      ) : (
        <>
          <FigureInput
            mode={mode}
            value={value}
            units={{ amount: quote, quantity: coin }}
            scales={scales}
            problem={touched && price && !other ? t(`${O}.place.errors.invalid`) : null}
            onMode={setMode}
            onValue={setValue}
          />
          <p className="ads-muted" data-testid="quick-other">
            {other && price
              ? mode === 'amount'
                ? `≈ ${decimal(other)} ${coin}`
                : `≈ ${decimal(other)} ${quote}`
              : t(`${Q}.hint`)}
          </p>
          {selling ? (
            <MethodChoices
              buying={false}
              choices={own.choices}
              loading={own.loading}
              selected={method?.id}
              missing={touched && !method}
              onSelect={setMethodId}
            />
          ) : null}
        </>
      )}
      {error ? (
        <p className="order-hint is-error" role="alert" data-testid="place-error">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        className={`button button--primary button--block order-submit is-${side.toLowerCase()}`}
        disabled={trade.isPending || !price}
        data-testid="quick-submit"
      >
        {t(
          repriced
            ? `${O}.place.reconfirm`
            : reviewing
              ? `${O}.quick.confirm`
              : selling
                ? `${O}.place.submitSell`
                : `${O}.place.submitBuy`,
          { coin },
        )}
      </button>
    </form>
  );
}

export interface QuickTradeSheetProps {
  visible: boolean;
  /** The market's side and pair when the sheet opens. */
  side: AdType;
  pairId: string | null;
  onClose(): void;
}

export default function QuickTradeSheet({ visible, side, pairId, onClose }: QuickTradeSheetProps) {
  useOrderTexts();
  const { t } = useTranslation();
  return (
    <Sheet
      visible={visible}
      title={t('common.home.quickTrade')}
      testId="quick-trade"
      onClose={onClose}
      tall
      destroyOnClose
    >
      {visible ? <QuickTradeForm side={side} pairId={pairId} /> : null}
    </Sheet>
  );
}
