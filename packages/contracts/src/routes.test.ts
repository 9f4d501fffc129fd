/// <reference types="jest" />
import {
  API_PREFIX,
  ROUTE_TEMPLATES,
  fillPath,
  toOpenApiPath,
  listEndpoints,
  withApiPrefix,
} from './routes.js';

/** Spec section 7, call by call ({x} written as :x). Chat calls without a stated method are GET. */
const SPEC_CALLS = [
  // account and session
  'GET /c2c/advert/online',
  'POST /c2c/advert/online',
  'GET /balance',
  'GET /balance/detail',
  'POST /balance/extract',
  'POST /user/updateInfo',
  'POST /user/resetPassword',
  'POST /user/login',
  'POST /logout',
  'GET /scan/resetByEmail',
  'GET /scan/result/:eventId',
  'GET /scan/genQrCodeUrl/:id',
  'GET /scan/callBack',
  'GET /user/info/:userId',
  'GET /user/isBind/:email',
  'POST /email/verify',
  'POST /user/unBindResetPassword',
  'GET /c2c/deal/order/cancel/times',
  'GET /user/amrExist',
  'POST /user/authorizeLogin',
  'POST /user/authorizeRegister',
  'POST /user/register',
  'GET /user/hasSecurityCode',
  'POST /email/send',
  'GET /email/check/:x',
  // shared
  'GET /common/coin',
  'GET /common/country/all',
  'GET /common/dict',
  'GET /c2c/coin/config/list',
  'POST /file/uploadImage',
  'POST /file/uploadFile',
  'GET /common/credit/setting',
  'POST /common/word/valid',
  'GET /order/price/thread/new/page',
  'GET /document/config/:id',
  'GET /credit/detail/page',
  // ads
  'GET /c2c/advert/page',
  'POST /c2c/advert/create',
  'GET /c2c/advert/pageByUser',
  'POST /c2c/advert/cancel/:id',
  'POST /c2c/advert/deposit/:id',
  'GET /c2c/advert/:id',
  // orders
  'POST /c2c/deal/order',
  'GET /c2c/deal/order/page',
  'GET /c2c/deal/order/:id',
  'POST /c2c/deal/order/cancel/:id',
  'POST /c2c/deal/order/take/:id',
  'POST /c2c/deal/order/pay/:id',
  'POST /c2c/deal/order/confirm/:id',
  'POST /c2c/deal/order/recover/:id',
  'POST /c2c/deal/order/updateRead',
  // appeals
  'POST /c2c/appeal',
  'GET /c2c/appeal/page',
  'POST /c2c/appeal/:id',
  'POST /c2c/appeal/:id/evidence',
  // chat
  'GET /user/fiat/talk/talkList',
  'GET /user/fiat/talk/updateRead/:id',
  'GET /user/fiat/talk/readBubble',
  'GET /user/fiat/talk/:id',
  'GET /user/fiat/talk/read/:id',
  'GET /user/fiat/talk/unread',
  'GET /user/fiat/talk/unRead/:id',
];

describe('API routes', () => {
  it('hold every call of spec section 7, /health, the staff sign-in, the sign-in helpers, the email undo, the escrow views, payment methods, reading uploads and the ad online switch and delete, and nothing else', () => {
    const ours = listEndpoints().map((e) => `${e.method} ${e.path}`);
    const staff = [
      'POST /admin/auth/login',
      'POST /admin/auth/totp',
      'GET /admin/auth/me',
      'POST /admin/auth/logout',
    ];
    // The login key, the wallet's sign-in nonce and the slide-to-verify check (not in the spec's list).
    const signIn = [
      'GET /user/loginKey',
      'GET /user/authorizeNonce',
      'GET /slider/challenge',
      'POST /slider/verify',
    ];
    // Undoing an email change from the old address (security hardening, not in the spec's list).
    const security = ['POST /user/email/undo'];
    // The deposit step's status and the public proof of reserves (issue 10, beyond the spec's list).
    const escrow = ['GET /deposit/:id', 'GET /reserves', 'GET /balance/detail/:id'];
    // Payment-method management (issue 11: the spec names the screens but no calls).
    const paymentMethods = [
      'GET /user/payment/list',
      'POST /user/payment/add',
      'POST /user/payment/edit/:id',
      'POST /user/payment/delete/:id',
    ];
    // Reading an upload back (issue 11, beyond the spec's list: it names the uploads only).
    const files = ['GET /file/:id'];
    // The trader's own pairs by their country's fiat rules (issue 24: the spec lists only the whole list).
    const traderPairs = ['GET /c2c/coin/config/mine'];
    // One ad online or offline, and deleting a cancelled ad (issue 11: the spec names the actions only).
    const ads = ['POST /c2c/advert/online/:id', 'POST /c2c/advert/delete/:id'];
    // Sending a chat message (issue 12: the spec lists only the chat's reads).
    const chat = ['POST /user/fiat/talk/send/:id'];
    // The console's Operations (issue 13): maintenance, coins and pairs, countries, dictionary, documents.
    const adminOps = [
      'GET /admin/ops/maintenance',
      'POST /admin/ops/maintenance',
      'POST /admin/ops/maintenance/clear',
      'GET /admin/ops/coins',
      'POST /admin/ops/coins/:id',
      'GET /admin/ops/coin-pairs',
      'POST /admin/ops/coin-pairs/:id',
      'GET /admin/ops/countries',
      'POST /admin/ops/countries/:code',
      'GET /admin/ops/dict',
      'POST /admin/ops/dict/:id',
      'GET /admin/ops/documents',
      'POST /admin/ops/documents',
      'GET /admin/ops/documents/:id',
      'POST /admin/ops/documents/:id',
      'POST /admin/ops/documents/:id/content/:language',
    ];
    // The appeal desk (issue 13): the queue, a case, deciding and cancelling a pending execution.
    const adminAppeals = [
      'GET /admin/appeals',
      'GET /admin/appeals/:id',
      'POST /admin/appeals/:id/decide',
      'POST /admin/appeals/:id/cancel-execution',
      'GET /admin/appeals/:id/files/:fileId',
      // Case work (issue 25): claiming, releasing, handing over, the next case and who can take one.
      'POST /admin/appeals/:id/claim',
      'POST /admin/appeals/:id/release',
      'POST /admin/appeals/:id/handover',
      'GET /admin/appeals/next',
      'GET /admin/appeals/deciders',
      // Officers write to the parties and ask for evidence (issue 25).
      'POST /admin/appeals/:id/message',
      'POST /admin/appeals/:id/evidence-requests',
    ];
    // The console's Customer service (issue 13): search, a trader's facts, bans, certification, credit.
    const adminSupport = [
      'GET /admin/support/users',
      'GET /admin/support/users/:id',
      'GET /admin/support/users/:id/ads',
      'GET /admin/support/users/:id/orders',
      'GET /admin/support/users/:id/credit',
      'GET /admin/support/users/:id/balance',
      'GET /admin/support/users/:id/funds',
      'POST /admin/support/users/:id/bans/:kind',
      'POST /admin/support/users/:id/bans/:kind/lift',
      'POST /admin/support/users/:id/certified',
      'POST /admin/support/users/:id/credit',
    ];
    // The console's Ads & Orders (issue 25): the market's ads, orders and funds, an ad offline or cancelled.
    const adminTrading = [
      'GET /admin/trading/ads',
      'GET /admin/trading/orders',
      'GET /admin/trading/orders/:id',
      'POST /admin/trading/ads/:id/offline',
      'POST /admin/trading/ads/:id/cancel',
      'GET /admin/trading/funds',
    ];
    // Staff management (issue 25): administrators create staff and change roles, state and second factor.
    const adminStaff = [
      'GET /admin/staff',
      'POST /admin/staff',
      'POST /admin/staff/:id/role',
      'POST /admin/staff/:id/deactivate',
      'POST /admin/staff/:id/activate',
      'POST /admin/staff/:id/reset-second-factor',
    ];
    // Credit settings, new accounts' limits and one trader's limits in the console (issue 25).
    const adminSettings = [
      'GET /admin/config/credit-settings',
      'POST /admin/config/credit-settings/:type',
      'GET /admin/config/user-limit-defaults',
      'POST /admin/config/user-limit-defaults',
      'GET /admin/users/:id/limits',
      'POST /admin/users/:id/limits',
    ];
    // The staff audit log (issue 13): administrators read it in the console.
    const adminAudit = ['GET /admin/audit'];
    // The chain watcher's lag on the console's dashboard (issue 13, Operations).
    const adminChain = ['GET /admin/chain/watch'];
    // An order's payouts and an administrator's re-queue of one that failed for good (issue 20).
    const adminPayouts = ['GET /admin/orders/:id/payouts', 'POST /admin/payouts/:id/requeue'];
    // An administrator's decision on a deposit removed by a deep reorganisation (issue 29).
    const adminDeepReorgs = [
      'POST /admin/chain-transfers/:id/reverse',
      'POST /admin/chain-transfers/:id/release',
    ];
    // A pair's price history for /priceRecord (issue 14: the spec names the screen, not its call).
    const prices = ['GET /order/price/history'];
    // An order's timeline as a hash chain and quick trade (issue 12: beyond the spec's list).
    const orders = ['GET /c2c/deal/order/:id/events', 'POST /c2c/deal/order/quick'];
    // The help centre's list of enabled documents of a kind (issue 14: the spec names /helpList only).
    const documents = ['GET /document/list'];
    // Merchant certification (issue 24): the trader's application from the personal center, customer
    // service's review, the operators' thresholds and an appeal officer's compensation from a guarantee.
    const merchants = [
      'GET /merchant/application',
      'POST /merchant/apply',
      'POST /merchant/deposit',
      'POST /merchant/give-up',
      'GET /admin/support/merchants',
      'GET /admin/support/merchants/:id',
      'POST /admin/support/merchants/:id/approve',
      'POST /admin/support/merchants/:id/refuse',
      'POST /admin/support/merchants/:id/revoke',
      'GET /admin/ops/merchant-thresholds',
      'POST /admin/ops/merchant-thresholds',
      'POST /admin/appeals/:id/compensate',
    ];
    // NFT albums and items from the chain (issue 23): the trader app's views and the operators' albums.
    const nfts = [
      'GET /c2c/nft/album/page',
      'GET /c2c/nft/album/:id',
      'GET /c2c/nft/item/:id/records',
      'GET /c2c/nft/item/:id',
      'GET /c2c/nft/image/:id',
      'GET /c2c/nft/holder/:address',
      'GET /c2c/nft/creator/:address',
      'GET /admin/ops/nft-albums',
      'POST /admin/ops/nft-albums',
      'POST /admin/ops/nft-albums/:id',
      'GET /admin/ops/nft-albums/:id/items',
      'POST /admin/ops/nft-items/:id/refetch',
      // NFTs in the temporary balance and their withdrawal (issue 23, spec §5 and §8).
      'GET /balance/nfts',
      'POST /balance/extractNft',
    ];
    expect([...ours].sort()).toEqual(
      [
        ...SPEC_CALLS,
        'GET /health',
        ...staff,
        ...signIn,
        ...security,
        ...escrow,
        ...paymentMethods,
        ...files,
        ...traderPairs,
        ...ads,
        ...chat,
        ...adminOps,
        ...adminAppeals,
        ...adminSupport,
        ...adminTrading,
        ...adminAudit,
        ...adminStaff,
        ...adminSettings,
        ...adminChain,
        ...adminPayouts,
        ...adminDeepReorgs,
        ...prices,
        ...orders,
        ...documents,
        ...merchants,
        ...nfts,
      ].sort(),
    );
  });

  it('name each (method, path) once', () => {
    const ours = listEndpoints().map((e) => `${e.method} ${e.path}`);
    expect(new Set(ours).size).toBe(ours.length);
  });

  it('are relative to /api', () => {
    expect(API_PREFIX).toBe('/api');
    expect(withApiPrefix(ROUTE_TEMPLATES.system.health)).toBe('/api/health');
  });

  it('fill parameterised paths, encoding each parameter', () => {
    expect(fillPath(ROUTE_TEMPLATES.account.userInfo, { userId: 7 })).toBe('/user/info/7');
    expect(fillPath(ROUTE_TEMPLATES.account.isBind, { email: 'a+b@example.com' })).toBe(
      '/user/isBind/a%2Bb%40example.com',
    );
    expect(fillPath(ROUTE_TEMPLATES.chat.unreadOf, { id: '9' })).toBe('/user/fiat/talk/unRead/9');
    expect(() => fillPath(ROUTE_TEMPLATES.ads.detail, { id: '' })).toThrow('missing path parameter id');
  });

  it('write OpenAPI paths with braces under /api', () => {
    expect(toOpenApiPath(ROUTE_TEMPLATES.account.scanResult)).toBe('/api/scan/result/{eventId}');
  });

  it('give Nest-style templates for the server', () => {
    expect(ROUTE_TEMPLATES.account.userInfo).toBe('/user/info/:userId');
    expect(ROUTE_TEMPLATES.account.scanResult).toBe('/scan/result/:eventId');
    expect(ROUTE_TEMPLATES.system.health).toBe('/health');
  });

  it('fillPath fills every placeholder', () => {
    expect(fillPath('/a/:x/b/:y', { x: 1, y: 'z' })).toBe('/a/1/b/z');
  });
});
