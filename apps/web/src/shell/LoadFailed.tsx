// A list or page that could not load: the failure's icon, the message and Retry (issue 26: no dead end).
import { ExclamationCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './EmptyState';

export function LoadFailed({ onRetry, testId = 'load-failed' }: { onRetry: () => void; testId?: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<ExclamationCircleOutline />}
      title={t('common.messages.loadingFailed')}
      button={{ label: t('common.actions.retry'), onClick: onRetry, testId: `${testId}-retry` }}
      testId={testId}
    />
  );
}
