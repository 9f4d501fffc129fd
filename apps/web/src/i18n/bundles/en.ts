// One locale's texts, loaded when the language is chosen (see ../locales.ts).
import type { WebTexts } from '../extra';
import { merchantEn } from '../extra/merchant/en';
import { accountEn } from '../extra/account/en';
import { en } from '../extra/en';

export { resource } from '@p2p/i18n/locales/en';
export const web: WebTexts = { ...en, account: accountEn, merchant: merchantEn };
