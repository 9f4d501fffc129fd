// The system's health, the trader's account (sign-in, registration, the identity wallet, profile and
// security changes) and the public reference data (coins, pairs, countries, dictionary, documents, prices).
import { AdvertiserOnlineAnswer } from '../answers/ads.answers.js';
import {
  AdvancedKycStateAnswer,
  AuthorizeNonceAnswer,
  CoinPageAnswer,
  CoinPairPageAnswer,
  CountryListAnswer,
  CreditSettingListAnswer,
  DictListAnswer,
  DocumentAnswer,
  EmailBindingAnswer,
  EmailCheckAnswer,
  EmailCodeSentAnswer,
  EmailVerifiedAnswer,
  HealthAnswer,
  IssuedSessionAnswer,
  LoginKeyAnswer,
  OwnUserAnswer,
  QrCodeAnswer,
  ScanCallbackAnswer,
  ScanOutcomeAnswer,
  SecurityCodeStateAnswer,
  SliderChallengeAnswer,
  SliderPassAnswer,
  TraderPairsAnswer,
  UserInfoAnswer,
  WordValidityAnswer,
} from '../answers/answers.js';
import { CreditRecordPageAnswer } from '../answers/credit.answers.js';
import { DocumentSummaryListAnswer } from '../answers/documents.answers.js';
import { UploadedFileAnswer } from '../answers/files.answers.js';
import {
  BalanceAnswer,
  FundRecordAnswer,
  FundRecordPageAnswer,
  HeldNftListAnswer,
} from '../answers/funds.answers.js';
import { CancelTimesAnswer } from '../answers/orders.answers.js';
import { LatestPricePageAnswer } from '../answers/prices.answers.js';
import { NoAnswer } from '../answers/shape.js';
import type { EndpointDef } from '../route-paths.js';
import { GET, POST } from './methods.js';

/** The API's own health (the load balancer's probe). */
export const SYSTEM_ROUTES = {
  system: {
    health: { method: GET, path: '/health', answer: HealthAnswer },
  },
} as const satisfies Record<string, Record<string, EndpointDef>>;

export const ACCOUNT_ROUTES = {
  account: {
    /** The advertiser's online state. */
    onlineState: { method: GET, path: '/c2c/advert/online', answer: AdvertiserOnlineAnswer },
    /** Sets the online state: query `online=true|false`. */
    setOnline: { method: POST, path: '/c2c/advert/online', answer: AdvertiserOnlineAnswer },
    /** The temporary balance per coin and chain. */
    balance: { method: GET, path: '/balance', answer: BalanceAnswer },
    /** Fund records (deposits and withdrawals), paged, optionally of one `type`. */
    balanceDetail: { method: GET, path: '/balance/detail', answer: FundRecordPageAnswer },
    /** One of the caller's fund records (another trader's answers 404). */
    balanceRecord: { method: GET, path: '/balance/detail/:id', answer: FundRecordAnswer },
    /** Withdraws a temporary-balance line to the bound address (security password). */
    balanceExtract: { method: POST, path: '/balance/extract', answer: FundRecordAnswer },
    /** NFTs in the temporary balance (a return that failed for good) with the recommended gas fees. */
    balanceNfts: { method: GET, path: '/balance/nfts', answer: HeldNftListAnswer },
    /** Withdraws an NFT of the temporary balance to the bound address (gas fee, security password). */
    balanceExtractNft: { method: POST, path: '/balance/extractNft', answer: FundRecordAnswer },
    updateInfo: { method: POST, path: '/user/updateInfo', answer: OwnUserAnswer },
    /** Undoes an email change with the token mailed to the old address; ends every session. */
    undoEmailChange: { method: POST, path: '/user/email/undo', answer: NoAnswer },
    resetPassword: { method: POST, path: '/user/resetPassword', answer: NoAnswer },
    /** The RSA key the login password is encrypted to. */
    loginKey: { method: GET, path: '/user/loginKey', answer: LoginKeyAnswer },
    login: { method: POST, path: '/user/login', answer: IssuedSessionAnswer },
    logout: { method: POST, path: '/logout', answer: NoAnswer },
    scanResetByEmail: { method: GET, path: '/scan/resetByEmail', answer: QrCodeAnswer },
    scanResult: { method: GET, path: '/scan/result/:eventId', answer: ScanOutcomeAnswer },
    genQrCodeUrl: { method: GET, path: '/scan/genQrCodeUrl/:id', answer: QrCodeAnswer },
    scanCallBack: { method: GET, path: '/scan/callBack', answer: ScanCallbackAnswer },
    userInfo: { method: GET, path: '/user/info/:userId', answer: UserInfoAnswer },
    isBind: { method: GET, path: '/user/isBind/:email', answer: EmailBindingAnswer },
    verifyEmail: { method: POST, path: '/email/verify', answer: EmailVerifiedAnswer },
    unBindResetPassword: { method: POST, path: '/user/unBindResetPassword', answer: NoAnswer },
    cancelTimes: { method: GET, path: '/c2c/deal/order/cancel/times', answer: CancelTimesAnswer },
    amrExist: { method: GET, path: '/user/amrExist', answer: AdvancedKycStateAnswer },
    /** A single-use sign-in nonce for wallet authorization. */
    authorizeNonce: { method: GET, path: '/user/authorizeNonce', answer: AuthorizeNonceAnswer },
    authorizeLogin: { method: POST, path: '/user/authorizeLogin', answer: IssuedSessionAnswer },
    authorizeRegister: { method: POST, path: '/user/authorizeRegister', answer: IssuedSessionAnswer },
    register: { method: POST, path: '/user/register', answer: IssuedSessionAnswer },
    hasSecurityCode: { method: GET, path: '/user/hasSecurityCode', answer: SecurityCodeStateAnswer },
    sendEmail: { method: POST, path: '/email/send', answer: EmailCodeSentAnswer },
    checkEmail: { method: GET, path: '/email/check/:x', answer: EmailCheckAnswer },
    /** A slide-to-verify challenge (two pictures drawn by the server). */
    sliderChallenge: { method: GET, path: '/slider/challenge', answer: SliderChallengeAnswer },
    /** Judges the recorded drag; answers a single-use slider token. */
    sliderVerify: { method: POST, path: '/slider/verify', answer: SliderPassAnswer },
  },
  common: {
    coins: { method: GET, path: '/common/coin', answer: CoinPageAnswer },
    countries: { method: GET, path: '/common/country/all', answer: CountryListAnswer },
    dict: { method: GET, path: '/common/dict', answer: DictListAnswer },
    coinPairs: { method: GET, path: '/c2c/coin/config/list', answer: CoinPairPageAnswer },
    /** The signed-in trader's pairs: coin pairs and their country's fiat pairs, each postable or why not. */
    traderPairs: { method: GET, path: '/c2c/coin/config/mine', answer: TraderPairsAnswer },
    /** Multipart, field `file`: a JPG, JPEG, PNG or BMP under 1 MB, re-encoded without its metadata. */
    uploadImage: { method: POST, path: '/file/uploadImage', answer: UploadedFileAnswer },
    /** The same rules as `uploadImage` (the spec allows images only). */
    uploadFile: { method: POST, path: '/file/uploadFile', answer: UploadedFileAnswer },
    creditSetting: { method: GET, path: '/common/credit/setting', answer: CreditSettingListAnswer },
    wordValid: { method: POST, path: '/common/word/valid', answer: WordValidityAnswer },
    /** Query `LatestPricesQueryDto`: the latest price and 24h statistics of each pair (public). */
    latestPrices: { method: GET, path: '/order/price/thread/new/page', answer: LatestPricePageAnswer },
    document: { method: GET, path: '/document/config/:id', answer: DocumentAnswer },
    /** Query `DocumentListQueryDto`: the enabled documents of a kind (default HELP) by `sort`, titles only. */
    documents: { method: GET, path: '/document/list', answer: DocumentSummaryListAnswer },
    /** Query `CreditRecordPageQueryDto`: the caller's credit changes, newest first. */
    creditDetailPage: { method: GET, path: '/credit/detail/page', answer: CreditRecordPageAnswer },
  },
} as const satisfies Record<string, Record<string, EndpointDef>>;
