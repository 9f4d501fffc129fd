// On start and after login (spec section 4): coins, coin pairs, user info, online state, countries and
// credit config, once there is a session (the public pages need none of it).
import { useOnlineState, useUserInfo } from './useAccount';
import { useCoinPairs, useCoins, useCountries, useCreditSettings } from './useCatalog';
import { useSession } from './useSession';

export interface Bootstrap {
  signedIn: boolean;
  /** The user info call has answered (with data or an error): the live socket may connect. */
  userSettled: boolean;
}

export function useSessionBootstrap(): Bootstrap {
  const session = useSession();
  const signedIn = Boolean(session);
  useCoins(signedIn);
  useCoinPairs(signedIn);
  useCountries(signedIn);
  useCreditSettings(signedIn);
  useOnlineState();
  const user = useUserInfo();
  return { signedIn, userSettled: signedIn && user.isFetched };
}
