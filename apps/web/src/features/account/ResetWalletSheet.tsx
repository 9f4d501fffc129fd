// Forgot password of an account with a bound identity wallet: a RESET_PASSWORD QR code
// (`GET /scan/resetByEmail`) that only that wallet can confirm; the confirmation's event id goes with the
// emailed code to `POST /user/resetPassword`.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { QrCode } from '@p2p/contracts';
import { generateResetQrCode } from '../../api/scan';
import { QrPanel } from './qr/QrPanel';
import { Sheet } from './Sheet';

export interface ResetWalletSheetProps {
  /** The account's address; null while closed. */
  email: string | null;
  onConfirmed(eventId: string): void;
  onClose(): void;
}

export function ResetWalletSheet({ email, onConfirmed, onClose }: ResetWalletSheetProps) {
  const { t } = useTranslation();
  const generate = useCallback((deviceUuid: string) => generateResetQrCode(email ?? '', deviceUuid), [email]);
  const onSuccess = useCallback((_session: unknown, qr: QrCode) => onConfirmed(qr.eventId), [onConfirmed]);

  return (
    <Sheet
      visible={email !== null}
      title={t('web.account.forgot.walletTitle')}
      testId="reset-wallet-sheet"
      onClose={onClose}
      destroyOnClose
    >
      <p className="sheet__text">{t('web.account.forgot.walletHint')}</p>
      {email !== null ? <QrPanel purpose="RESET_PASSWORD" generate={generate} onSuccess={onSuccess} /> : null}
    </Sheet>
  );
}
