/// <reference types="jest" />
// Ties every enum of the Prisma schema to its list in contracts (or in the domain, which owns the
// order's), so a value added in one place and not the other fails here. The schema is read as text
// (every .prisma file under prisma/, the multi-file schema included). Language and DictLanguage
// belong to @p2p/i18n and are tied there.
import fs from 'node:fs';
import path from 'node:path';
import { ORDER_ACTION_TYPES } from '@p2p/domain';
import * as contracts from './index.js';

const PRISMA_DIR = path.resolve(import.meta.dirname, '../../../prisma');
/** Enums whose list lives in another package's test. */
const TIED_ELSEWHERE = ['Language', 'DictLanguage'];

/** The list of values of each Prisma enum, by enum name. */
const LISTS: Record<string, readonly string[]> = {
  OrderStatus: contracts.ORDER_STATUSES,
  AdType: contracts.AD_TYPES,
  AdMode: contracts.AD_MODES,
  AdAssetKind: contracts.AD_ASSET_KINDS,
  AdStatus: contracts.AD_STATUSES,
  AdPriceType: contracts.AD_PRICE_TYPES,
  OutageKind: contracts.OUTAGE_KINDS,
  AppealResult: contracts.APPEAL_RESULTS,
  FundRecordType: contracts.FUND_RECORD_TYPES,
  FundRecordStatus: contracts.FUND_RECORD_STATUSES,
  PaymentMethodKind: contracts.PAYMENT_METHOD_KINDS,
  ChainType: contracts.CHAIN_TYPES,
  StaffRole: contracts.STAFF_ROLES,
  BanKind: contracts.BAN_KINDS,
  EmailCodeScene: contracts.EMAIL_CODE_SCENES,
  OrderAction: ORDER_ACTION_TYPES,
  KycLevel: contracts.KYC_LEVELS,
  LoginMethod: contracts.LOGIN_METHODS,
  AuthPurpose: contracts.QR_PURPOSE_VALUES,
  QrScanStatus: contracts.QR_SCAN_RESULTS,
  QuoteKind: contracts.QUOTE_KINDS,
  DocumentKind: contracts.DOCUMENT_KINDS,
  CreditReason: contracts.CREDIT_REASONS,
  OrderActorType: contracts.ORDER_ACTOR_TYPES,
  EvidenceKind: contracts.EVIDENCE_KINDS,
  ChatMessageKind: contracts.CHAT_MESSAGE_KINDS,
  ChatSenderKind: contracts.CHAT_SENDER_KINDS,
  DepositPurpose: contracts.DEPOSIT_PURPOSES,
  MerchantApplicationStatus: contracts.MERCHANT_APPLICATION_STATUSES,
  DepositIntentStatus: contracts.DEPOSIT_INTENT_STATUSES,
  TokenKind: contracts.TOKEN_KINDS,
  ChainTransferStatus: contracts.CHAIN_TRANSFER_STATUSES,
  TempBalanceReason: contracts.TEMP_BALANCE_REASONS,
  PayoutKind: contracts.PAYOUT_KINDS,
  PayoutStatus: contracts.PAYOUT_STATUSES,
  PayoutAttemptStatus: contracts.PAYOUT_ATTEMPT_STATUSES,
  NftMetadataStatus: contracts.NFT_METADATA_STATUSES,
};

function prismaFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : prismaFiles(full);
    return entry.name.endsWith('.prisma') ? [full] : [];
  });
}

/** Every `enum Name { ... }` of the schema with its values (comments and attributes left out). */
function prismaEnums(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const file of prismaFiles(PRISMA_DIR)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/^enum\s+(\w+)\s*\{([^}]*)\}/gm)) {
      const values = (match[2] ?? '')
        .split('\n')
        .map((line) => line.replace(/\/\/.*$/, '').trim())
        .filter((line) => /^[A-Za-z_]\w*$/.test(line));
      out.set(match[1] as string, values);
    }
  }
  return out;
}

describe('Prisma enums and their contracts lists', () => {
  const enums = prismaEnums();

  it('finds the enums of the schema', () => {
    expect(enums.size).toBeGreaterThanOrEqual(30);
    expect(enums.get('ChainType')).toEqual(['ERC20', 'TRC20']);
  });

  it('every Prisma enum has a list', () => {
    const unlisted = [...enums.keys()].filter((name) => !(name in LISTS) && !TIED_ELSEWHERE.includes(name));
    expect(unlisted).toEqual([]);
  });

  it('every list names a Prisma enum', () => {
    expect(Object.keys(LISTS).filter((name) => !enums.has(name))).toEqual([]);
  });

  it.each(Object.keys(LISTS))('%s has the same values in Prisma and in contracts', (name) => {
    expect([...(LISTS[name] ?? [])].sort()).toEqual([...(enums.get(name) ?? [])].sort());
  });
});
