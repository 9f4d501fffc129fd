// Login by email and password: the DTO's email rule, the slide-to-verify check on submit, the password
// encrypted with WebCrypto to the server's key, then the session. When the account saw too many attempts
// (the server answers 1013), the form also asks for the code emailed for scene RESET_PASSWORD.
import { WebRoutes } from '@p2p/contracts';
import { isApiError } from '@p2p/contracts/client';
import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { Toast } from 'antd-mobile';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fetchLoginKey, login } from '../../api/auth';
import { encryptPassword } from './encryptPassword';
import { EmailCodeInput } from './forms/FieldGroups';
import { FormField, PasswordField } from './forms/FormField';
import { LoginForm } from './forms/formClasses';
import { useEmailCode, useSendCode } from './forms/useEmailCode';
import { useSliderVerify } from './slider/useSliderVerify';
import { useCompleteSignIn } from './useCompleteSignIn';
import { SubmitButton } from './forms/SubmitButton';

/** 1035: "the password could not be read" (also shown when this browser cannot encrypt). */
const CANNOT_ENCRYPT = 'errors.1035';
/** The account needs the emailed code (missing, wrong or expired). */
const CODE_NEEDED = '1013';

export function LoginEmailForm() {
  const { t } = useTranslation();
  const slider = useSliderVerify();
  const completeSignIn = useCompleteSignIn();
  const sender = useEmailCode('RESET_PASSWORD', slider.verify);
  /** Shown once the server asked for the emailed code. */
  const [needsCode, setNeedsCode] = useState(false);
  const form = useForm<LoginForm>({
    resolver: classValidatorResolver(LoginForm),
    defaultValues: { email: '', password: '', code: '' },
    mode: 'onTouched',
  });
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = form;
  const sendCode = useSendCode(form, sender);

  const onSubmit = handleSubmit(async (values) => {
    const sliderToken = await slider.verify();
    if (!sliderToken) return;
    let session;
    try {
      const key = await fetchLoginKey();
      let ciphertext: string;
      try {
        ciphertext = await encryptPassword(values.password, key.spki);
      } catch {
        Toast.show({ content: t(CANNOT_ENCRYPT) });
        return;
      }
      const code = needsCode ? values.code?.trim() : undefined;
      session = await login(values.email, ciphertext, sliderToken, code || undefined);
    } catch (error) {
      // Shown by the API wrapper (1004, 1013, 1037, 1039, RISK5001, ...); 1013 also opens the code field.
      if (isApiError(error) && String(error.code) === CODE_NEEDED) {
        setNeedsCode(true);
        Toast.show({ content: t('web.account.login.codeNeeded') });
        setTimeout(() => setFocus('code'), 0);
      }
      return;
    }
    Toast.show({ icon: 'success', content: t('web.account.login.success') });
    await completeSignIn(session);
  });

  return (
    <form className="auth-form" noValidate onSubmit={(e) => void onSubmit(e)} data-testid="login-form">
      <FormField
        label={t('web.account.fields.email')}
        placeholder={t('web.account.fields.emailPlaceholder')}
        type="email"
        inputMode="email"
        autoComplete="username"
        registration={register('email')}
        testId="login-email"
        error={errors.email?.message}
      />
      <PasswordField
        label={t('web.account.fields.password')}
        placeholder={t('web.account.fields.passwordPlaceholder')}
        autoComplete="current-password"
        registration={register('password')}
        testId="login-password"
        error={errors.password?.message}
      />
      {needsCode && (
        <EmailCodeInput
          registration={register('code')}
          testId="login-code"
          error={errors.code?.message}
          sender={sender}
          sendTestId="login-send-code"
          onSend={() => void sendCode()}
        />
      )}
      <div className="auth-form__row">
        <Link to={WebRoutes.forgotPassword} className="text-button" data-testid="login-forgot">
          {t('web.login.forgot')}
        </Link>
      </div>
      <SubmitButton busy={isSubmitting} label={t('web.account.login.submit')} testId="login-submit" />
      <p className="auth-form__note">{t('web.account.login.secure')}</p>
      {slider.element}
    </form>
  );
}
