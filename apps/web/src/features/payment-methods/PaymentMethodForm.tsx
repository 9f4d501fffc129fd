// Add or edit a payment method: the kind first, then the kind's fields (spec §3), checked with the shared
// DTO's rules (bank name for a bank card, digits or letters only for the account, 100 characters per
// text) before the call; the API's refusals (5035, 5037, 5038, 5039) are toasted by the wrapper. The
// optional payment QR code is uploaded by its own field (QrCodeField) and saved as `qrFileId`.
import {
  PAYMENT_METHOD_KINDS,
  PaymentMethodInputDto,
  TEXT_MAX_LENGTH,
  type PaymentMethodDto,
  type PaymentMethodKind,
} from '@p2p/contracts';
import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { Toast } from 'antd-mobile';
import { useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../account/forms/FormField';
import { SubmitButton } from '../account/forms/SubmitButton';
import {
  bodyOf,
  defaultCurrency,
  extraFields,
  initialValues,
  type ExtraField,
  type PaymentMethodFormValues,
} from './paymentMethodFields';
import { QrCodeField } from './QrCodeField';
import { useSavePaymentMethod } from './usePaymentMethods';

const P = 'common.paymentMethods';
const EXTRA_ORDER: readonly ExtraField[] = ['bankName', 'branch', 'iban', 'exchangeName', 'accountInfo'];

export interface PaymentMethodFormProps {
  /** The method to edit; none: a new one. */
  method?: PaymentMethodDto;
  onDone(): void;
}

export function PaymentMethodForm({ method, onDone }: PaymentMethodFormProps) {
  const { t } = useTranslation();
  const save = useSavePaymentMethod();
  const kindId = useId();
  const [qrFileId, setQrFileId] = useState<string | null>(method?.qrFileId ?? null);
  const [uploading, setUploading] = useState(false);
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm<PaymentMethodFormValues>({
    // The form holds every text as a string (blank: none); the DTO's rules read them as the API does.
    resolver: classValidatorResolver(PaymentMethodInputDto) as unknown as Resolver<PaymentMethodFormValues>,
    defaultValues: initialValues(method),
    mode: 'onTouched',
  });
  const kind = watch('kind');
  const shown = extraFields(kind);

  const kindField = register('kind', {
    onChange: (e: { target: { value: string } }) => {
      const next = e.target.value as PaymentMethodKind;
      // Fields the new kind does not have are not kept (nor sent).
      for (const field of EXTRA_ORDER) if (!extraFields(next).includes(field)) setValue(field, '');
      if (!method && !getFieldState('currency').isDirty) setValue('currency', defaultCurrency(next));
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    if (uploading) return; // saved once the image has its id
    try {
      await save.mutateAsync({ id: method?.id, body: bodyOf(values, qrFileId) });
    } catch {
      return; // toasted by the API wrapper
    }
    Toast.show({ icon: 'success', content: t(`${P}.saved`) });
    onDone();
  });

  const optional = (field: ExtraField) => (
    <FormField
      key={field}
      label={t(`${P}.fields.${field}`)}
      placeholder={field === 'bankName' && kind === 'BANK_CARD' ? '' : t(`${P}.fields.optionalPlaceholder`)}
      maxLength={TEXT_MAX_LENGTH}
      registration={register(field)}
      testId={`pm-${field}`}
      error={errors[field]?.message}
    />
  );

  return (
    <form className="auth-form pm-form" noValidate onSubmit={(e) => void onSubmit(e)} data-testid="pm-form">
      <h2 className="pm-form__title">{t(method ? `${P}.editTitle` : `${P}.addTitle`)}</h2>
      <div className="field">
        <label className="field__label" htmlFor={kindId}>
          {t(`${P}.fields.kind`)}
        </label>
        <div className="field__control">
          <select id={kindId} className="field__input" data-testid="pm-kind" {...kindField}>
            {PAYMENT_METHOD_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`${P}.kinds.${k}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <FormField
        label={t(`${P}.fields.name`)}
        placeholder={t(`${P}.fields.namePlaceholder`)}
        maxLength={TEXT_MAX_LENGTH}
        registration={register('name')}
        testId="pm-name"
        error={errors.name?.message}
      />
      <FormField
        label={t(`${P}.account.${kind}`)}
        placeholder={t(`${P}.fields.accountPlaceholder`)}
        maxLength={TEXT_MAX_LENGTH}
        autoCapitalize="off"
        autoComplete="off"
        registration={register('account')}
        testId="pm-account"
        error={errors.account?.message}
      />
      {EXTRA_ORDER.filter((f) => shown.includes(f)).map(optional)}
      <FormField
        label={t(`${P}.fields.currency`)}
        placeholder={t(`${P}.fields.currencyPlaceholder`)}
        maxLength={10}
        autoCapitalize="characters"
        registration={register('currency', { setValueAs: (v: string) => v.toUpperCase() })}
        testId="pm-currency"
        error={errors.currency?.message}
      />
      <FormField
        label={t(`${P}.fields.notes`)}
        placeholder={t(`${P}.fields.optionalPlaceholder`)}
        maxLength={TEXT_MAX_LENGTH}
        registration={register('notes')}
        testId="pm-notes"
        error={errors.notes?.message}
      />
      <QrCodeField value={qrFileId} onChange={setQrFileId} onBusy={setUploading} />
      <SubmitButton busy={isSubmitting} disabled={uploading} label={t(`${P}.save`)} testId="pm-submit" />
      <button
        type="button"
        className="button button--outline button--block"
        onClick={onDone}
        data-testid="pm-cancel"
      >
        {t('common.actions.cancel')}
      </button>
    </form>
  );
}
