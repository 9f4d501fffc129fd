// One locale's texts, loaded when the language is chosen (see ../locales.ts).
import type { WebTexts } from '../extra';
import { merchantTrTR } from '../extra/merchant/tr_TR';
import { accountTrTR } from '../extra/account/tr_TR';
import { tr_TR } from '../extra/tr_TR';

export { resource } from '@p2p/i18n/locales/tr_TR';
export const web: WebTexts = { ...tr_TR, account: accountTrTR, merchant: merchantTrTR };
