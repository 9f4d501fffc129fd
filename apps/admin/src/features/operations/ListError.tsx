import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../shell/LoadFailed';

/** An Operations list that could not be loaded, with a retry. */
export function ListError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const texts = { title: t('admin.ops.loadFailed'), retryText: t('admin.ops.retry') };
  return <LoadFailed {...texts} onRetry={onRetry} spaced testId="ops-load-failed" />;
}
