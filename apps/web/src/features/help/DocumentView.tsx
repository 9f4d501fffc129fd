// One document from /document/config/{id}: title, date and Markdown body; a missing one shows the
// shared empty state.
import { isApiError } from '@p2p/contracts/client';
import type { Language } from '@p2p/i18n';
import { Skeleton } from 'antd-mobile';
import { FileWrongOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useDocument } from '../../hooks/useDocument';
import { htmlLang } from '../../i18n/language';
import { EmptyState } from '../../shell/EmptyState';
import { Markdown } from './Markdown';
import './help.css';

export interface DocumentViewProps {
  id: string | null;
  /** Where the empty state's button leads. */
  fallback: { label: string; to: string };
  /** Off where the header already carries the document's title. */
  showTitle?: boolean;
}

export function DocumentView({ id, fallback, showTitle = true }: DocumentViewProps) {
  const { t, i18n } = useTranslation();
  const doc = useDocument(id);

  if (id && doc.isPending) {
    return (
      <div className="page document" aria-busy="true">
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={8} animated />
      </div>
    );
  }
  if (!id || doc.isError || !doc.data) {
    // A missing document answers code 404; anything else is a failure to load it.
    const failed = doc.isError && !(isApiError(doc.error) && doc.error.code === '404');
    return (
      <div className="page page--center">
        <EmptyState
          testId="document-missing"
          icon={<FileWrongOutline />}
          title={t('web.help.notFound')}
          message={failed ? t('common.messages.loadingFailed') : undefined}
          action={fallback}
        />
      </div>
    );
  }
  const updated = doc.data.updatedAt
    ? new Intl.DateTimeFormat(htmlLang(i18n.language as Language), { dateStyle: 'medium' }).format(
        new Date(doc.data.updatedAt),
      )
    : null;
  return (
    <article className="page document" data-testid="document">
      {showTitle ? <h2 className="document__title">{doc.data.title}</h2> : null}
      {updated ? <p className="document__date">{t('web.help.updated', { date: updated })}</p> : null}
      <Markdown source={doc.data.content} skipHeading={doc.data.title} />
    </article>
  );
}
