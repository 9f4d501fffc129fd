import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../shell/LoadFailed';

/** Something of the trader's that could not be loaded, with a retry (`spaced` above a list). */
export function LoadError({ onRetry, spaced = true }: { onRetry: () => void; spaced?: boolean }) {
  const { t } = useTranslation();
  const texts = { title: t('admin.support.loadFailed'), retryText: t('admin.support.retry') };
  return <LoadFailed {...texts} onRetry={onRetry} spaced={spaced} testId="support-load-failed" />;
}
