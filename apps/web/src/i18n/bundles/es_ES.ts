// One locale's texts, loaded when the language is chosen (see ../locales.ts).
import type { WebTexts } from '../extra';
import { merchantEsES } from '../extra/merchant/es_ES';
import { accountEsES } from '../extra/account/es_ES';
import { es_ES } from '../extra/es_ES';

export { resource } from '@p2p/i18n/locales/es_ES';
export const web: WebTexts = { ...es_ES, account: accountEsES, merchant: merchantEsES };
