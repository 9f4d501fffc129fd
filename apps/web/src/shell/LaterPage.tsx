// The page of every route whose screen a later release fills: the layout already shows its header (title,
// back button per its metadata); this is the shared, translated empty state with a way home.
import { WebRoutes } from '@p2p/contracts/routes';
import { ClockCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useSession } from '../hooks/useSession';
import { EmptyState } from './EmptyState';

export default function LaterPage() {
  const { t } = useTranslation();
  const session = useSession();
  const action = session
    ? { label: t('web.later.home'), to: WebRoutes.home }
    : { label: t('web.routes.login'), to: WebRoutes.login };
  return (
    <div className="page page--center">
      <EmptyState
        testId="later-page"
        icon={<ClockCircleOutline />}
        title={t('web.later.title')}
        message={t('web.later.message')}
        action={action}
      />
    </div>
  );
}
