// Field groups the account forms share: email, emailed code with its send button, new password with
// its confirmation. One place for their labels, input hints and autocomplete.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, PasswordField } from './FormField';
import { SendCodeButton } from './SendCodeButton';
import type { EmailCodeSender } from './useEmailCode';

interface Registered {
  registration: UseFormRegisterReturn;
  error?: string;
  testId: string;
}

export function EmailInput({
  label,
  autoComplete = 'email',
  ...field
}: Registered & { label?: string; autoComplete?: string }) {
  const { t } = useTranslation();
  return (
    <FormField
      label={label ?? t('web.account.fields.email')}
      placeholder={t('web.account.fields.emailPlaceholder')}
      type="email"
      inputMode="email"
      autoComplete={autoComplete}
      {...field}
    />
  );
}

export function EmailCodeInput({
  sender,
  onSend,
  sendTestId,
  ...field
}: Registered & { sender: EmailCodeSender; onSend(): void; sendTestId: string }) {
  const { t } = useTranslation();
  return (
    <FormField
      label={t('web.account.fields.code')}
      placeholder={t('web.account.fields.codePlaceholder')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      {...field}
      suffix={<SendCodeButton sender={sender} testId={sendTestId} onClick={onSend} />}
    />
  );
}

/** A new password (with the rule as hint) and its confirmation. */
export function NewPasswordInputs({
  password,
  confirm,
  label,
}: {
  password: Registered;
  confirm: Registered;
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        label={label ?? t('web.account.fields.newPassword')}
        placeholder={t('web.account.fields.newPasswordPlaceholder')}
        autoComplete="new-password"
        hint={t('web.account.fields.passwordRule')}
        {...password}
      />
      <PasswordField
        label={t('web.account.fields.confirmPassword')}
        placeholder={t('web.account.fields.confirmPasswordPlaceholder')}
        autoComplete="new-password"
        {...confirm}
      />
    </>
  );
}
