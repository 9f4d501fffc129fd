// FUND_CHANGE socket messages (a deposit or a fund record moved) handed to the screens that show them.
// The live socket (shell/useLiveUpdates) publishes; the deposit step and the fund record pages listen.
import type { FundChange } from '@p2p/contracts';
import { useEffect, useRef } from 'react';

type Listener = (change: FundChange) => void;

const listeners = new Set<Listener>();

/** The FundChange in a FUND_CHANGE message body (JSON), or null when it is not one. */
export function parseFundChange(body: string): FundChange | null {
  try {
    const value = JSON.parse(body) as Partial<FundChange> | null;
    if (!value || (value.kind !== 'deposit' && value.kind !== 'fundRecord')) return null;
    if (typeof value.id !== 'string' && typeof value.id !== 'number') return null;
    return {
      kind: value.kind,
      id: String(value.id),
      status: String(value.status ?? ''),
      confirmations: Number(value.confirmations ?? 0),
      ...(typeof value.shortfall === 'string' ? { shortfall: value.shortfall } : {}),
    };
  } catch {
    return null;
  }
}

export function publishFundChange(change: FundChange): void {
  for (const listener of [...listeners]) listener(change);
}

export function subscribeFundChanges(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Calls `onChange` for every FUND_CHANGE while the component is mounted. */
export function useFundChanges(onChange: Listener): void {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => subscribeFundChanges((change) => latest.current(change)), []);
}
