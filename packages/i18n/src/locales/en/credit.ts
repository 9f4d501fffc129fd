/**
 * Credit texts (`common.credit`; issue 14): /reputationScore, the score, its rules, today's free
 * cancellations and the credit record. Not part of `common`: the trader app loads them with the page
 * (`@p2p/i18n/texts/<lang>/credit`), so that they stay out of its first load.
 */
export const credit = {
  score: {
    label: 'Current credit score',
    points: '{{score}} points',
    canPost: 'You can post ads and trade',
  },
  rules: {
    title: 'Credit rules',
    minimum: 'A score of {{min}} or more is needed to post ads',
    cancellation:
      'The first {{free}} cancellations each day are free; each further one costs {{deduct}} points',
    appealLost: 'Losing an appeal costs {{points}} points',
    malicious: 'A malicious appeal can cost the whole score',
  },
  cancellations: {
    title: 'Free cancellations left today',
    left: '{{remaining}} of {{free}}',
  },
  figures: {
    title: 'Your trading record',
    orders: 'Orders counted',
    completion: 'Completion rate',
    note: 'These figures count orders that completed and orders that failed through you: your cancellation after the order was accepted, your timeout (deposit or payment), an appeal you lost. An order the other side cancelled, or that was rejected before acceptance, counts for no one.',
  },
  record: {
    title: 'Credit record',
    empty: 'No credit changes yet',
    emptyHint: 'Cancellations, appeal results and adjustments show here',
    end: 'No more records',
    after: 'Score after: {{score}}',
    order: 'Order {{id}}',
    free: 'Free cancellation',
    reasons: {
      CANCELLED: 'Order cancelled',
      DEPOSIT_TIMEOUT: 'Deposit not made in time',
      PAY_TIMEOUT: 'Payment not made in time',
      APPEAL_LOST: 'Appeal lost',
      MALICIOUS_APPEAL: 'Malicious appeal',
      ADJUSTMENT: 'Adjusted by customer service',
    },
  },
  retry: 'Try again',
};

export type CreditTexts = typeof credit;
