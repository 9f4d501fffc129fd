// /updatePassword: current, new (the DTO's password rules, different from the current one) and the
// confirmation; the server signs the other devices out. An account made with the identity wallet has no
// login password yet: it sets its first one with the code mailed to its bound address instead of the
// current one, and is sent to bind an email first when it has none.
import { WebRoutes } from '@p2p/contracts';
import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { Skeleton } from 'antd-mobile';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useUserInfo } from '../../../hooks/useAccount';
import { EmailCodeInput, NewPasswordInputs } from '../forms/FieldGroups';
import { PasswordField } from '../forms/FormField';
import { UpdatePasswordForm } from '../forms/formClasses';
import { useEmailCode } from '../forms/useEmailCode';
import { useSliderVerify } from '../slider/useSliderVerify';
import { EditPage, useEditDone } from './EditPage';
import { useUpdateInfo } from './useUpdateInfo';
import { SubmitButton } from '../forms/SubmitButton';

export default function UpdatePasswordPage() {
  const { t } = useTranslation();
  const info = useUserInfo().data;
  if (!info) {
    return (
      <EditPage testId="update-password">
        <Skeleton.Paragraph lineCount={3} animated />
      </EditPage>
    );
  }
  if (info.hasPassword === false && !info.email) {
    return (
      <EditPage testId="update-password" hint={t('web.account.password.setHint')}>
        <p className="edit__text" data-testid="password-need-email">
          {t('web.account.password.needEmail')}
        </p>
        <Link
          to={WebRoutes.updateEmail}
          className="button button--primary button--block"
          data-testid="password-bind-email"
        >
          {t('web.account.password.bindEmail')}
        </Link>
      </EditPage>
    );
  }
  return <PasswordForm firstEmail={info.hasPassword === false ? (info.email ?? null) : null} />;
}

/** `firstEmail`: the address the code for a first password goes to; null for a change. */
function PasswordForm({ firstEmail }: { firstEmail: string | null }) {
  const { t } = useTranslation();
  const update = useUpdateInfo();
  const done = useEditDone();
  const slider = useSliderVerify();
  const sender = useEmailCode('RESET_PASSWORD', slider.verify);
  const first = firstEmail !== null;
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<UpdatePasswordForm>({
    resolver: classValidatorResolver(UpdatePasswordForm),
    defaultValues: first
      ? { code: '', newPassword: '', confirmPassword: '' }
      : { oldPassword: '', newPassword: '', confirmPassword: '' },
    mode: 'onTouched',
  });

  const sendCode = async (): Promise<void> => {
    if (firstEmail && (await sender.send(firstEmail)).sent) setFocus('code');
  };

  const onSubmit = handleSubmit(async (values) => {
    const newPassword = values.newPassword ?? '';
    try {
      await update.mutateAsync(
        first
          ? { code: values.code ?? '', newPassword }
          : { oldPassword: values.oldPassword ?? '', newPassword },
      );
    } catch {
      return; // shown by the API wrapper (1034, 1032, 1029, 1013, ...)
    }
    done(first ? 'web.account.password.setSuccess' : 'web.account.password.success');
  });

  return (
    <EditPage
      testId="update-password"
      current={first ? { label: t('web.account.fields.email'), value: firstEmail } : undefined}
      hint={t(first ? 'web.account.password.setHint' : 'web.account.password.hint')}
    >
      <form className="auth-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        {first ? (
          <EmailCodeInput
            registration={register('code')}
            testId="password-code"
            error={errors.code?.message}
            sender={sender}
            sendTestId="password-send-code"
            onSend={() => void sendCode()}
          />
        ) : (
          <PasswordField
            label={t('web.account.fields.oldPassword')}
            placeholder={t('web.account.fields.oldPasswordPlaceholder')}
            autoComplete="current-password"
            registration={register('oldPassword')}
            testId="password-old"
            error={errors.oldPassword?.message}
          />
        )}
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
        <SubmitButton busy={isSubmitting} label={t('web.account.save')} testId="password-submit" />
        {slider.element}
      </form>
    </EditPage>
  );
}
