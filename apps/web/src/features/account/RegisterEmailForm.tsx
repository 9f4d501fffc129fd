// Registration by email (`POST /user/register`; the form validates RegisterFieldsDto): email, a code sent
// after the slide-to-verify check, password, confirmation and the accepted terms; one more slide-to-verify
// check on submit, as the server requires for every registration.
import { WebRoutes, webPath } from '@p2p/contracts';
import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { Toast } from 'antd-mobile';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { register as registerAccount } from '../../api/auth';
import { EmailCodeInput, EmailInput, NewPasswordInputs } from './forms/FieldGroups';
import { CheckboxField } from './forms/FormField';
import { RegisterForm } from './forms/formClasses';
import { useEmailCode, useSendCode } from './forms/useEmailCode';
import { useSliderVerify } from './slider/useSliderVerify';
import { useCompleteSignIn } from './useCompleteSignIn';
import { SubmitButton } from './forms/SubmitButton';

/** The legal documents (help documents 101 and 102). */
export const USER_AGREEMENT_PATH = webPath(WebRoutes.helpDetail, { id: '101' });
export const PRIVACY_POLICY_PATH = webPath(WebRoutes.helpDetail, { id: '102' });

export function RegisterEmailForm() {
  const { t } = useTranslation();
  const slider = useSliderVerify();
  const sender = useEmailCode('REGISTER', slider.verify);
  const completeSignIn = useCompleteSignIn();
  const form = useForm<RegisterForm>({
    resolver: classValidatorResolver(RegisterForm),
    defaultValues: { email: '', code: '', password: '', confirmPassword: '', agreeTerms: false },
    mode: 'onTouched',
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const sendCode = useSendCode(form, sender);

  const onSubmit = handleSubmit(async (values) => {
    const sliderToken = await slider.verify();
    if (!sliderToken) return;
    let session;
    try {
      session = await registerAccount({
        email: values.email,
        code: values.code,
        password: values.password,
        confirmPassword: values.confirmPassword,
        agreeTerms: true,
        sliderToken,
      });
    } catch {
      return; // shown by the API wrapper (1000, 1013, 1039, ...)
    }
    Toast.show({ icon: 'success', content: t('web.account.register.success') });
    await completeSignIn(session);
  });

  return (
    <form className="auth-form" noValidate onSubmit={(e) => void onSubmit(e)} data-testid="register-form">
      <EmailInput registration={register('email')} testId="register-email" error={errors.email?.message} />
      <EmailCodeInput
        registration={register('code')}
        testId="register-code"
        error={errors.code?.message}
        sender={sender}
        sendTestId="register-send-code"
        onSend={() => void sendCode()}
      />
      <NewPasswordInputs
        label={t('web.account.fields.password')}
        password={{
          registration: register('password'),
          testId: 'register-password',
          error: errors.password?.message,
        }}
        confirm={{
          registration: register('confirmPassword'),
          testId: 'register-confirm-password',
          error: errors.confirmPassword?.message,
        }}
      />
      <CheckboxField
        registration={register('agreeTerms')}
        testId="register-terms"
        error={errors.agreeTerms?.message}
      >
        <Trans
          i18nKey="web.account.register.terms"
          components={{
            agreement: <Link to={USER_AGREEMENT_PATH} data-testid="register-agreement-link" />,
            privacy: <Link to={PRIVACY_POLICY_PATH} data-testid="register-privacy-link" />,
          }}
        />
      </CheckboxField>
      <SubmitButton busy={isSubmitting} label={t('web.account.register.submit')} testId="register-submit" />
      {slider.element}
    </form>
  );
}
