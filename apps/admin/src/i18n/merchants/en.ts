// Merchant certification's texts in the console (namespace `admin`, key `merchants`), English: the
// reference.
import type { Texts } from '../shape';

export const merchantsEn = {
  queue: {
    title: 'Merchant applications',
    all: 'All',
    empty: 'No application in this state.',
    open: 'Open',
  },
  status: {
    AWAITING_DEPOSIT: 'Awaiting the guarantee',
    PENDING_REVIEW: 'To review',
    APPROVED: 'Approved',
    REFUSED: 'Refused',
    REVOKED: 'Revoked',
    WITHDRAWN: 'Given up',
  },
  columns: {
    id: 'Application',
    trader: 'Trader',
    status: 'Status',
    guarantee: 'Guarantee held',
    created: 'Applied',
  },
  case: {
    heading: 'Merchant application #{{id}}',
    back: 'Back',
    trader: 'Trader',
    email: 'Email',
    kyc: 'KYC',
    kycLevels: { NONE: 'None', BASIC: 'Basic', ADVANCED: 'Advanced' },
    kycVerified: 'verified {{time}}',
    credit: 'Credit score',
    orders: 'Orders',
    certified: 'Certified now',
    yes: 'Yes',
    no: 'No',
    figures: 'Figures',
    figure: 'Rule',
    atApplication: 'When applied',
    now: 'Now',
    required: 'Required',
    completedOrders: 'Completed orders',
    completionRate: 'Completion rate',
    accountDays: 'Account age (days)',
    guarantee: 'Guarantee',
    guaranteeValue: '{{held}} of {{amount}} {{coin}} held',
    topUp: 'A compensation drew on it: the merchant must top it up before posting fiat ads.',
    reason: 'Reason',
    compensations: 'Compensations paid',
    compensation: 'Appeal #{{appeal}}: {{amount}} {{coin}} to trader #{{to}}',
    noCompensation: 'None',
    notFound: 'This application does not exist.',
  },
  actions: {
    approve: 'Approve',
    refuse: 'Refuse',
    revoke: 'Revoke',
    approveTitle: 'Approve this merchant',
    approveNote: 'Note (optional)',
    refuseTitle: 'Refuse this application',
    refuseText: 'The trader is told the reason; the guarantee goes back to their address.',
    revokeTitle: 'Revoke this merchant',
    revokeText:
      "The trader's fiat ads go offline at once; open orders continue. The guarantee goes back once no order is open.",
  },
  decided: {
    approve: 'The trader is now a certified merchant.',
    refuse: 'The application was refused.',
    revoke: 'The certification was revoked.',
  },
  compensation: {
    title: "Compensation from the merchant's guarantee",
    hint: 'The decision went against certified merchant #{{merchant}}. Pay the counterparty from the guarantee (MEC).',
    amount: 'Amount (MEC)',
    amountInvalid: 'Enter an amount above 0 with at most 18 decimals',
    pay: 'Pay compensation',
    paid: 'The compensation is on its way to the counterparty.',
  },
};

export type MerchantsTexts = Texts<typeof merchantsEn>;
