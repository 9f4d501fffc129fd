import type { Language } from '../languages.js';
import { resource as en } from './en/index.js';
import { resource as es_ES } from './es_ES/index.js';
import { resource as ko_KP } from './ko_KP/index.js';
import { resource as ko_KR } from './ko_KR/index.js';
import { resource as pt_PT } from './pt_PT/index.js';
import { resource as th_TH } from './th_TH/index.js';
import { resource as tr_TR } from './tr_TR/index.js';
import type { LocaleResource } from './types.js';
import { resource as vi_VN } from './vi_VN/index.js';
import { resource as zh_CN } from './zh_CN/index.js';
import { resource as zh_TW } from './zh_TW/index.js';

export type { CommonTexts, LocaleResource, ValidationTexts } from './types.js';
export { LANGUAGE_NAMES } from './names.js';

/** Every locale's resources, shaped for i18next's `resources` option (namespaces `errors`, `common` and `validation`). */
export const resources: Record<Language, LocaleResource> = {
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
