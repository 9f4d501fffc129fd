import { LANGUAGE_NAMES } from '../names.js';

/** Shell texts of the trader app and the API (English, the reference locale: every locale has these keys). */
export const common = {
  appName: 'P2P Market',
  actions: {
    confirm: 'Confirm',
    cancel: 'Cancel',
    back: 'Back',
    view: 'View',
  },
  messages: {
    networkError: 'Network error, please check your connection',
    systemBusy: 'The system is busy, please try again later',
    sessionExpired: 'Login session expired, please log in again',
    loadingFailed: 'Loading failed',
    verificationFailed: 'Verification failed, please try again',
    environmentAtRisk: 'Your operating environment is at risk',
    timeZoneError: 'System Error Code: TimeZone',
    wrongVerificationCode: 'Wrong verification code',
    wrongSecurityPassword: 'Incorrect security password',
    imageUploadFailed: 'Image upload failed',
    priceChanged: 'The price has changed, please reconfirm',
    escrowNotReceived: 'The system escrow address has not received the coin',
    depositInsufficient: 'Recharge amount insufficient: {{shortfall}} still missing',
    addressNotRegistered:
      'This address is not registered. Please register with the wallet app or by scanning the QR code',
    addressAlreadyRegistered: 'This address is already registered, taking you to login',
    withdrawBlocked: 'Ongoing ads or orders must be cancelled before withdrawing',
    nftGasInsufficient: 'Insufficient gas fee for the NFT withdrawal. Recommended fee: {{fee}} per NFT',
    inappropriateNickname: 'Inappropriate nickname, please choose another one',
    noPaymentMethodForCoin: 'No payment method for the selected coin, please add one first',
    fiatNotConfigured: 'Fiat trading is not configured for your country or region',
    nftDepositError: 'The NFT deposit was incorrect: the ad has been cancelled and the NFT returned',
    buyerTimedOut: 'The buyer has timed out',
    sellerTimedOut: 'The seller has timed out',
    adOffline: 'This ad is offline. Would you like to trade with an online ad instead?',
  },
  logout: {
    label: 'Log out',
    confirmTitle: 'Log out',
    confirmMessage: 'Are you sure you want to log out?',
    success: 'You have logged out',
  },
  menu: {
    myAds: 'My ads',
    personalCenter: 'Personal center',
    publish: 'Post an ad',
    orders: 'Orders',
    fundRecords: 'Fund records',
    helpCentre: 'Help centre',
    customerService: 'Customer service',
  },
  nav: {
    home: 'Home',
    publish: 'Publish',
    myAds: 'My ads',
    orders: 'Orders',
  },
  languagePicker: {
    title: 'Choose a language',
  },
  languages: LANGUAGE_NAMES,
  home: {
    buy: 'Buy',
    sell: 'Sell',
    quickTrade: 'Quick trade',
    publishAd: 'Post an ad',
    myOrders: 'My orders',
    tradingNotice: 'Trading notice',
  },
  newOrder: {
    message: 'You have a new order',
    view: 'View order',
  },
  maintenance: {
    title: 'System maintenance',
    message: 'The system is under maintenance, please come back later',
    window: 'Estimated window: {{start}} – {{end}}',
  },
};

export type CommonTexts = typeof common;
