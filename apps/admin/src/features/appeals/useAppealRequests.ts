// The case page's messages to the parties and requests for evidence (issue 25): each answers the case,
// which replaces the cached one (the chat and the requests show the new entry at once).
import type { AdminAppealCaseDto, CreateEvidenceRequestDto, StaffMessageDto } from '@p2p/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { askForEvidence, messageParties } from '../../api/appealRequests';
import { queryKeys } from '../../queryKeys';

function useCaseAction<B>(id: string, run: (id: string, body: B) => Promise<AdminAppealCaseDto>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => run(id, body),
    onSuccess: (next) => queryClient.setQueryData(queryKeys.appeals.case(id), next),
  });
}

export const useMessageParties = (id: string) => useCaseAction<StaffMessageDto>(id, messageParties);
export const useAskForEvidence = (id: string) => useCaseAction<CreateEvidenceRequestDto>(id, askForEvidence);
