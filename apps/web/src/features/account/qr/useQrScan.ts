// A QR code of one purpose, polled while the component shows it.
import type { QrPurposeValue } from '@p2p/contracts';
import { useEffect, useMemo, useState } from 'react';
import { fetchScanResult, generateQrCode } from '../../../api/scan';
import { getDeviceUuid } from '../../../session/deviceId';
import { createQrPoller, type QrState } from './qrPoller';

export function useQrScan(purpose: QrPurposeValue, enabled = true) {
  const [state, setState] = useState<QrState>({ kind: 'loading' });
  const poller = useMemo(
    () =>
      createQrPoller({
        purpose,
        deviceUuid: getDeviceUuid(),
        generate: generateQrCode,
        fetchResult: fetchScanResult,
        onState: setState,
      }),
    [purpose],
  );

  useEffect(() => {
    if (!enabled) return undefined;
    poller.start();
    return () => poller.stop();
  }, [poller, enabled]);

  return { state, refresh: poller.start };
}
