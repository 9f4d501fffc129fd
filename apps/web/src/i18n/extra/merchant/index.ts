// Merchant certification's texts for all 10 locales (ko_KP reuses the Korean wording).
import type { Language } from '@p2p/i18n';
import { merchantEn } from './en';
import { merchantZhTW } from './zh_TW';
import { merchantZhCN } from './zh_CN';
import { merchantKoKR } from './ko_KR';
import { merchantViVN } from './vi_VN';
import { merchantThTH } from './th_TH';
import { merchantTrTR } from './tr_TR';
import { merchantEsES } from './es_ES';
import { merchantPtPT } from './pt_PT';
import type { MerchantTexts } from './en';

export type { MerchantTexts };

export const MERCHANT_TEXTS: Record<Language, MerchantTexts> = {
  en: merchantEn,
  zh_TW: merchantZhTW,
  zh_CN: merchantZhCN,
  ko_KR: merchantKoKR,
  ko_KP: merchantKoKR,
  vi_VN: merchantViVN,
  th_TH: merchantThTH,
  tr_TR: merchantTrTR,
  es_ES: merchantEsES,
  pt_PT: merchantPtPT,
};
