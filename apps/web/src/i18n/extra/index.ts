// The `web` namespace: the app's texts the shared `@p2p/i18n` package does not carry, for all 10 locales:
// the shell's (one file per locale here), the account screens' (`account/`, under the key `account`) and
// merchant certification's (`merchant/`, under the key `merchant`, issue 24).
import type { Language } from '@p2p/i18n';
import { ACCOUNT_TEXTS, type AccountTexts } from './account';
import { en, type WebTexts as ShellTexts } from './en';
import { MERCHANT_TEXTS, type MerchantTexts } from './merchant';
import { es_ES } from './es_ES';
import { ko_KP } from './ko_KP';
import { ko_KR } from './ko_KR';
import { pt_PT } from './pt_PT';
import { th_TH } from './th_TH';
import { tr_TR } from './tr_TR';
import { vi_VN } from './vi_VN';
import { zh_CN } from './zh_CN';
import { zh_TW } from './zh_TW';

export type WebTexts = ShellTexts & { account: AccountTexts; merchant: MerchantTexts };

const SHELL_TEXTS: Record<Language, ShellTexts> = {
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

function withAccount(lang: Language): WebTexts {
  return { ...SHELL_TEXTS[lang], account: ACCOUNT_TEXTS[lang], merchant: MERCHANT_TEXTS[lang] };
}

export const WEB_TEXTS: Record<Language, WebTexts> = {
  en: withAccount('en'),
  zh_TW: withAccount('zh_TW'),
  zh_CN: withAccount('zh_CN'),
  ko_KR: withAccount('ko_KR'),
  ko_KP: withAccount('ko_KP'),
  vi_VN: withAccount('vi_VN'),
  th_TH: withAccount('th_TH'),
  tr_TR: withAccount('tr_TR'),
  es_ES: withAccount('es_ES'),
  pt_PT: withAccount('pt_PT'),
};
