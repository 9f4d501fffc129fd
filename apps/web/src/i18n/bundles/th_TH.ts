// One locale's texts, loaded when the language is chosen (see ../locales.ts).
import type { WebTexts } from '../extra';
import { merchantThTH } from '../extra/merchant/th_TH';
import { accountThTH } from '../extra/account/th_TH';
import { th_TH } from '../extra/th_TH';

export { resource } from '@p2p/i18n/locales/th_TH';
export const web: WebTexts = { ...th_TH, account: accountThTH, merchant: merchantThTH };
