// The ad form of /creating (pairs priced in USDT) and /creatingOther (fiat pairs): pair, acceptance mode,
// fixed or floating price, quantities and per-order limits, payment methods, payment window, counterparty
// conditions and notes. Checked with the shared DTO (`CreateAdDto`) and the cross-field rules before the
// call; the API's refusal shows under the form in the catalogue's words. A setup step the trader still
// lacks (issue 26) is named above the form, every missing one at once with a link to it (and so is one
// the API refuses for: 1026, 1027, 5034, 1015, 4001); what they typed is kept as a draft while they step
// out (./adDraft.ts), and a payment method they add on the way is selected when they return.
import { AdMode, AdPriceType, AdType, type AdDto, type CoinPairDto } from '@p2p/contracts';
import { errorText, isApiError } from '@p2p/contracts/client';
import { sanitizeNumberInput, type NumberInputRule } from '@p2p/domain/money';
import { AD_NOTES_MAX } from '@p2p/domain/validation';
import { InformationCircleOutline } from 'antd-mobile-icons';
import { useMemo, useState } from 'react';
import { useForm, type Path, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { WEB_ERROR_TEXT_RULES } from '../../api/errorRules';
import { useUserInfo } from '../../hooks/useAccount';
import { FormField } from '../account/forms/FormField';
import { SubmitButton } from '../account/forms/SubmitButton';
import { usePaymentMethods } from '../payment-methods/usePaymentMethods';
import { useCurrentPath } from '../setup/returnPath';
import { SetupNotice } from '../setup/SetupChecklist';
import { WithSetupTexts } from '../setup/texts';
import { blockingSteps, useSetupRefusals, useSetupSteps } from '../setup/useSetupSteps';
import { adDraftKey, readAdDraft, useAdDraft } from './adDraft';
import { adBodyOf, adResolver, initialAdValues, type AdFormValues } from './adForm';
import { ChoiceGroup } from './ChoiceGroup';
import { decimal, pairLabel } from './format';
import { PaymentMethodPicker } from './PaymentMethodPicker';
import { useCreateAd } from './useAds';
import '../account/account.css';

const F = 'common.ads.form';

export interface AdFormProps {
  pairs: readonly CoinPairDto[];
  fiat: boolean;
  type: AdType;
  mode: AdMode;
  onCreated(ad: AdDto): void;
}

export function AdForm({ pairs, fiat, type, mode, onCreated }: AdFormProps) {
  const { t, i18n } = useTranslation();
  const create = useCreateAd();
  const certified = useUserInfo().data?.certified;
  const [serverError, setServerError] = useState<string | null>(null);
  const resolver = useMemo(() => adResolver((id) => pairs.find((p) => p.id === id)), [pairs]);
  const here = useCurrentPath();
  const refusals = useSetupRefusals();
  const blocking = blockingSteps(useSetupSteps(), 'publish', refusals.refused);
  const methodIds = usePaymentMethods().data?.map((m) => m.id) ?? null;
  const draftKey = adDraftKey(fiat, type);
  const firstPair = pairs[0]?.id ?? '';
  const initial = useMemo(() => initialAdValues(type, mode, firstPair), [type, mode, firstPair]);
  const [stored] = useState(() =>
    readAdDraft(
      draftKey,
      initial,
      pairs.map((p) => p.id),
    ),
  );
  const form = useForm<AdFormValues>({
    resolver,
    defaultValues: stored?.values ?? initial,
    mode: 'onTouched',
  });
  const draft = useAdDraft(draftKey, initial, stored, form, methodIds);
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
  } = form;
  const values = watch();
  const pair = pairs.find((p) => p.id === values.coinPairId);
  const coin = pair?.enShort ?? '';
  const quote = pair?.quote ?? '';

  /** A number input: digits and one dot only, cut to the pair's scale as it is typed. */
  const numeric = (name: Path<AdFormValues>, rule: NumberInputRule): UseFormRegisterReturn => {
    const reg = register(name);
    return {
      ...reg,
      onChange: (e: { target: HTMLInputElement; type?: unknown }) => {
        e.target.value = sanitizeNumberInput(e.target.value, rule);
        return reg.onChange(e);
      },
    };
  };
  const priceRule = { intLength: 12, decLength: Math.min(pair?.priceScale ?? 8, 11) };
  const qtyRule = { intLength: 12, decLength: Math.min(pair?.quantityScale ?? 8, 11) };
  const intRule = { intLength: 6, decLength: 0 };
  const err = (name: keyof AdFormValues) => errors[name]?.message;

  const onSubmit = handleSubmit(async (v) => {
    setServerError(null);
    try {
      const ad = await create.mutateAsync(adBodyOf(v));
      draft.clear();
      onCreated(ad);
    } catch (error) {
      if (refusals.take(error)) return; // named in the setup notice above the form
      const tr = { exists: (k: string) => i18n.exists(k), t: (k: string) => i18n.t(k) };
      setServerError(isApiError(error) ? errorText(error, tr, WEB_ERROR_TEXT_RULES) : null);
    }
  });

  return (
    <form className="auth-form ads-form" noValidate onSubmit={(e) => void onSubmit(e)} data-testid="ad-form">
      <h2 className="ads-form__title">{t(type === AdType.BUY ? `${F}.titleBuy` : `${F}.titleSell`)}</h2>
      <SetupNotice action="publish" missing={blocking} back={here} onLeave={draft.keep} />
      {draft.restored ? (
        <WithSetupTexts quiet>
          <p className="ads-notice setup-draft" role="status" data-testid="ad-draft-restored">
            <InformationCircleOutline aria-hidden="true" />
            <span className="setup-draft__text">{t('common.setup.draft.restored')}</span>
            <button
              type="button"
              className="setup-draft__discard"
              onClick={draft.discard}
              data-testid="ad-draft-discard"
            >
              {t('common.setup.draft.discard')}
            </button>
          </p>
        </WithSetupTexts>
      ) : null}
      {fiat ? (
        <p className="ads-notice" data-testid="ad-fiat-rule">
          <InformationCircleOutline aria-hidden="true" />
          <span>
            {t(`${F}.fiatRule`)}
            {certified === false ? ` ${t(`${F}.notCertified`)}` : ''}
          </span>
        </p>
      ) : null}
      <div className="field">
        <label className="field__label" htmlFor="ad-pair">
          {t(`${F}.pair`)}
        </label>
        <div className="field__control">
          <select id="ad-pair" className="field__input" data-testid="ad-pair" {...register('coinPairId')}>
            {pairs.map((p) => (
              <option key={p.id} value={p.id}>
                {pairLabel(p)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ChoiceGroup<AdMode>
        legend={t(`${F}.mode`)}
        value={values.mode}
        onChange={(m) => setValue('mode', m, { shouldValidate: isSubmitted })}
        testId="ad-mode"
        choices={[
          {
            value: AdMode.MANUAL,
            label: t('common.ads.publish.manual'),
            hint: t('common.ads.publish.manualHint'),
          },
          { value: AdMode.AUTO, label: t('common.ads.publish.auto'), hint: t(`${F}.autoUsdtOnly`) },
        ]}
      />
      {err('mode') ? (
        <p className="field__error" role="alert" data-testid="ad-mode-error">
          {t(err('mode') ?? '')}
        </p>
      ) : null}
      <ChoiceGroup<AdPriceType>
        legend={t(`${F}.priceType`)}
        value={values.priceType}
        onChange={(p) => setValue('priceType', p, { shouldValidate: isSubmitted })}
        testId="ad-price-type"
        choices={[
          { value: AdPriceType.FIXED, label: t(`${F}.fixed`) },
          { value: AdPriceType.FLOATING, label: t(`${F}.floating`) },
        ]}
      />
      {values.priceType === AdPriceType.FIXED ? (
        <FormField
          label={t(`${F}.unitPrice`, { quote })}
          inputMode="decimal"
          autoComplete="off"
          registration={numeric('unitPrice', priceRule)}
          testId="ad-unit-price"
          error={err('unitPrice')}
          hint={
            pair?.minPrice && pair.maxPrice
              ? t(`${F}.priceRange`, { min: decimal(pair.minPrice), max: decimal(pair.maxPrice), quote })
              : undefined
          }
        />
      ) : (
        <FormField
          label={t(`${F}.margin`)}
          inputMode="decimal"
          autoComplete="off"
          maxLength={6}
          registration={register('priceMargin')}
          testId="ad-margin"
          error={err('priceMargin')}
          hint={t(`${F}.marginHint`)}
        />
      )}
      <FormField
        label={t(`${F}.totalQuantity`, { coin })}
        inputMode="decimal"
        autoComplete="off"
        registration={numeric('totalQuantity', qtyRule)}
        testId="ad-total"
        error={err('totalQuantity')}
      />
      <div className="ads-form__pair">
        <FormField
          label={t(`${F}.minQuantity`, { coin })}
          placeholder={t(`${F}.optional`)}
          inputMode="decimal"
          registration={numeric('minQuantity', qtyRule)}
          testId="ad-min-qty"
          error={err('minQuantity')}
        />
        <FormField
          label={t(`${F}.maxQuantity`, { coin })}
          placeholder={t(`${F}.optional`)}
          inputMode="decimal"
          registration={numeric('maxQuantity', qtyRule)}
          testId="ad-max-qty"
          error={err('maxQuantity')}
        />
      </div>
      <div className="ads-form__pair">
        <FormField
          label={t(`${F}.minAmount`, { quote })}
          placeholder={t(`${F}.optional`)}
          inputMode="decimal"
          registration={numeric('minAmount', priceRule)}
          testId="ad-min-amount"
          error={err('minAmount')}
        />
        <FormField
          label={t(`${F}.maxAmount`, { quote })}
          placeholder={t(`${F}.optional`)}
          inputMode="decimal"
          registration={numeric('maxAmount', priceRule)}
          testId="ad-max-amount"
          error={err('maxAmount')}
        />
      </div>
      <PaymentMethodPicker
        value={values.paymentMethodIds}
        onChange={(ids) => setValue('paymentMethodIds', ids, { shouldValidate: isSubmitted })}
        error={err('paymentMethodIds')}
        back={here}
        onLeave={draft.keep}
      />
      <FormField
        label={t(`${F}.payMinutes`)}
        placeholder={t(`${F}.optional`)}
        inputMode="numeric"
        registration={numeric('payMinutes', { intLength: 3, decLength: 0 })}
        testId="ad-pay-minutes"
        error={err('payMinutes')}
        hint={t(`${F}.payMinutesHint`)}
      />
      <fieldset className="ads-form__group">
        <legend className="field__label">{t(`${F}.conditions`)}</legend>
        <FormField
          label={t(`${F}.minCredit`)}
          placeholder={t(`${F}.optional`)}
          inputMode="numeric"
          registration={numeric('minCredit', intRule)}
          testId="ad-min-credit"
          error={err('minCredit')}
        />
        <FormField
          label={t(`${F}.minCompletedOrders`)}
          placeholder={t(`${F}.optional`)}
          inputMode="numeric"
          registration={numeric('minCompletedOrders', intRule)}
          testId="ad-min-orders"
          error={err('minCompletedOrders')}
        />
        <FormField
          label={t(`${F}.minRegisteredDays`)}
          placeholder={t(`${F}.optional`)}
          inputMode="numeric"
          registration={numeric('minRegisteredDays', intRule)}
          testId="ad-min-days"
          error={err('minRegisteredDays')}
        />
      </fieldset>
      <FormField
        label={t(`${F}.notes`)}
        placeholder={t(`${F}.optional`)}
        maxLength={AD_NOTES_MAX + 20}
        registration={register('notes')}
        testId="ad-notes"
        error={err('notes')}
        hint={`${t(`${F}.notesHint`)} (${Array.from(values.notes).length}/${AD_NOTES_MAX})`}
      />
      {serverError ? (
        <p className="field__error ads-form__error" role="alert" data-testid="ad-form-error">
          {serverError}
        </p>
      ) : null}
      <SubmitButton
        busy={isSubmitting}
        disabled={blocking.length > 0}
        label={t(`${F}.submit`)}
        testId="ad-submit"
      />
    </form>
  );
}
