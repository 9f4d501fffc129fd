// /updatePassword: current, new (the DTO's password rules, different from the current one) and the
// confirmation; the server signs the other devices out. An account made with the identity wallet has no
// login password yet: it sets its first one with the code mailed to its bound address and the bound
// wallet's confirmation (a QR sheet) instead of the current one, and is sent to bind an email first when
// it has none.
import { WebRoutes } from '@p2p/contracts';
import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { Skeleton } from 'antd-mobile';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useUserInfo } from '../../../hooks/useAccount';
import { ResetWalletSheet } from '../ResetWalletSheet';
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
  /** A first password waiting for the wallet's confirmation. */
  const [pending, setPending] = useState<{ code: string; newPassword: string } | null>(null);
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

  const save = async (body: Parameters<typeof update.mutateAsync>[0]): Promise<void> => {
    try {
      await update.mutateAsync(body);
    } catch {
      return; // shown by the API wrapper (1034, 1032, 1029, 1013, 1010, ...)
    }
    done(first ? 'web.account.password.setSuccess' : 'web.account.password.success');
  };

  const onSubmit = handleSubmit(async (values) => {
    const newPassword = values.newPassword ?? '';
    if (first) setPending({ code: values.code ?? '', newPassword });
    else await save({ oldPassword: values.oldPassword ?? '', newPassword });
  });

  const onConfirmed = (eventId: string): void => {
    const change = pending;
    setPending(null);
    if (change) void save({ ...change, eventId });
  };

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
        {first ? (
          <p className="edit__text" data-testid="password-wallet-hint">
            {t('web.account.password.walletHint')}
          </p>
        ) : null}
        <SubmitButton busy={isSubmitting} label={t('web.account.save')} testId="password-submit" />
        {slider.element}
      </form>
      <ResetWalletSheet
        email={pending ? firstEmail : null}
        onConfirmed={onConfirmed}
        onClose={() => setPending(null)}
      />
    </EditPage>
  );
}
