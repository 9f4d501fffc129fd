// `POST /user/updateInfo`: the answer is the updated account, written straight into the user info query. A
// new region changes the fiat pairs the trader may use (issue 24): their pair list is read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserInfo } from '../../../api/account';
import { updateInfo, type UpdateInfoBody } from '../../../api/profile';
import { useSession } from '../../../hooks/useSession';
import { queryKeys } from '../../../queryKeys';

export function useUpdateInfo() {
  const queryClient = useQueryClient();
  const session = useSession();
  const userId = session?.userId ?? '';
  return useMutation<UserInfo, Error, UpdateInfoBody>({
    mutationFn: updateInfo,
    onSuccess: (user, body) => {
      if (userId && user) queryClient.setQueryData(queryKeys.session.userInfo(userId), user);
      if ('regionId' in body) void queryClient.invalidateQueries({ queryKey: queryKeys.session.traderPairs });
    },
  });
}
