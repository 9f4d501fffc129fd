// /transactionNotice: the trading notice document.
import { WebRoutes } from '@p2p/contracts';
import { useTranslation } from 'react-i18next';
import { DocumentView } from './DocumentView';
import { TRADING_NOTICE_DOCUMENT_ID } from './helpDocuments';

export default function TransactionNoticePage() {
  const { t } = useTranslation();
  return (
    <DocumentView
      showTitle={false}
      id={TRADING_NOTICE_DOCUMENT_ID}
      fallback={{ label: t('web.later.home'), to: WebRoutes.home }}
    />
  );
}
