// An order's payouts on the appeal desk and in customer service (namespace `admin`, key `payouts`),
// English: the reference. Issue 20: an administrator re-queues a payout that failed for good.
export const payoutsEn = {
  title: 'Payouts',
  empty: 'No payout was queued for this order.',
  loadFailed: 'The payouts could not be loaded.',
  retry: 'Try again',
  kind: {
    RELEASE: 'Release to the buyer',
    REFUND: 'Refund to the seller',
    WITHDRAWAL: 'Withdrawal',
    RETURN: 'Returned to the sender',
  },
  status: {
    QUEUED: 'Queued',
    SENT: 'Sent, confirming',
    CONFIRMED: 'Confirmed',
    FAILED: 'Failed for good',
  },
  amount: 'Amount',
  to: 'To address',
  txHashes: 'Transaction hashes',
  noTx: 'No transaction signed yet',
  lastError: 'Last error',
  attempts: 'Transactions signed',
  confirmations: 'Confirmations',
  updated: 'Updated',
  failedHint:
    'The coin of this order is owed to nobody until the payout is sent again. Fix the cause first (for example top up the escrow wallet): see the runbook, "Payout failed for good".',
  requeue: 'Re-queue…',
  requeueTitle: 'Send this payout again?',
  requeueBody:
    'The same payout ({{ref}}) goes back to the queue and is signed anew; a release puts the order back to waiting for chain confirmation.',
  remarks: 'Why it is sent again (kept in the audit log)',
  confirm: 'Re-queue the payout',
  cancel: 'Back',
  done: 'Payout re-queued: it will be signed and sent again.',
  refused:
    'Not re-queued: the payout has not failed for good, or the order is no longer revoked. The view now shows their current state.',
  adminOnly: 'Only an administrator can re-queue a payout that failed for good.',
};

export type PayoutsTexts = typeof payoutsEn;
