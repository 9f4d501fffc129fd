import { WebRoutes } from '@p2p/contracts/routes';
import { ExclamationCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './EmptyState';

/** A page that failed to load (an outdated chunk after a deploy, for instance). */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <div className="page page--center">
      <EmptyState
        testId="route-error"
        icon={<ExclamationCircleOutline />}
        title={t('common.messages.loadingFailed')}
        message={t('common.messages.networkError')}
        action={{ label: t('web.later.home'), to: WebRoutes.home }}
      />
    </div>
  );
}
