// The "Send code" action beside a code field: "Send code", then a countdown, then "Resend".
import { SpinLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { EmailCodeSender } from './useEmailCode';

export function SendCodeButton({
  sender,
  onClick,
  testId,
}: {
  sender: EmailCodeSender;
  onClick(): void;
  testId: string;
}) {
  const { t } = useTranslation();
  const label =
    sender.remaining > 0
      ? t('web.account.code.wait', { seconds: sender.remaining })
      : sender.sent
        ? t('web.account.code.resend')
        : t('web.account.code.send');
  return (
    <button
      type="button"
      className="field__action"
      data-testid={testId}
      disabled={sender.sending || sender.remaining > 0}
      onClick={onClick}
    >
      {sender.sending ? <SpinLoading style={{ '--size': '16px' }} color="currentColor" /> : label}
    </button>
  );
}
