// /updatePassword: current, new (the DTO's password rules, different from the current one) and the
// confirmation; the server signs the other devices out.
import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NewPasswordInputs } from '../forms/FieldGroups';
import { PasswordField } from '../forms/FormField';
import { UpdatePasswordForm } from '../forms/formClasses';
import { EditPage, useEditDone } from './EditPage';
import { useUpdateInfo } from './useUpdateInfo';

export default function UpdatePasswordPage() {
  const { t } = useTranslation();
  const update = useUpdateInfo();
  const done = useEditDone();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<UpdatePasswordForm>({
    resolver: classValidatorResolver(UpdatePasswordForm),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync({
        oldPassword: values.oldPassword ?? '',
        newPassword: values.newPassword ?? '',
      });
    } catch {
      return; // shown by the API wrapper (1034, 1032, 1029, ...)
    }
    done('web.account.password.success');
  });

  return (
    <EditPage testId="update-password" hint={t('web.account.password.hint')}>
      <form className="auth-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <PasswordField
          label={t('web.account.fields.oldPassword')}
          placeholder={t('web.account.fields.oldPasswordPlaceholder')}
          autoComplete="current-password"
          registration={register('oldPassword')}
          testId="password-old"
          error={errors.oldPassword?.message}
        />
        <NewPasswordInputs
          password={{
            registration: register('newPassword'),
            testId: 'password-new',
            error: errors.newPassword?.message,
          }}
          confirm={{
            registration: register('confirmPassword'),
            testId: 'password-confirm',
            error: errors.confirmPassword?.message,
          }}
        />
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={isSubmitting}
          data-testid="password-submit"
        >
          {isSubmitting ? t('web.loading') : t('web.account.save')}
        </button>
      </form>
    </EditPage>
  );
}
