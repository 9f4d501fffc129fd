import { useEffect, useState } from 'react';
import { serverNow } from '../api/serverClock';

/**
 * Whole seconds until `expiresAt` (ISO, the server's time), on the server's clock as the API's answers
 * show it (issue 26), ticking every second; null without a time. Rounded, not ceiled: a deadline 15
 * minutes away reads 15:00 even when the clock estimate is off by a fraction of a second.
 */
export function useSecondsLeft(expiresAt: string | null): number | null {
  const [now, setNow] = useState(() => serverNow());
  useEffect(() => {
    if (!expiresAt) return undefined;
    const timer = setInterval(() => setNow(serverNow()), 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  if (!expiresAt) return null;
  const at = Date.parse(expiresAt);
  return Number.isFinite(at) ? Math.max(0, Math.round((at - now) / 1000)) : null;
}

/** `m:ss`, or `h:mm:ss` from an hour up. */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}
