// /updateSecurityPassword: the security (trading) password, new and confirmed; the current one as well
// when one is already set. Its rules are the DTO's (longer than 8, format); the server also refuses the
// login password (1029).
import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { SpinLoading } from 'antd-mobile';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../../../hooks/useAccount';
import { PasswordField } from '../forms/FormField';
import { ChangeSecurityPasswordForm, SetSecurityPasswordForm } from '../forms/formClasses';
import { EditPage, useEditDone } from './EditPage';
import { useUpdateInfo } from './useUpdateInfo';
import { SubmitButton } from '../forms/SubmitButton';

function SecurityPasswordForm({ isSet }: { isSet: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateInfo();
  const done = useEditDone();
  const schema = isSet ? ChangeSecurityPasswordForm : SetSecurityPasswordForm;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ChangeSecurityPasswordForm>({
    resolver: classValidatorResolver(schema),
    defaultValues: isSet
      ? { oldSecurityPassword: '', securityPassword: '', confirmSecurityPassword: '' }
      : { securityPassword: '', confirmSecurityPassword: '' },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    const securityPassword = values.securityPassword ?? '';
    try {
      await update.mutateAsync(
        isSet
          ? { securityPassword, oldSecurityPassword: values.oldSecurityPassword ?? '' }
          : { securityPassword },
      );
    } catch {
      return; // shown by the API wrapper (1029, USER3011, ...)
    }
    done('web.account.security.success');
  });

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      data-mode={isSet ? 'change' : 'set'}
    >
      {isSet ? (
        <PasswordField
          label={t('web.account.fields.oldSecurityPassword')}
          placeholder={t('web.account.fields.oldSecurityPasswordPlaceholder')}
          autoComplete="off"
          registration={register('oldSecurityPassword')}
          testId="security-old"
          error={errors.oldSecurityPassword?.message}
        />
      ) : null}
      <PasswordField
        label={t(isSet ? 'web.account.fields.newSecurityPassword' : 'web.account.fields.securityPassword')}
        placeholder={t('web.account.fields.securityPasswordPlaceholder')}
        autoComplete="new-password"
        registration={register('securityPassword')}
        testId="security-new"
        error={errors.securityPassword?.message}
        hint={t('web.account.fields.securityPasswordRule')}
      />
      <PasswordField
        label={t('web.account.fields.confirmSecurityPassword')}
        placeholder={t('web.account.fields.confirmPasswordPlaceholder')}
        autoComplete="new-password"
        registration={register('confirmSecurityPassword')}
        testId="security-confirm"
        error={errors.confirmSecurityPassword?.message}
      />
      <SubmitButton busy={isSubmitting} label={t('web.account.save')} testId="security-submit" />
    </form>
  );
}

export default function UpdateSecurityPasswordPage() {
  const { t } = useTranslation();
  const user = useUserInfo().data;
  const isSet = user?.hasSecurityPassword === true;
  return (
    <EditPage
      testId="update-security-password"
      current={{
        label: t('web.account.center.securityPassword'),
        value: user ? (isSet ? t('web.account.center.set') : t('web.account.center.notSet')) : '…',
      }}
      hint={t('web.account.security.hint')}
    >
      {user ? (
        <SecurityPasswordForm key={isSet ? 'change' : 'set'} isSet={isSet} />
      ) : (
        <div className="edit__loading">
          <SpinLoading />
        </div>
      )}
    </EditPage>
  );
}
