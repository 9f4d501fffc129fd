// "Bind identity wallet": a QR code with purpose BIND (polled with the session token); on success the
// account shows the bound address (and `onBound` runs: back to a setup step's page, issue 26).
import { Toast } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../queryKeys';
import { QrPanel } from '../qr/QrPanel';
import { Sheet } from '../Sheet';

export interface BindWalletSheetProps {
  visible: boolean;
  onClose(): void;
  /** After the wallet is bound (the sheet closed). */
  onBound?: () => void;
}

export function BindWalletSheet({ visible, onClose, onBound }: BindWalletSheetProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const onSuccess = useCallback(() => {
    Toast.show({ icon: 'success', content: t('web.account.qr.success.bind') });
    void queryClient.invalidateQueries({ queryKey: queryKeys.session.all });
    onClose();
    onBound?.();
  }, [onBound, onClose, queryClient, t]);

  return (
    <Sheet
      visible={visible}
      title={t('web.account.center.bindWallet')}
      testId="bind-wallet-sheet"
      onClose={onClose}
      destroyOnClose
    >
      <p className="sheet__text">{t('web.account.center.bindWalletIntro')}</p>
      {visible ? <QrPanel purpose="BIND" onSuccess={onSuccess} /> : null}
    </Sheet>
  );
}
