// A QR code of one purpose, polled while the component shows it. `generate` replaces the usual
// `GET /scan/genQrCodeUrl` (the reset confirmation asks `/scan/resetByEmail`); keep it stable (useCallback).
import type { QrCode, QrPurposeValue } from '@p2p/contracts';
import { useEffect, useMemo, useState } from 'react';
import { fetchScanResult, generateQrCode } from '../../../api/scan';
import { getDeviceUuid } from '../../../session/deviceId';
import { createQrPoller, type QrState } from './qrPoller';

export type QrGenerator = (deviceUuid: string, purpose: QrPurposeValue) => Promise<QrCode>;

export function useQrScan(purpose: QrPurposeValue, enabled = true, generate: QrGenerator = generateQrCode) {
  const [state, setState] = useState<QrState>({ kind: 'loading' });
  const poller = useMemo(
    () =>
      createQrPoller({
        purpose,
        deviceUuid: getDeviceUuid(),
        generate,
        fetchResult: fetchScanResult,
        onState: setState,
      }),
    [purpose, generate],
  );

  useEffect(() => {
    if (!enabled) return undefined;
    poller.start();
    return () => poller.stop();
  }, [poller, enabled]);

  return { state, refresh: poller.start };
}
