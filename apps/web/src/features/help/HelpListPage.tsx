// /helpList: the enabled help articles, as operators order them in the console, titled in the
// interface language (English where an article has no translation).
import { WebRoutes, webPath } from '@p2p/contracts';
import { Skeleton } from 'antd-mobile';
import { ExclamationCircleOutline, QuestionCircleOutline, RightOutline } from 'antd-mobile-icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fetchDocuments } from '../../api/catalog';
import { queryKeys } from '../../queryKeys';
import { EmptyState } from '../../shell/EmptyState';
import './help.css';

export default function HelpListPage() {
  const { t, i18n } = useTranslation();
  const docs = useQuery({
    queryKey: queryKeys.catalog.documents('HELP', i18n.language),
    queryFn: ({ signal }) => fetchDocuments('HELP', signal),
    retry: false,
  });

  if (docs.isPending) {
    return (
      <div className="page help-list" aria-busy="true">
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    );
  }
  if (docs.isError) {
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
            onClick={() => void docs.refetch()}
          >
            {t('web.home.retry')}
          </button>
        </EmptyState>
      </div>
    );
  }
  if (docs.data.length === 0) {
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
        {docs.data.map((doc) => (
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
