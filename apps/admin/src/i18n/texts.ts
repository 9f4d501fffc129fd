// The `admin` namespace: the console's own texts, for all 10 locales.
import type { Language } from '@p2p/i18n';
import { en, type AdminTexts } from './en';
import { es_ES } from './es_ES';
import { ko_KP } from './ko_KP';
import { ko_KR } from './ko_KR';
import { pt_PT } from './pt_PT';
import { th_TH } from './th_TH';
import { tr_TR } from './tr_TR';
import { vi_VN } from './vi_VN';
import { zh_CN } from './zh_CN';
import { zh_TW } from './zh_TW';

export type { AdminTexts };

export const ADMIN_TEXTS: Record<Language, AdminTexts> = {
  en,
  zh_TW,
  zh_CN,
  ko_KR,
  ko_KP,
  vi_VN,
  th_TH,
  tr_TR,
  es_ES,
  pt_PT,
};
