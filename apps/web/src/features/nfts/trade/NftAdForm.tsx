// The NFT branch of /publish (spec §2 "coin or NFT", §6 NFT ads are sales only; issue 23): one of the
// items the trader's bound address holds (the index's holder view, with image and name), the price in the
// currency of the chosen pair's quote, payment methods and notes. Checked with the shared DTO
// (`CreateAdDto`) before the call; the API's refusal (5046 album missing, 5047 NFT sells only, 5048 NFT
// not found, ...) shows under the form in the catalogue's words.
import { AdMode, AdPriceType, AdType, CreateAdDto, type AdDto, type CoinPairDto } from '@p2p/contracts';
import { errorText, isApiError } from '@p2p/contracts/client';
import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { compareDecimal, sanitizeNumberInput } from '@p2p/domain/money';
import { AD_NOTES_MAX } from '@p2p/domain/validation';
import { SpinLoading } from 'antd-mobile';
import { InformationCircleOutline } from 'antd-mobile-icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WEB_ERROR_TEXT_RULES } from '../../../api/errorRules';
import type { CreateAdBody } from '../../../api/ads';
import { useUserInfo } from '../../../hooks/useAccount';
import { PaymentMethodPicker } from '../../ads/PaymentMethodPicker';
import { useCreateAd } from '../../ads/useAds';
import { itemName } from '../format';
import { NftImage } from '../NftImage';
import { N, WithNftTexts } from '../texts';
import { useNftHolder } from '../useNfts';
import '../nfts.css';
import './nftTrade.css';

const T = `${N}.trade`;
const F = 'common.ads.form';
const DECIMAL = /^\d+(\.\d+)?$/;

export interface NftAdValues {
  itemId: string | null;
  albumId: string | null;
  coinPairId: string;
  unitPrice: string;
  paymentMethodIds: string[];
  notes: string;
}

/** What `POST /c2c/advert/create` receives for an NFT ad: a SELL, MANUAL, FIXED ad of quantity 1. */
export function nftAdBodyOf(v: NftAdValues): CreateAdBody {
  const body: CreateAdBody = {
    type: AdType.SELL,
    assetKind: 'NFT',
    mode: AdMode.MANUAL,
    nftAlbumId: Number(v.albumId),
    nftItemId: v.itemId ?? '',
    coinPairId: Number(v.coinPairId),
    priceType: AdPriceType.FIXED,
    unitPrice: v.unitPrice.trim(),
    totalQuantity: '1',
    paymentMethodIds: [...v.paymentMethodIds],
  };
  const notes = v.notes.trim();
  if (notes !== '') body.notes = notes;
  return body;
}

type Problems = Partial<Record<'item' | 'unitPrice' | 'paymentMethodIds' | 'notes', string>>;

const dtoResolver = classValidatorResolver(CreateAdDto);

/** The form's checks (keys are i18n keys): an item, a price above zero, the DTO's rules on the body. */
export async function nftAdProblems(v: NftAdValues): Promise<Problems> {
  const problems: Problems = {};
  if (!v.itemId || !v.albumId) problems.item = `${T}.pickRequired`;
  const price = v.unitPrice.trim();
  if (!DECIMAL.test(price) || compareDecimal(price, '0') <= 0) problems.unitPrice = `${T}.priceInvalid`;
  if (v.paymentMethodIds.length === 0) problems.paymentMethodIds = `${T}.methodsRequired`;
  const result = await dtoResolver(nftAdBodyOf(v) as never, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  const errors = result.errors as Record<string, { message?: string } | undefined>;
  for (const key of ['unitPrice', 'paymentMethodIds', 'notes'] as const) {
    const message = errors[key]?.message;
    if (message && !problems[key]) problems[key] = message;
  }
  return problems;
}

/** One pair per quote currency (the pair names the currency of an NFT ad's price). */
export function currencyPairs(pairs: readonly CoinPairDto[]): CoinPairDto[] {
  const seen = new Set<string>();
  return pairs.filter((p) => p.enabled && !seen.has(p.quote) && (seen.add(p.quote), true));
}

function ItemPicker({
  address,
  value,
  onPick,
}: {
  address: string;
  value: string | null;
  onPick(id: string, albumId: string): void;
}) {
  const { t } = useTranslation();
  const holder = useNftHolder(address);
  const items = holder.data?.pages.flatMap((p) => p.items.list) ?? [];
  if (holder.isPending) return <SpinLoading />;
  if (holder.isError)
    return (
      <p className="field__error" role="alert">
        {t('common.messages.loadingFailed')}
      </p>
    );
  if (items.length === 0)
    return (
      <p className="ads-muted" data-testid="nft-ad-no-items">
        {t(`${T}.noItems`)}
      </p>
    );
  return (
    <div className="nft-pick" role="radiogroup" aria-label={t(`${T}.item`)} data-testid="nft-ad-items">
      {items.map((item) => {
        const name = itemName(item);
        const selected = value === item.id;
        return (
          <label
            key={item.id}
            className={`nft-pick__item${selected ? ' is-selected' : ''}`}
            data-testid={`nft-ad-pick-${item.id}`}
          >
            <input
              type="radio"
              name="nft-item"
              checked={selected}
              onChange={() => onPick(item.id, item.albumId)}
            />
            <NftImage url={item.imageUrl} alt={name} />
            <strong>{name}</strong>
            <span className="ads-muted">{item.albumName}</span>
          </label>
        );
      })}
    </div>
  );
}

function NftAdFormBody({ pairs, onCreated }: { pairs: readonly CoinPairDto[]; onCreated(ad: AdDto): void }) {
  const { t, i18n } = useTranslation();
  const create = useCreateAd();
  const address = useUserInfo().data?.walletAddress ?? null;
  const currencies = currencyPairs(pairs);
  const [values, setValues] = useState<NftAdValues>({
    itemId: null,
    albumId: null,
    coinPairId: currencies.find((p) => p.quote === 'USDT')?.id ?? currencies[0]?.id ?? '',
    unitPrice: '',
    paymentMethodIds: [],
    notes: '',
  });
  const [problems, setProblems] = useState<Problems>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const pair = currencies.find((p) => p.id === values.coinPairId);
  const set = (next: Partial<NftAdValues>) => setValues((v) => ({ ...v, ...next }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const found = await nftAdProblems(values);
    setProblems(found);
    if (Object.keys(found).length > 0 || create.isPending) return;
    try {
      onCreated(await create.mutateAsync(nftAdBodyOf(values)));
    } catch (error) {
      const tr = { exists: (k: string) => i18n.exists(k), t: (k: string) => i18n.t(k) };
      setServerError(isApiError(error) ? errorText(error, tr, WEB_ERROR_TEXT_RULES) : null);
    }
  };

  const problem = (key: keyof Problems) =>
    problems[key] ? (
      <p className="field__error" role="alert" data-testid={`nft-ad-error-${key}`}>
        {t(problems[key] ?? '')}
      </p>
    ) : null;

  return (
    <form
      className="auth-form ads-form"
      noValidate
      onSubmit={(e) => void submit(e)}
      data-testid="nft-ad-form"
    >
      <h2 className="ads-form__title">{t(`${T}.title`)}</h2>
      <p className="ads-notice">
        <InformationCircleOutline aria-hidden="true" />
        <span>{t(`${T}.sellOnly`)}</span>
      </p>
      <fieldset className="ads-form__group">
        <legend className="field__label">{t(`${T}.item`)}</legend>
        {address ? (
          <>
            <p className="ads-muted">{t(`${T}.itemsHint`)}</p>
            <ItemPicker
              address={address}
              value={values.itemId}
              onPick={(itemId, albumId) => set({ itemId, albumId })}
            />
          </>
        ) : (
          <p className="ads-muted" data-testid="nft-ad-no-bound">
            {t(`${T}.noBound`)}
          </p>
        )}
        {problem('item')}
      </fieldset>
      <div className="field">
        <label className="field__label" htmlFor="nft-ad-currency">
          {t(`${T}.currency`)}
        </label>
        <div className="field__control">
          <select
            id="nft-ad-currency"
            className="field__input"
            value={values.coinPairId}
            onChange={(e) => set({ coinPairId: e.target.value })}
            data-testid="nft-ad-currency"
          >
            {currencies.map((p) => (
              <option key={p.id} value={p.id}>
                {p.quote}
              </option>
            ))}
          </select>
        </div>
        {pair && pair.quote !== 'USDT' ? <p className="field__hint">{t(`${F}.fiatRule`)}</p> : null}
      </div>
      <div className={`field${problems.unitPrice ? ' field--error' : ''}`}>
        <label className="field__label" htmlFor="nft-ad-price">
          {t(`${T}.price`, { quote: pair?.quote ?? '' })}
        </label>
        <div className="field__control">
          <input
            id="nft-ad-price"
            className="field__input"
            inputMode="decimal"
            autoComplete="off"
            value={values.unitPrice}
            onChange={(e) =>
              set({
                unitPrice: sanitizeNumberInput(e.target.value, {
                  intLength: 12,
                  decLength: Math.min(pair?.priceScale ?? 8, 11),
                }),
              })
            }
            data-testid="nft-ad-price"
          />
        </div>
        {problem('unitPrice')}
      </div>
      <PaymentMethodPicker
        value={values.paymentMethodIds}
        onChange={(ids) => set({ paymentMethodIds: ids })}
        error={problems.paymentMethodIds}
      />
      <div className="field">
        <label className="field__label" htmlFor="nft-ad-notes">
          {t(`${F}.notes`)}
        </label>
        <div className="field__control">
          <input
            id="nft-ad-notes"
            className="field__input"
            placeholder={t(`${F}.optional`)}
            maxLength={AD_NOTES_MAX + 20}
            value={values.notes}
            onChange={(e) => set({ notes: e.target.value })}
            data-testid="nft-ad-notes"
          />
        </div>
        <p className="field__hint">{`${t(`${F}.notesHint`)} (${Array.from(values.notes).length}/${AD_NOTES_MAX})`}</p>
        {problem('notes')}
      </div>
      {serverError ? (
        <p className="field__error ads-form__error" role="alert" data-testid="ad-form-error">
          {serverError}
        </p>
      ) : null}
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={create.isPending}
        data-testid="nft-ad-submit"
      >
        {t(`${T}.submit`)}
      </button>
    </form>
  );
}

export function NftAdForm(props: { pairs: readonly CoinPairDto[]; onCreated(ad: AdDto): void }) {
  return (
    <WithNftTexts>
      <NftAdFormBody {...props} />
    </WithNftTexts>
  );
}
