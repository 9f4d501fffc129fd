import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** Something of the trader's that could not be loaded, with a retry. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 12 }}
      title={t('admin.support.loadFailed')}
      action={<Button onClick={onRetry}>{t('admin.support.retry')}</Button>}
      data-testid="support-load-failed"
    />
  );
}
