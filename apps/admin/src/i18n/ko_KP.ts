import type { AdminTexts } from './en';
import { ko_KR } from './ko_KR';

/** ko_KP reuses the Korean (ko_KR) wording, as `@p2p/i18n` and the trader app do. */
export const ko_KP: AdminTexts = ko_KR;
