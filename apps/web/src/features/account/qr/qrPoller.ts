// The QR scan's life (spec section 4): ask for a code, poll its result every 2 s. Code 1009
// (SCAN_NO_CALLBACK) means "not scanned yet" and is silent; 804 means the code expired (offer a refresh);
// otherwise the answer is SUCCESS (with a session for LOGIN and REGISTER) or FAILURE with the reason code.
// Framework-free, so that the rules can be tested with fake timers.
import type { IssuedSession, QrCode, QrPurposeValue, ScanOutcome } from '@p2p/contracts';
import { isApiError } from '@p2p/contracts/client';

export const QR_POLL_INTERVAL_MS = 2000;
export const WAITING_CODE = '1009';
export const EXPIRED_CODE = '804';
/** Used when a code could not be had at all (no answer from the server). */
export const UNKNOWN_FAILURE_CODE = 'NETWORK_ERROR';

export type QrState =
  | { kind: 'loading' }
  | { kind: 'waiting'; qr: QrCode }
  | { kind: 'success'; qr: QrCode; session: IssuedSession | null }
  | { kind: 'failure'; qr: QrCode | null; code: string }
  | { kind: 'expired'; qr: QrCode };

export interface QrPollerDeps {
  purpose: QrPurposeValue;
  deviceUuid: string;
  generate(deviceUuid: string, purpose: QrPurposeValue): Promise<QrCode>;
  fetchResult(eventId: string, signal: AbortSignal): Promise<ScanOutcome>;
  onState(state: QrState): void;
  intervalMs?: number;
  now?: () => number;
}

export interface QrPoller {
  /** Asks for a new code and starts polling it (also the "refresh" of an expired or failed code). */
  start(): void;
  stop(): void;
}

function errorCode(error: unknown): string {
  return isApiError(error) ? String(error.code) : UNKNOWN_FAILURE_CODE;
}

/** Errors after which polling goes on: the code is not scanned yet, or the network hiccupped. */
function isTransient(error: unknown): boolean {
  return isApiError(error) && (error.isClientError || String(error.code) === WAITING_CODE);
}

export function createQrPoller(deps: QrPollerDeps): QrPoller {
  const interval = deps.intervalMs ?? QR_POLL_INTERVAL_MS;
  const now = deps.now ?? Date.now;
  let run = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | null = null;

  const stop = (): void => {
    run += 1;
    clearTimeout(timer);
    timer = undefined;
    controller?.abort();
    controller = null;
  };

  const expired = (qr: QrCode): boolean => {
    const at = Date.parse(qr.expiresAt);
    return Number.isFinite(at) && now() >= at;
  };

  const poll = async (qr: QrCode, id: number): Promise<void> => {
    if (id !== run) return;
    if (expired(qr)) {
      deps.onState({ kind: 'expired', qr });
      return;
    }
    controller = new AbortController();
    try {
      const outcome = await deps.fetchResult(qr.eventId, controller.signal);
      if (id !== run) return;
      if (outcome.status === 'SUCCESS') deps.onState({ kind: 'success', qr, session: outcome.session });
      else deps.onState({ kind: 'failure', qr, code: String(outcome.code) });
    } catch (error) {
      if (id !== run) return;
      if (isApiError(error) && error.code === 'ABORTED') return;
      const code = errorCode(error);
      if (code === EXPIRED_CODE) {
        deps.onState({ kind: 'expired', qr });
      } else if (isTransient(error)) {
        timer = setTimeout(() => void poll(qr, id), interval);
      } else {
        deps.onState({ kind: 'failure', qr, code });
      }
    }
  };

  const start = (): void => {
    stop();
    const id = run;
    deps.onState({ kind: 'loading' });
    deps.generate(deps.deviceUuid, deps.purpose).then(
      (qr) => {
        if (id !== run) return;
        deps.onState({ kind: 'waiting', qr });
        timer = setTimeout(() => void poll(qr, id), interval);
      },
      (error: unknown) => {
        if (id !== run) return;
        deps.onState({ kind: 'failure', qr: null, code: errorCode(error) });
      },
    );
  };

  return { start, stop };
}
