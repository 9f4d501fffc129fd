// /forgot and /resetPassword (public; the latter reached from a link with `?email=`): a code sent to the
// address after the slide-to-verify check, a new password and its confirmation, then back to /login.
// An account without an identity wallet resets with the code alone (`POST /user/unBindResetPassword`);
// one with a wallet (`GET /user/isBind`) also has that wallet confirm by QR (`POST /user/resetPassword`).
import { WebRoutes, type UnbindResetPasswordDto } from '@p2p/contracts';
import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { Toast } from 'antd-mobile';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useCallback, useState } from 'react';
import { fetchEmailBinding, resetPassword, unBindResetPassword } from '../../api/auth';
import { isApiError } from '@p2p/contracts/client';
import { AuthLayout } from './AuthLayout';
import { ResetWalletSheet } from './ResetWalletSheet';
import { EmailCodeInput, EmailInput, NewPasswordInputs } from './forms/FieldGroups';
import { ResetPasswordForm } from './forms/formClasses';
import { useEmailCode, useSendCode } from './forms/useEmailCode';
import { useSliderVerify } from './slider/useSliderVerify';
import { SubmitButton } from './forms/SubmitButton';

const NOT_REGISTERED = 'errors.1002';
const WRONG_CODE = '1013';
/** The wallet's confirmation is spent, stale or not this device's: the next try scans again. */
const CONFIRMATION_GONE = '1010';

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const slider = useSliderVerify();
  const sender = useEmailCode('RESET_PASSWORD', slider.verify);
  const form = useForm<ResetPasswordForm>({
    resolver: classValidatorResolver(ResetPasswordForm),
    defaultValues: { email: search.get('email') ?? '', code: '', password: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = form;
  const sendCode = useSendCode(form, sender);

  /** The reset waiting for the wallet's confirmation (the sheet is open while set). */
  const [pending, setPending] = useState<UnbindResetPasswordDto | null>(null);
  /**
   * The wallet's confirmation, kept for the address it was given for: a wrong code (1013) leaves it valid
   * on the server, so the next try needs no new scan. Dropped when the server no longer takes it (1010).
   */
  const [confirmed, setConfirmed] = useState<{ email: string; eventId: string } | null>(null);
  const [resetting, setResetting] = useState(false);

  const finish = useCallback((): void => {
    Toast.show({ icon: 'success', content: t('web.account.forgot.success') });
    navigate(WebRoutes.login, { replace: true });
  }, [navigate, t]);

  const resetWithWallet = useCallback(
    async (body: UnbindResetPasswordDto, eventId: string): Promise<void> => {
      setResetting(true);
      try {
        await resetPassword({ ...body, eventId });
      } catch (error) {
        // Shown by the API wrapper (1013, 1010, 1029, ...).
        const code = isApiError(error) ? String(error.code) : '';
        if (code === CONFIRMATION_GONE) setConfirmed(null);
        if (code === WRONG_CODE) setFocus('code');
        return;
      } finally {
        setResetting(false);
      }
      finish();
    },
    [finish, setFocus],
  );

  const onConfirmed = useCallback(
    (eventId: string) => {
      const body = pending;
      setPending(null);
      if (!body) return;
      setConfirmed({ email: body.email, eventId });
      void resetWithWallet(body, eventId);
    },
    [pending, resetWithWallet],
  );

  const onSubmit = handleSubmit(async (values) => {
    const body: UnbindResetPasswordDto = {
      email: values.email.trim(),
      code: values.code,
      password: values.password,
      confirmPassword: values.confirmPassword,
    };
    if (confirmed && confirmed.email === body.email) {
      await resetWithWallet(body, confirmed.eventId);
      return;
    }
    try {
      const binding = await fetchEmailBinding(body.email);
      if (!binding.registered) {
        setError('email', { message: NOT_REGISTERED });
        return;
      }
      if (binding.walletBound) {
        setPending(body);
        return;
      }
      await unBindResetPassword(body);
    } catch {
      return; // shown by the API wrapper (1002, 1013, ...)
    }
    finish();
  });

  const busy = isSubmitting || resetting;

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
        <SubmitButton busy={busy} label={t('web.account.forgot.submit')} testId="forgot-submit" />
        {slider.element}
      </form>
      <ResetWalletSheet
        email={pending?.email ?? null}
        onConfirmed={onConfirmed}
        onClose={() => setPending(null)}
      />
    </AuthLayout>
  );
}
