// /helpDetail?id=… (public): one help document.
import { WebRoutes } from '@p2p/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '../../hooks/useSession';
import { DocumentView } from './DocumentView';

export default function HelpDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const session = useSession();
  const fallback = session
    ? { label: t('web.help.backToList'), to: WebRoutes.helpList }
    : { label: t('web.routes.login'), to: WebRoutes.login };
  return <DocumentView id={params.get('id')} fallback={fallback} />;
}
