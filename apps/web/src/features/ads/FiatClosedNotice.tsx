// Why fiat ads are closed to the trader (issue 24), before any form is filled: their country or region
// trades no fiat (5042's words, with a link to set the region in the personal center) or they are not a
// certified merchant (5044's words).
import { WebRoutes } from '@p2p/contracts';
import { InformationCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function FiatClosedNotice({ code, testId }: { code: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <p className="ads-notice" role="status" data-testid={testId} data-code={code}>
      <InformationCircleOutline aria-hidden="true" />
      <span>
        {t(`errors.${code}`)}
        {code === '5042' ? (
          <>
            {' '}
            <Link to={WebRoutes.personalCenter} data-testid={`${testId}-region`}>
              {t('common.ads.publish.setRegion')}
            </Link>
          </>
        ) : null}
      </span>
    </p>
  );
}
