import type { CommonTexts } from './en/common.js';
import type { ValidationTexts } from './en/validation.js';

export type { CommonTexts } from './en/common.js';
export type { ValidationTexts } from './en/validation.js';

/**
 * One locale's i18next resources: the namespaces `errors` (by catalogue code), `common` (shell texts) and
 * `validation` (form and DTO validation texts).
 */
export interface LocaleResource {
  errors: Readonly<Record<string, string>>;
  common: CommonTexts;
  validation: ValidationTexts;
}
