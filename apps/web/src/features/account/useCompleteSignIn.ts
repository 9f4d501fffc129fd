// After any way in (password, QR code, wallet, registration): the session cookies for 7 days, the
// user's info loaded, then home.
import { WebRoutes, type IssuedSession } from '@p2p/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchUserInfo } from '../../api/account';
import { queryKeys } from '../../queryKeys';
import { saveSession } from '../../session/session';

export function useCompleteSignIn(): (session: IssuedSession) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (session: IssuedSession) => {
      const userId = String(session.userId);
      saveSession({ token: session.token, userId });
      // prefetchQuery never throws: if the info fails to load now, the 4 s poll loads it.
      await queryClient.prefetchQuery({
        queryKey: queryKeys.session.userInfo(userId),
        queryFn: ({ signal }) => fetchUserInfo(userId, signal),
        staleTime: 0,
      });
      navigate(WebRoutes.home, { replace: true });
    },
    [navigate, queryClient],
  );
}
