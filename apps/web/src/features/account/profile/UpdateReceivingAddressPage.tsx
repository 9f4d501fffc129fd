// /updateReceivingAddress: the chain (ERC-20 or TRC-20) and the USDT address, which must be an address
// of that chain (UpdateInfoDto's chain rule); the server also checks the checksum and that no one else
// has bound it (1033).
import { CHAIN_TYPES, type ChainType } from '@p2p/contracts';
import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../../../hooks/useAccount';
import { FormField } from '../forms/FormField';
import { UpdateInfoForm } from '../forms/formClasses';
import { EditPage, useEditDone } from './EditPage';
import { useUpdateInfo } from './useUpdateInfo';
import { SubmitButton } from '../forms/SubmitButton';

export default function UpdateReceivingAddressPage() {
  const { t } = useTranslation();
  const user = useUserInfo().data;
  const update = useUpdateInfo();
  const done = useEditDone();
  const {
    register,
    handleSubmit,
    watch,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<UpdateInfoForm>({
    resolver: classValidatorResolver(UpdateInfoForm),
    defaultValues: { usdtAddress: '', chainType: undefined },
    mode: 'onTouched',
  });
  const chain = watch('chainType');

  const boundChain = user?.chainType ?? null;
  useEffect(() => {
    if (!isDirty && boundChain) reset({ usdtAddress: '', chainType: boundChain });
  }, [boundChain, isDirty, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync({
        usdtAddress: (values.usdtAddress ?? '').trim(),
        chainType: values.chainType as ChainType,
      });
    } catch {
      return; // shown by the API wrapper (1033, 1020, ...)
    }
    done('web.account.address.success');
  });

  const bound = user?.usdtAddress ? (
    <>
      <span className="chain-tag">{user.chainType}</span>
      <span className="edit__address">{user.usdtAddress}</span>
    </>
  ) : (
    t('web.account.address.none')
  );

  return (
    <EditPage
      testId="update-address"
      current={{ label: t('web.account.address.current'), value: bound }}
      hint={t('web.account.address.hint')}
    >
      <form className="auth-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <fieldset className="chain-picker">
          <legend className="field__label">{t('web.account.fields.chainType')}</legend>
          <div className="chain-picker__options">
            {CHAIN_TYPES.map((type) => (
              <label key={type} className={`chain-picker__option${chain === type ? ' is-selected' : ''}`}>
                <input
                  type="radio"
                  value={type}
                  data-testid={`address-chain-${type}`}
                  {...register('chainType')}
                />
                <span className="chain-picker__name">{type === 'ERC20' ? 'ERC-20' : 'TRC-20'}</span>
                <span className="chain-picker__network">{t(`web.account.address.network.${type}`)}</span>
              </label>
            ))}
          </div>
          {errors.chainType?.message ? (
            <p className="field__error" role="alert" data-testid="address-chain-error">
              {t(errors.chainType.message)}
            </p>
          ) : null}
        </fieldset>
        <FormField
          label={t('web.account.fields.address')}
          placeholder={t(
            chain === 'TRC20' ? 'web.account.address.placeholderTrc' : 'web.account.address.placeholderErc',
          )}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          registration={register('usdtAddress')}
          testId="address-value"
          error={errors.usdtAddress?.message}
        />
        <SubmitButton busy={isSubmitting} label={t('web.account.save')} testId="address-submit" />
      </form>
    </EditPage>
  );
}
