// /updateEmail: a new address and the code sent to it (scene CHANGE_EMAIL), saved with
// `POST /user/updateInfo {email, code, oldPassword}` (UpdateInfoDto's rules). An account made with the
// identity wallet (no password) confirms the change with that wallet instead (a QR sheet, then
// `{email, code, eventId}`); one without any email binds its first one with the code alone.
import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../../../hooks/useAccount';
import { ResetWalletSheet } from '../ResetWalletSheet';
import { EmailCodeInput, EmailInput } from '../forms/FieldGroups';
import { PasswordField } from '../forms/FormField';
import { UpdateInfoForm } from '../forms/formClasses';
import { useEmailCode, useSendCode } from '../forms/useEmailCode';
import { useSliderVerify } from '../slider/useSliderVerify';
import { EditPage, useEditDone } from './EditPage';
import { useUpdateInfo } from './useUpdateInfo';
import { SubmitButton } from '../forms/SubmitButton';

/** 1038: the new address is the current one. */
const SAME_EMAIL = 'errors.1038';

export default function UpdateEmailPage() {
  const { t } = useTranslation();
  const user = useUserInfo().data;
  const update = useUpdateInfo();
  const done = useEditDone();
  const slider = useSliderVerify();
  const sender = useEmailCode('CHANGE_EMAIL', slider.verify);
  const form = useForm<UpdateInfoForm>({
    resolver: classValidatorResolver(UpdateInfoForm),
    defaultValues: { email: '', code: '' },
    mode: 'onTouched',
    // The current-password field shows only for an account that has one: its value goes with it.
    shouldUnregister: true,
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const isCurrent = useCallback(
    (email: string): boolean => Boolean(user?.email) && email.toLowerCase() === user?.email?.toLowerCase(),
    [user?.email],
  );
  const sendCode = useSendCode(
    form,
    sender,
    useCallback((email: string) => (isCurrent(email) ? SAME_EMAIL : null), [isCurrent]),
  );

  const hasPassword = Boolean(user) && user?.hasPassword !== false;
  // Without a password, an account that has an email confirms the change with its bound wallet.
  const walletEmail = !hasPassword && user?.email ? user.email : null;
  const [pending, setPending] = useState<{ email: string; code: string } | null>(null);

  const save = async (body: Parameters<typeof update.mutateAsync>[0]): Promise<void> => {
    try {
      await update.mutateAsync(body);
    } catch {
      return; // shown by the API wrapper (1000, 1010, 1013, 1034, 1038, ...)
    }
    done('web.account.email.success');
  };

  const onSubmit = handleSubmit(async (values) => {
    const email = (values.email ?? '').trim();
    if (isCurrent(email)) {
      setError('email', { message: SAME_EMAIL });
      return;
    }
    const code = values.code ?? '';
    if (hasPassword) await save({ email, code, oldPassword: values.oldPassword ?? '' });
    else if (walletEmail) setPending({ email, code });
    else await save({ email, code });
  });

  const onConfirmed = (eventId: string): void => {
    const change = pending;
    setPending(null);
    if (change) void save({ ...change, eventId });
  };

  return (
    <EditPage
      testId="update-email"
      current={{
        label: t('web.account.email.current'),
        value: user?.email || t('web.account.center.notSet'),
      }}
      hint={`${t('web.account.email.hint')} ${t('web.account.email.undoHint')}`}
    >
      <form className="auth-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <EmailInput
          label={t('web.account.fields.newEmail')}
          registration={register('email')}
          testId="email-new"
          error={errors.email?.message}
        />
        <EmailCodeInput
          registration={register('code')}
          testId="email-code"
          error={errors.code?.message}
          sender={sender}
          sendTestId="email-send-code"
          onSend={() => void sendCode()}
        />
        {hasPassword ? (
          <PasswordField
            label={t('web.account.fields.oldPassword')}
            placeholder={t('web.account.fields.oldPasswordPlaceholder')}
            autoComplete="current-password"
            registration={register('oldPassword')}
            testId="email-old-password"
            error={errors.oldPassword?.message}
          />
        ) : walletEmail ? (
          <p className="edit__text" data-testid="email-wallet-hint">
            {t('web.account.email.walletHint')}
          </p>
        ) : null}
        <SubmitButton busy={isSubmitting} label={t('web.account.save')} testId="email-submit" />
        {slider.element}
      </form>
      <ResetWalletSheet
        email={pending ? walletEmail : null}
        onConfirmed={onConfirmed}
        onClose={() => setPending(null)}
      />
    </EditPage>
  );
}
