// /updateEmail: a new address and the code sent to it (scene CHANGE_EMAIL), saved with
// `POST /user/updateInfo {email, code}` (UpdateInfoDto's email and code rules).
import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../../../hooks/useAccount';
import { EmailCodeInput, EmailInput } from '../forms/FieldGroups';
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

  const onSubmit = handleSubmit(async (values) => {
    const email = (values.email ?? '').trim();
    if (isCurrent(email)) {
      setError('email', { message: SAME_EMAIL });
      return;
    }
    try {
      await update.mutateAsync({ email, code: values.code ?? '' });
    } catch {
      return; // shown by the API wrapper (1000, 1013, 1038, ...)
    }
    done('web.account.email.success');
  });

  return (
    <EditPage
      testId="update-email"
      current={{
        label: t('web.account.email.current'),
        value: user?.email || t('web.account.center.notSet'),
      }}
      hint={t('web.account.email.hint')}
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
        <SubmitButton busy={isSubmitting} label={t('web.account.save')} testId="email-submit" />
        {slider.element}
      </form>
    </EditPage>
  );
}
