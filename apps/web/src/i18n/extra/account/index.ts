// The account screens' texts for all 10 locales (ko_KP reuses the Korean wording, as `@p2p/i18n` does).
import type { Language } from '@p2p/i18n';
import { accountEn, type AccountTexts } from './en';
import { accountEsES } from './es_ES';
import { accountKoKR } from './ko_KR';
import { accountPtPT } from './pt_PT';
import { accountThTH } from './th_TH';
import { accountTrTR } from './tr_TR';
import { accountViVN } from './vi_VN';
import { accountZhCN } from './zh_CN';
import { accountZhTW } from './zh_TW';

export type { AccountTexts };

export const ACCOUNT_TEXTS: Record<Language, AccountTexts> = {
  en: accountEn,
  zh_TW: accountZhTW,
  zh_CN: accountZhCN,
  ko_KR: accountKoKR,
  ko_KP: accountKoKR,
  vi_VN: accountViVN,
  th_TH: accountThTH,
  tr_TR: accountTrTR,
  es_ES: accountEsES,
  pt_PT: accountPtPT,
};
