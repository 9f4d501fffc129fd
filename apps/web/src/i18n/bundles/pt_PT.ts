// One locale's texts, loaded when the language is chosen (see ../locales.ts).
import type { WebTexts } from '../extra';
import { merchantPtPT } from '../extra/merchant/pt_PT';
import { accountPtPT } from '../extra/account/pt_PT';
import { pt_PT } from '../extra/pt_PT';

export { resource } from '@p2p/i18n/locales/pt_PT';
export const web: WebTexts = { ...pt_PT, account: accountPtPT, merchant: merchantPtPT };
