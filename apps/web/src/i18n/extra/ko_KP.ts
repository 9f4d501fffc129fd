import { ko_KR } from './ko_KR';
import type { WebTexts } from './en';

/** ko_KP reuses the Korean (ko_KR) wording, as `@p2p/i18n` does. */
export const ko_KP: WebTexts = ko_KR;
