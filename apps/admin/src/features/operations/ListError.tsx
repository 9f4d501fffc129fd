import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** A list that could not be loaded, with a retry. */
export function ListError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 12 }}
      title={t('admin.ops.loadFailed')}
      action={<Button onClick={onRetry}>{t('admin.ops.retry')}</Button>}
      data-testid="ops-load-failed"
    />
  );
}
