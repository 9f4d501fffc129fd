// Every answer the API gives today, each a type of `dto/` with its shape description. The endpoint
// table (`routes.ts`) names the answer of each call; `defineAnswer<T>` fails to compile when a
// description and its type disagree.
import type { Page } from '../envelope.js';
import { CHAIN_TYPES, EMAIL_CODE_SCENES, PAYMENT_METHOD_KINDS, STAFF_ROLES } from '../enums.js';
import { QUOTE_KINDS } from '../record-enums.js';
import type {
  CoinDto,
  CoinPairDto,
  CountryDto,
  CreditSettingDto,
  DictEntryDto,
  DocumentDto,
  HealthDto,
  TraderPairsDto,
  WordValidity,
} from '../dto/reference.dto.js';
import type {
  EmailCheckResultDto,
  EmailCodeSentDto,
  EmailVerifiedDto,
  SliderChallengeDto,
  SliderPassDto,
} from '../dto/email.dto.js';
import type { StaffChallengeDto, StaffDto, StaffLoginResultDto } from '../dto/staff.dto.js';
import type {
  AdvancedKycState,
  EmailBinding,
  OwnUserDto,
  PublicUserDto,
  SecurityCodeState,
  UserInfoDto,
} from '../dto/user.dto.js';
import type { IssuedSession, LoginKey } from '../dto/session.dto.js';
import {
  QR_PURPOSE_VALUES,
  type AuthorizeNonce,
  type QrCode,
  type ScanCallbackAck,
  type ScanOutcome,
} from '../dto/wallet.dto.js';
import { defineAnswer, shapes as s, type Shape } from './shape.js';

export function pageOf<T>(item: Shape<T>): Shape<Page<T>> {
  return s.object({
    list: s.array(item),
    total: s.integer(),
    pageNo: s.integer(),
    pageSize: s.integer(),
  });
}

const str = s.string();
const optionalNullableString = s.optional(s.nullable(str));

export const HealthAnswer = defineAnswer<HealthDto>(
  'Health',
  s.object({
    status: s.oneOf(['ok', 'error']),
    checks: s.record(s.oneOf(['up', 'down'])),
    version: s.optional(str),
    uptimeSeconds: s.optional(s.integer()),
  }),
);

export const StaffAnswer = defineAnswer<StaffDto>(
  'Staff',
  s.object({ id: str, email: str, name: str, role: s.oneOf(STAFF_ROLES) }),
);

export const StaffLoginAnswer = defineAnswer<StaffLoginResultDto>(
  'StaffLoginResult',
  s.object({ token: str, staff: StaffAnswer }),
);

export const StaffChallengeAnswer = defineAnswer<StaffChallengeDto>(
  'StaffChallenge',
  s.object({
    challenge: str,
    expiresAt: s.string('date-time'),
    enrolment: s.nullable(s.object({ otpauthUri: str, secret: str })),
  }),
);

export const IssuedSessionAnswer = defineAnswer<IssuedSession>(
  'IssuedSession',
  s.object({ token: str, userId: str, expiresAt: s.string('date-time') }),
);

export const LoginKeyAnswer = defineAnswer<LoginKey>('LoginKey', s.object({ algorithm: str, spki: str }));

export const WordValidityAnswer = defineAnswer<WordValidity>(
  'WordValidity',
  s.object({ valid: s.boolean() }),
);

const CoinAnswer = defineAnswer<CoinDto>(
  'Coin',
  s.object({
    id: str,
    enShort: str,
    name: str,
    assetScale: s.integer(),
    icon: optionalNullableString,
    chains: s.optional(s.array(s.object({ chainType: s.oneOf(CHAIN_TYPES), contractAddress: str }))),
    sort: s.optional(s.integer()),
  }),
);
export const CoinPageAnswer = defineAnswer<Page<CoinDto>>('CoinPage', pageOf(CoinAnswer));

const decimal = s.optional(s.nullable(s.string('decimal')));
const CoinPairAnswer = defineAnswer<CoinPairDto>(
  'CoinPair',
  s.object({
    id: str,
    coinId: str,
    enShort: str,
    quote: str,
    quoteKind: s.optional(s.oneOf(QUOTE_KINDS)),
    minPrice: decimal,
    maxPrice: decimal,
    minQuantity: decimal,
    maxQuantity: decimal,
    priceScale: s.optional(s.integer()),
    quantityScale: s.optional(s.integer()),
    enabled: s.boolean(),
  }),
);
export const CoinPairPageAnswer = defineAnswer<Page<CoinPairDto>>('CoinPairPage', pageOf(CoinPairAnswer));

export const CountryListAnswer = defineAnswer<CountryDto[]>(
  'CountryList',
  s.array(
    s.object({
      code: str,
      abb2: str,
      name: str,
      latitude: s.number(),
      longitude: s.number(),
      fiatEnabled: s.boolean(),
      fiatCurrencies: s.array(str),
    }),
  ),
);

export const TraderPairsAnswer = defineAnswer<TraderPairsDto>(
  'TraderPairs',
  s.object({
    regionId: s.nullable(str),
    fiatEnabled: s.boolean(),
    fiatCurrencies: s.array(str),
    fiatPaymentKinds: s.array(s.oneOf(PAYMENT_METHOD_KINDS)),
    fiatClosedCode: s.nullable(str),
    pairs: s.array(
      s.object({
        id: str,
        coinId: str,
        enShort: str,
        quote: str,
        quoteKind: s.oneOf(QUOTE_KINDS),
        minPrice: decimal,
        maxPrice: decimal,
        minQuantity: decimal,
        maxQuantity: decimal,
        priceScale: s.optional(s.integer()),
        quantityScale: s.optional(s.integer()),
        enabled: s.boolean(),
        postable: s.boolean(),
        closedCode: s.nullable(str),
        autoAllowed: s.boolean(),
      }),
    ),
  }),
);

export const DictListAnswer = defineAnswer<DictEntryDto[]>(
  'DictList',
  s.array(s.object({ type: str, key: str, value: str, language: str, sort: s.optional(s.integer()) })),
);

export const CreditSettingListAnswer = defineAnswer<CreditSettingDto[]>(
  'CreditSettingList',
  s.array(
    s.object({
      id: str,
      type: str,
      deduct: s.integer(),
      freeTimes: s.optional(s.integer()),
      description: optionalNullableString,
    }),
  ),
);

export const DocumentAnswer = defineAnswer<DocumentDto>(
  'Document',
  s.object({
    id: str,
    title: str,
    content: str,
    language: str,
    updatedAt: s.optional(s.string('date-time')),
  }),
);

export const EmailCodeSentAnswer = defineAnswer<EmailCodeSentDto>(
  'EmailCodeSent',
  s.object({ expiresInSeconds: s.integer(), resendInSeconds: s.integer() }),
);

export const EmailCheckAnswer = defineAnswer<EmailCheckResultDto>(
  'EmailCheckResult',
  s.object({ registered: s.boolean() }),
);

export const EmailVerifiedAnswer = defineAnswer<EmailVerifiedDto>(
  'EmailVerified',
  s.object({
    verificationToken: str,
    scene: s.oneOf(EMAIL_CODE_SCENES),
    expiresInSeconds: s.integer(),
  }),
);

export const SliderChallengeAnswer = defineAnswer<SliderChallengeDto>(
  'SliderChallenge',
  s.object({
    challengeId: str,
    trackWidth: s.integer(),
    pieceWidth: s.integer(),
    pictureHeight: s.integer(),
    picture: str,
    piece: str,
    expiresInSeconds: s.integer(),
  }),
);

export const SliderPassAnswer = defineAnswer<SliderPassDto>(
  'SliderPass',
  s.object({ sliderToken: str, expiresInSeconds: s.integer() }),
);

const publicUserFields = {
  id: str,
  nickname: s.nullable(str),
  creditScore: s.integer(),
  orderCount: s.integer(),
  completionRate: s.string('decimal'),
  certified: s.boolean(),
  fastTrader: s.boolean(),
  regionId: s.nullable(str),
  online: s.boolean(),
} as const;

export const PublicUserAnswer = defineAnswer<PublicUserDto>('PublicUser', s.object(publicUserFields));

export const OwnUserAnswer = defineAnswer<OwnUserDto>(
  'OwnUser',
  s.object({
    ...publicUserFields,
    email: s.nullable(str),
    numerical: s.integer(),
    chainType: s.nullable(s.oneOf(CHAIN_TYPES)),
    usdtAddress: s.nullable(str),
    walletAddress: s.nullable(str),
    kycLevel: str,
    hasPassword: s.boolean(),
    hasSecurityPassword: s.boolean(),
    language: str,
    nicknameChangedAt: s.nullable(s.string('date-time')),
    createdAt: s.string('date-time'),
  }),
);

export const UserInfoAnswer = defineAnswer<UserInfoDto>('UserInfo', s.union(OwnUserAnswer, PublicUserAnswer));

export const EmailBindingAnswer = defineAnswer<EmailBinding>(
  'EmailBinding',
  s.object({ registered: s.boolean(), walletBound: s.boolean() }),
);

export const SecurityCodeStateAnswer = defineAnswer<SecurityCodeState>(
  'SecurityCodeState',
  s.object({ hasSecurityCode: s.boolean() }),
);

export const AdvancedKycStateAnswer = defineAnswer<AdvancedKycState>(
  'AdvancedKycState',
  s.object({ exists: s.boolean() }),
);

export const AuthorizeNonceAnswer = defineAnswer<AuthorizeNonce>(
  'AuthorizeNonce',
  s.object({
    nonce: str,
    expiresAt: s.string('date-time'),
    domain: str,
    chainId: s.integer(),
    uri: s.string('uri'),
  }),
);

export const QrCodeAnswer = defineAnswer<QrCode>(
  'QrCode',
  s.object({ qrCodeUrl: s.string('uri'), eventId: str, expiresAt: s.string('date-time') }),
);

const purpose = s.oneOf(QR_PURPOSE_VALUES);

export const ScanCallbackAnswer = defineAnswer<ScanCallbackAck>(
  'ScanCallbackAck',
  s.object({ eventId: str, purpose }),
);

export const ScanOutcomeAnswer = defineAnswer<ScanOutcome>(
  'ScanOutcome',
  s.union(
    s.object({
      status: s.oneOf(['SUCCESS']),
      purpose,
      session: s.nullable(IssuedSessionAnswer),
    }),
    s.object({ status: s.oneOf(['FAILURE']), purpose, code: str }),
  ),
);
