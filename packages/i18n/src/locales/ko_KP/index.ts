import { resource as korean } from '../ko_KR/index.js';
import type { LocaleResource } from '../types.js';

/** ko_KP reuses the Korean (ko_KR) wording; only the app name differs. */
export const resource: LocaleResource = {
  errors: korean.errors,
  common: { ...korean.common, appName: 'P2P 시장' },
  validation: korean.validation,
};
