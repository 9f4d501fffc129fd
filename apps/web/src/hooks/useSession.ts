import { useLocation } from 'react-router-dom';
import { readSession, type Session } from '../session/session';

/** The session cookies, read again on every navigation. */
export function useSession(): Session | null {
  useLocation();
  return readSession();
}
