// One locale's texts, loaded when the language is chosen (see ../locales.ts).
import type { WebTexts } from '../extra';
import { merchantZhCN } from '../extra/merchant/zh_CN';
import { accountZhCN } from '../extra/account/zh_CN';
import { zh_CN } from '../extra/zh_CN';

export { resource } from '@p2p/i18n/locales/zh_CN';
export const web: WebTexts = { ...zh_CN, account: accountZhCN, merchant: merchantZhCN };
