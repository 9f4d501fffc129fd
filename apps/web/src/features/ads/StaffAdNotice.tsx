// The dialog that tells a trader customer service took their ad offline or cancelled it, with the reason
// (loaded when such a message arrives: the first screen does not carry it).
import { Dialog } from 'antd-mobile';
import { appI18n } from '../../i18n/runtime';
import type { StaffAdChange } from './staffAdNotice';

export function showStaffAdNotice(change: StaffAdChange): void {
  const t = appI18n().t.bind(appI18n());
  void Dialog.alert({
    title: t(`common.ads.staffNotice.${change.staffAction}`, { id: change.adId }),
    content: (
      <p data-testid="staff-ad-notice">
        {t('common.ads.staffNotice.reason', { reason: change.staffReason })}
      </p>
    ),
    confirmText: t('common.ads.staffNotice.ok'),
  });
}
