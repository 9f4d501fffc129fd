// The staff token: kept in sessionStorage (per tab, gone when the tab closes, never a cookie shared with
// the trader app). Components read it through `useToken`, so clearing it (sign-out, a 401) re-renders the
// guards, which send the visitor to /login.
import { useSyncExternalStore } from 'react';

export const TOKEN_KEY = 'p2p_admin_token';

type Listener = () => void;
const listeners = new Set<Listener>();

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled: the console then works for one page load only
  }
}

export function readToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) || null;
}

function notify(): void {
  for (const listener of [...listeners]) listener();
}

export function saveToken(token: string): void {
  storage()?.setItem(TOKEN_KEY, token);
  notify();
}

export function clearToken(): void {
  if (readToken() === null) return;
  storage()?.removeItem(TOKEN_KEY);
  notify();
}

export function subscribeToken(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current token (re-renders when it is saved or cleared). */
export function useToken(): string | null {
  return useSyncExternalStore(subscribeToken, readToken, () => null);
}
