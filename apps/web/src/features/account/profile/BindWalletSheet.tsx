// "Bind identity wallet": a QR code with purpose BIND (polled with the session token); on success the
// account shows the bound address.
import { Popup, Toast } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../queryKeys';
import { QrPanel } from '../qr/QrPanel';

export function BindWalletSheet({ visible, onClose }: { visible: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const onSuccess = useCallback(() => {
    Toast.show({ icon: 'success', content: t('web.account.qr.success.bind') });
    void queryClient.invalidateQueries({ queryKey: queryKeys.session.all });
    onClose();
  }, [onClose, queryClient, t]);

  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="sheet" destroyOnClose>
      <div className="sheet__inner" data-testid="bind-wallet-sheet">
        <div className="sheet__head">
          <h3 className="sheet__title">{t('web.account.center.bindWallet')}</h3>
          <button type="button" className="icon-button" aria-label={t('web.header.close')} onClick={onClose}>
            <CloseOutline />
          </button>
        </div>
        <p className="sheet__text">{t('web.account.center.bindWalletIntro')}</p>
        {visible ? <QrPanel purpose="BIND" onSuccess={onSuccess} /> : null}
      </div>
    </Popup>
  );
}
