// /helpList: the help articles (the seeded help documents); missing ones are left out.
import { WebRoutes, webPath } from '@p2p/contracts';
import { Skeleton } from 'antd-mobile';
import { isApiError } from '@p2p/contracts/client';
import { ExclamationCircleOutline, QuestionCircleOutline, RightOutline } from 'antd-mobile-icons';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fetchDocument } from '../../api/catalog';
import { queryKeys } from '../../queryKeys';
import { EmptyState } from '../../shell/EmptyState';
import { HELP_DOCUMENT_IDS } from './helpDocuments';
import './help.css';

export default function HelpListPage() {
  const { t, i18n } = useTranslation();
  const docs = useQueries({
    queries: HELP_DOCUMENT_IDS.map((id) => ({
      queryKey: queryKeys.catalog.document(id, i18n.language),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchDocument(id, signal),
      retry: false,
    })),
  });

  if (docs.some((d) => d.isPending)) {
    return (
      <div className="page help-list" aria-busy="true">
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    );
  }
  const found = docs.flatMap((d) => (d.data ? [d.data] : []));
  // Missing documents answer 404 and are left out; any other failure means the list could not load.
  const failed = docs.some((d) => d.isError && !(isApiError(d.error) && d.error.code === '404'));
  if (found.length === 0 && failed) {
    return (
      <div className="page page--center">
        <EmptyState
          testId="help-failed"
          icon={<ExclamationCircleOutline />}
          title={t('common.messages.loadingFailed')}
          message={t('common.messages.networkError')}
        >
          <button
            type="button"
            className="button button--primary empty-state__action"
            onClick={() => docs.forEach((d) => void d.refetch())}
          >
            {t('web.home.retry')}
          </button>
        </EmptyState>
      </div>
    );
  }
  if (found.length === 0) {
    return (
      <div className="page page--center">
        <EmptyState
          testId="help-empty"
          icon={<QuestionCircleOutline />}
          title={t('web.help.empty')}
          action={{ label: t('web.later.home'), to: WebRoutes.home }}
        />
      </div>
    );
  }
  return (
    <div className="page help-list" data-testid="help-list">
      <ul className="card-list">
        {found.map((doc) => (
          <li key={doc.id}>
            <Link
              className="card-list__item"
              to={webPath(WebRoutes.helpDetail, { id: doc.id })}
              data-testid={`help-item-${doc.id}`}
            >
              <QuestionCircleOutline className="card-list__icon" />
              <span className="card-list__text">{doc.title}</span>
              <RightOutline className="card-list__arrow" />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
