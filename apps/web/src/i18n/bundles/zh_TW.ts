// One locale's texts, loaded when the language is chosen (see ../locales.ts).
import type { WebTexts } from '../extra';
import { merchantZhTW } from '../extra/merchant/zh_TW';
import { accountZhTW } from '../extra/account/zh_TW';
import { zh_TW } from '../extra/zh_TW';

export { resource } from '@p2p/i18n/locales/zh_TW';
export const web: WebTexts = { ...zh_TW, account: accountZhTW, merchant: merchantZhTW };
