// Merchant certification's texts on /personalCenter (issue 24; namespace `web`, key `merchant`),
// English: the reference.
export const merchantEn = {
  title: 'Merchant certification',
  intro:
    'Certified merchants carry the certified badge, post fiat ads and back their trades with a guarantee deposit in escrow.',
  rules: {
    kyc: 'Identity verification',
    kycNeed: 'Advanced',
    orders: 'Completed orders',
    rate: 'Completion rate',
    age: 'Account age',
    guarantee: 'Guarantee deposit',
  },
  kyc: {
    NONE: 'None',
    BASIC: 'Basic',
    ADVANCED: 'Advanced',
  },
  days: '{{n}} days',
  yours: 'you: {{value}}',
  apply: 'Apply for certification',
  status: {
    AWAITING_DEPOSIT: 'Application received: pay the guarantee deposit to send it for review.',
    PENDING_REVIEW: 'Guarantee received: customer service is reviewing your application.',
    APPROVED: 'You are a certified merchant.',
    REFUSED: 'Your application was refused.',
    REVOKED: 'Your certification was revoked.',
    WITHDRAWN: 'You gave certification up.',
  },
  reason: 'Reason: {{reason}}',
  guarantee: 'Guarantee held: {{held}} of {{amount}} {{coin}}',
  topUp: 'A compensation was paid from your guarantee. Top it up before posting fiat ads again.',
  pay: 'Pay the guarantee deposit',
  payTopUp: 'Top up the guarantee',
  giveUp: 'Give certification up',
  giveUpTitle: 'Give certification up?',
  giveUpText:
    'Your fiat ads go offline. The guarantee goes back to your address once no order or appeal of yours is open.',
  gaveUp: 'Done: the guarantee is on its way back.',
};

export type MerchantTexts = typeof merchantEn;
