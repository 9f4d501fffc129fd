// /systemMaintenance: the window saved by the 401 maintenance rule, in the user's time zone.
import { WebRoutes } from '@p2p/contracts';
import { SetOutline } from 'antd-mobile-icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWindowTime, readMaintenanceWindow } from '../../api/maintenance';
import { htmlLang } from '../../i18n/language';
import { EmptyState } from '../../shell/EmptyState';
import type { Language } from '@p2p/i18n';
import './maintenance.css';

export default function SystemMaintenancePage() {
  const { t, i18n } = useTranslation();
  const win = useMemo(() => readMaintenanceWindow(), []);
  const locale = htmlLang(i18n.language as Language);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const start = win ? formatWindowTime(win.start, locale) : '';
  const end = win ? formatWindowTime(win.end, locale) : '';

  return (
    <div className="page page--center maintenance" data-testid="maintenance-page">
      <EmptyState
        testId="maintenance"
        icon={<SetOutline />}
        title={t('common.maintenance.title')}
        message={t('common.maintenance.message')}
        action={{ label: t('web.maintenance.retry'), to: WebRoutes.home }}
      >
        {win ? (
          <div className="maintenance__window">
            <p className="maintenance__summary" data-testid="maintenance-window">
              {t('common.maintenance.window', { start, end })}
            </p>
            <dl className="maintenance__times">
              <div>
                <dt>{t('web.maintenance.start')}</dt>
                <dd data-testid="maintenance-start">{start}</dd>
              </div>
              <div>
                <dt>{t('web.maintenance.end')}</dt>
                <dd data-testid="maintenance-end">{end}</dd>
              </div>
            </dl>
            <p className="maintenance__zone">{t('web.maintenance.timeZone', { zone })}</p>
          </div>
        ) : (
          <p className="maintenance__summary" data-testid="maintenance-window">
            {t('web.maintenance.noWindow')}
          </p>
        )}
      </EmptyState>
    </div>
  );
}
