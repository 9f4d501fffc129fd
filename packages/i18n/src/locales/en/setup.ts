/**
 * The setup checklist's texts (`common.setup`; issue 26): what a new trader sets before trading (nickname,
 * security password, receiving address, a payment method, identity verification), on Home and wherever a
 * missing step blocks an action, and the ad form's kept draft. Not part of `common`: the trader app loads
 * them with the checklist (`@p2p/i18n/texts/<lang>/setup`), so that they stay out of its first load.
 */
export const setup = {
  title: 'Get ready to trade',
  intro: 'Finish these steps to post ads and place orders.',
  progress: '{{done}} of {{total}} done',
  done: 'Done',
  todo: 'To do',
  open: 'Set up',
  steps: {
    nickname: {
      label: 'Nickname',
      hint: 'The name other traders see on your ads and orders',
    },
    securityPassword: {
      label: 'Security password',
      hint: 'Confirms releases and withdrawals',
    },
    receivingAddress: {
      label: 'USDT receiving address',
      hint: 'Where the coins you buy are paid out',
    },
    paymentMethod: {
      label: 'Payment method',
      hint: 'At least one way for buyers to pay you',
    },
    identity: {
      label: 'Identity verification (KYC)',
      hint: 'Bind the identity wallet you verified your identity with',
    },
  },
  identityInWallet:
    'Trading needs advanced identity verification: finish it in your identity wallet app. This step ticks itself once it is done.',
  blocked: {
    publish: 'Before you can post an ad, finish these steps:',
    order: 'Before you can place an order, finish these steps:',
  },
  draft: {
    restored: 'What you typed before is back.',
    discard: 'Discard',
  },
};

export type SetupTexts = typeof setup;
