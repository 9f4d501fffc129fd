// `POST /user/updateInfo`: the answer is the updated account, written straight into the user info query.
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
    onSuccess: (user) => {
      if (userId && user) queryClient.setQueryData(queryKeys.session.userInfo(userId), user);
    },
  });
}
