// The console's own texts (namespace `admin`), English: the reference locale. Every locale has exactly
// these keys (checked by the type `AdminTexts` and by texts.test.ts). The product name is the shared
// `common.appName` of @p2p/i18n; error toasts read `errors.<code>` from there.
import { auditEn } from './audit/en';
import { staffAdminEn } from './staffAdmin/en';
import { chainEn } from './chain/en';
import { caseRequestsEn } from './caseRequests/en';
import { deskEn } from './desk/en';
import { payoutsEn } from './payouts/en';
import { nftsEn } from './nfts/en';
import { opsEn } from './ops/en';
import { merchantsEn } from './merchants/en';
import { supportEn } from './support/en';
import { tradingEn } from './trading/en';
import { settingsEn } from './settings/en';
import type { Texts } from './shape';

export const en = {
  consoleName: 'Staff console',
  loading: 'Loading…',
  roles: {
    APPEAL_OFFICER: 'Appeal officer',
    CUSTOMER_SERVICE: 'Customer service',
    ADMIN: 'Administrator',
    unknown: 'Unknown role',
  },
  roleSummary: {
    APPEAL_OFFICER: 'Reviews and decides trade appeals.',
    CUSTOMER_SERVICE: 'Helps traders, follows appeals and looks after accounts, ads and orders.',
    ADMIN: 'Full access, including the marketplace configuration and operations.',
    unknown: 'This role is not known to the console, so no area can be opened.',
  },
  login: {
    title: 'Staff sign-in',
    subtitle: 'Sign in with your staff account to open the console.',
    email: 'Email',
    emailPlaceholder: 'name@company.com',
    emailRequired: 'Please enter your email',
    emailInvalid: 'Please enter a valid email address',
    password: 'Password',
    passwordPlaceholder: 'Your password',
    passwordRequired: 'Please enter your password',
    submit: 'Sign in',
    restricted: 'For authorised staff only. Sign-ins are recorded.',
    totp: {
      enrolTitle: 'Set up two-step verification',
      enrolHint: 'Scan this QR code with an authenticator app, then enter the 6-digit code it shows.',
      secretLabel: 'Or enter this key by hand',
      qrAlt: 'QR code for your authenticator app',
      codeTitle: 'Two-step verification',
      codeHint: 'Enter the 6-digit code from your authenticator app.',
      code: 'Verification code',
      codeRequired: 'Please enter the 6-digit code',
      confirm: 'Verify',
      back: 'Back to sign-in',
      expired: 'This sign-in step has expired. Please sign in again.',
    },
  },
  nav: {
    audit: auditEn.nav,
    staff: staffAdminEn.nav,
    dashboard: 'Dashboard',
    appeals: 'Appeals',
    users: 'Users',
    trading: 'Ads & Orders',
    config: 'Configuration',
    operations: 'Operations',
  },
  header: {
    language: 'Language',
    signOut: 'Sign out',
    signOutTitle: 'Sign out of the console?',
    signOutMessage: 'You will need to sign in again to continue.',
    cancel: 'Cancel',
    signedOut: 'You have signed out',
    collapse: 'Collapse the menu',
    expand: 'Expand the menu',
  },
  dashboard: {
    welcome: 'Welcome, {{name}}',
    signedInAs: 'Signed in as {{email}}',
    role: 'Role',
    areasTitle: 'Your areas',
    areasHint: 'Your role opens the areas marked Open; the others stay locked.',
    open: 'Open',
    locked: 'No access',
    healthTitle: 'System status',
    healthApi: 'API',
    healthDatabase: 'Database',
    healthRedis: 'Redis',
    up: 'Up',
    down: 'Down',
    ok: 'Operational',
    degraded: 'Degraded',
    unreachable: 'Unreachable',
    unknown: 'Unknown',
    checkedAt: 'Checked at {{time}}',
    refresh: 'Refresh',
  },
  reserves: {
    title: 'Proof of reserves',
    hint: "The escrow wallet's balance on chain beside what the platform owes, per chain and token. The difference must be zero.",
    token: 'Token',
    onChain: 'On chain',
    owed: 'Owed',
    heldForDeposits: 'Held for deposits',
    tempBalances: 'Temporary balances',
    pendingPayouts: 'Pending payouts',
    unattributed: 'Unattributed',
    unconfirmedDeposits: 'Unconfirmed deposits',
    platformFees: 'Platform fees',
    difference: 'Difference',
    block: 'Block',
    balanced: 'Balanced',
    mismatch: 'Mismatch',
    readAt: 'Read at {{time}}',
    empty: 'No chain is configured.',
    failed: 'The reserves could not be read. Retrying every 30 seconds.',
    alertTitle: 'Reserves do not match the chain',
    alertLine: '{{token}} on {{chain}}: difference {{difference}} (block {{block}})',
    alertAction: 'View the reserves',
    alertUnreadableTitle: 'Reserves cannot be read on chain',
    unreadable: 'Unreadable',
    unreadableTitle: 'Balances that could not be read on chain',
    unreadableLine: '{{token}} on {{chain}} ({{address}}): {{reason}}',
    drainingTitle: 'Key rotation: retired escrow addresses still hold funds',
    drainingLine:
      '{{token}} on {{chain}}: {{amount}} at {{address}}, moving to {{current}}. Payouts wait until it has moved.',
    reasons: {
      CHAIN_UNREACHABLE: "the chain's node does not answer",
      BALANCE_UNREADABLE: 'no balance can be read at this contract address',
    },
  },
  areas: {
    audit: auditEn.area,
    staff: staffAdminEn.area,
    comingSoon: 'The tools of this area arrive in a later release. Nothing is shown here until they do.',
    plannedTitle: 'What this area will hold',
    forRoleTitle: 'For you as {{role}}',
    appeals: {
      description: 'Disputes raised by a buyer or a seller when an order goes wrong.',
      planned: {
        queue: 'A queue of open appeals with their order, parties and deadlines',
        evidence: "The order's chat, payment proof and timeline side by side",
        decision: 'Decisions that release or return the escrowed coin, with the credit penalty applied',
      },
      forRole: {
        APPEAL_OFFICER: 'You will review the appeals assigned to you and decide them.',
        CUSTOMER_SERVICE: 'You will follow appeals, contact both parties, collect evidence and decide them.',
        ADMIN: 'You will oversee every appeal, reassign it when needed and decide it.',
      },
    },
    users: {
      description: 'Trader accounts, their identity verification and their restrictions.',
      planned: {
        search: 'Search for traders by email, nickname, id or wallet address',
        profile: 'Profiles with identity verification, credit score and merchant status',
        bans: 'Bans on login, withdrawal, C2C buying or C2C selling, with their reasons',
      },
      forRole: {
        CUSTOMER_SERVICE: 'You will look traders up to answer their questions, and apply or lift bans.',
        ADMIN: 'You will manage every account, including merchant certification and credit corrections.',
      },
    },
    trading: {
      description: 'Every ad on the market and every order between traders.',
      planned: {
        ads: 'Ads with their coin, price, limits and state, and taking an ad offline',
        orders: 'Orders with their full state history and deadlines',
        escrow: 'Escrow deposits and payouts on chain for each order',
      },
      forRole: {
        CUSTOMER_SERVICE: 'You will trace ads and orders when traders ask for help.',
        ADMIN: 'You will watch the market and step in on ads or orders that break the rules.',
      },
    },
    config: {
      description: 'The rules and reference data the marketplace runs on.',
      planned: {
        coins: 'Coins, coin pairs, fees and limits',
        payments: 'Payment methods, and the countries or regions open to fiat trading',
        content: 'Help articles, the trading notice and maintenance windows',
      },
      forRole: {
        ADMIN: "You will change the marketplace's settings; every change is recorded.",
      },
    },
    operations: {
      description: 'The health of the running system and the staff who use this console.',
      planned: {
        queues: 'Job queues for order timers, appeals, the chain and mail',
        chain: 'Chain watchers, confirmations and escrow wallet balances',
        staff: 'Staff accounts, their roles and the audit log',
      },
      forRole: {
        ADMIN: 'You will watch the system, retry stuck jobs and manage staff accounts.',
      },
    },
  },
  ops: opsEn,
  nfts: nftsEn,
  audit: auditEn.page,
  staffAdmin: staffAdminEn.page,
  chainWatch: chainEn,
  support: supportEn,
  trading: tradingEn,
  settings: settingsEn,
  merchants: merchantsEn,
  desk: deskEn,
  caseRequests: caseRequestsEn,
  payouts: payoutsEn,
  forbidden: {
    title: 'No access',
    message: 'Your role ({{role}}) may not open this area. Ask an administrator if you need it.',
    back: 'Back to the dashboard',
  },
  notFound: {
    title: 'Page not found',
    message: 'There is no page at this address.',
  },
  sessionError: {
    title: 'Your session could not be checked',
    message: 'The server did not answer. Try again, or sign in again.',
    retry: 'Try again',
    signIn: 'Sign in again',
  },
};

/** The shape every locale follows (the same keys as English, any wording). */
export type AdminTexts = Texts<typeof en>;
