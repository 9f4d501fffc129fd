import type { CommonTexts } from './en/common.js';

export type { CommonTexts } from './en/common.js';

/** One locale's i18next resources: the namespaces `errors` (by catalogue code) and `common` (shell texts). */
export interface LocaleResource {
  errors: Readonly<Record<string, string>>;
  common: CommonTexts;
}
