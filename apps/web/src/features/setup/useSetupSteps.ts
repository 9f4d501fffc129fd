// The trader's setup steps (issue 26) from the queries the app already has: the user info (polled) and
// the payment-method list; and the steps an API refusal named.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useUserInfo } from '../../hooks/useAccount';
import { useSession } from '../../hooks/useSession';
import { queryKeys } from '../../queryKeys';
import { usePaymentMethods } from '../payment-methods/usePaymentMethods';
import {
  isOwnAccount,
  refusedStep,
  SETUP_STEPS,
  setupStepsOf,
  stepsFor,
  type SetupAction,
  type SetupStep,
  type SetupStepKey,
} from './setupSteps';

export interface SetupState {
  /** Every step's state is known (own account info and the payment methods answered). */
  complete: boolean;
  /** The steps whose state is known. */
  steps: SetupStep[];
  /** Known-missing steps an action needs, in the checklist's order. */
  missingFor(action: SetupAction): SetupStepKey[];
}

export function useSetupSteps(): SetupState {
  const info = useUserInfo().data;
  const methods = usePaymentMethods();
  if (!isOwnAccount(info)) return { complete: false, steps: [], missingFor: () => [] };
  const count = methods.isSuccess ? methods.data.length : null;
  const steps = setupStepsOf(info, count);
  return {
    complete: count !== null,
    steps,
    missingFor: (action) => {
      const needed = stepsFor(action);
      return steps.filter((s) => !s.done && needed.includes(s.key)).map((s) => s.key);
    },
  };
}

/**
 * The steps the API said were missing when it refused an action (1026, 1027, 5034, 1015, 4001): `take`
 * records the refusal's step (false for any other failure) and asks for the user info again.
 */
export function useSetupRefusals(): {
  refused: SetupStepKey[];
  /** `unless`: steps not to read from this refusal (its code may be about the counterparty there). */
  take(error: unknown, unless?: readonly SetupStepKey[]): boolean;
} {
  const [refused, setRefused] = useState<SetupStepKey[]>([]);
  const queryClient = useQueryClient();
  const userId = useSession()?.userId ?? '';
  const take = useCallback(
    (error: unknown, unless: readonly SetupStepKey[] = []) => {
      const step = refusedStep(error);
      if (!step || unless.includes(step)) return false;
      setRefused((r) => (r.includes(step) ? r : [...r, step]));
      void queryClient.invalidateQueries({ queryKey: queryKeys.session.userInfo(userId) });
      return true;
    },
    [queryClient, userId],
  );
  return { refused, take };
}

/** Every step blocking `action`: the missing ones the user's state shows and the refused ones, in order. */
export function blockingSteps(
  setup: SetupState,
  action: SetupAction,
  refused: SetupStepKey[],
): SetupStepKey[] {
  const missing = setup.missingFor(action);
  return SETUP_STEPS.filter((k) => missing.includes(k) || refused.includes(k));
}
