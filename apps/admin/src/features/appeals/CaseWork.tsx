// Case work on the case page (issue 25): the claim bar, the keyboard shortcuts (`c`, `n`, `d`, `?`) and
// their list. The shortcuts that change something act only for the roles that decide.
import type { AdminAppealCaseDto } from '@p2p/contracts';
import { useState } from 'react';
import { ClaimBar, holderState, useClaimAction } from './ClaimBar';
import { focusDecision, ShortcutsHelp, useCaseShortcuts } from './CaseShortcuts';
import { useCurrentStaff } from '../../session/staff';
import './claims.css';

export function CaseWork({
  appealCase,
  canAct,
  onStale,
  next,
}: {
  appealCase: AdminAppealCaseDto;
  canAct: boolean;
  onStale(): void;
  next: { openNext(): Promise<void>; busy: boolean };
}) {
  const me = useCurrentStaff();
  const [help, setHelp] = useState(false);
  const claim = useClaimAction(appealCase, onStale);
  const { appeal } = appealCase;
  const claimable = canAct && appeal.stage === 'OPEN' && holderState(appeal.holderId, me.id) === 'unclaimed';

  useCaseShortcuts({
    claim: () => {
      if (claimable && !claim.pending) void claim.run();
    },
    next: () => {
      if (canAct && !next.busy) void next.openNext();
    },
    decide: focusDecision,
    help: () => setHelp((shown) => !shown),
  });

  return (
    <>
      <ClaimBar
        appealCase={appealCase}
        canAct={canAct}
        onStale={onStale}
        onNext={() => void next.openNext()}
        nextBusy={next.busy}
        onHelp={() => setHelp(true)}
      />
      <ShortcutsHelp open={help} onClose={() => setHelp(false)} />
    </>
  );
}
