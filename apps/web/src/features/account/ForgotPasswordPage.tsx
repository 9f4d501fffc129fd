// /forgot and /resetPassword (public; the latter reached from a link with `?email=`): a code sent to the
// address after the slide-to-verify check, a new password and its confirmation (ResetPasswordDto), then
// back to /login.
import { WebRoutes } from '@p2p/contracts';
import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { Toast } from 'antd-mobile';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { resetPassword } from '../../api/auth';
import { AuthLayout } from './AuthLayout';
import { EmailCodeInput, EmailInput, NewPasswordInputs } from './forms/FieldGroups';
import { ResetPasswordForm } from './forms/formClasses';
import { useEmailCode } from './forms/useEmailCode';
import { useSliderVerify } from './slider/useSliderVerify';

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const slider = useSliderVerify();
  const sender = useEmailCode('RESET_PASSWORD', slider.verify);
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordForm>({
    resolver: classValidatorResolver(ResetPasswordForm),
    defaultValues: { email: search.get('email') ?? '', code: '', password: '', confirmPassword: '' },
    mode: 'onTouched',
  });

  const sendCode = async (): Promise<void> => {
    if (!(await trigger('email'))) return;
    const outcome = await sender.send(getValues('email').trim());
    if (outcome.sent) setFocus('code');
    else if (outcome.fieldError) setError('email', { message: outcome.fieldError });
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      await resetPassword({
        email: values.email,
        code: values.code,
        password: values.password,
        confirmPassword: values.confirmPassword,
      });
    } catch {
      return; // shown by the API wrapper (1002, 1013, ...)
    }
    Toast.show({ icon: 'success', content: t('web.account.forgot.success') });
    navigate(WebRoutes.login, { replace: true });
  });

  return (
    <AuthLayout
      testId="forgot-page"
      title={t('web.account.forgot.title')}
      subtitle={t('web.account.forgot.subtitle')}
      footer={
        <p className="auth__switch">
          <Link to={WebRoutes.login} className="text-button" data-testid="forgot-login">
            {t('web.account.forgot.back')}
          </Link>
        </p>
      }
    >
      <form className="auth-form" noValidate onSubmit={(e) => void onSubmit(e)} data-testid="forgot-form">
        <EmailInput
          autoComplete="username"
          registration={register('email')}
          testId="forgot-email"
          error={errors.email?.message}
        />
        <EmailCodeInput
          registration={register('code')}
          testId="forgot-code"
          error={errors.code?.message}
          sender={sender}
          sendTestId="forgot-send-code"
          onSend={() => void sendCode()}
        />
        <NewPasswordInputs
          password={{
            registration: register('password'),
            testId: 'forgot-password',
            error: errors.password?.message,
          }}
          confirm={{
            registration: register('confirmPassword'),
            testId: 'forgot-confirm-password',
            error: errors.confirmPassword?.message,
          }}
        />
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={isSubmitting}
          data-testid="forgot-submit"
        >
          {isSubmitting ? t('web.loading') : t('web.account.forgot.submit')}
        </button>
        {slider.element}
      </form>
    </AuthLayout>
  );
}
