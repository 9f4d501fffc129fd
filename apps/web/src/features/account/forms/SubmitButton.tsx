// The account forms' submit button: disabled and saying "Loading…" while the form is busy.
import { useTranslation } from 'react-i18next';

export interface SubmitButtonProps {
  /** The form is being sent. */
  busy: boolean;
  label: string;
  testId: string;
  /** Disabled for another reason too (e.g. nothing to save). */
  disabled?: boolean;
}

export function SubmitButton({ busy, label, testId, disabled = false }: SubmitButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="submit"
      className="button button--primary button--block"
      disabled={busy || disabled}
      data-testid={testId}
    >
      {busy ? t('web.loading') : label}
    </button>
  );
}
