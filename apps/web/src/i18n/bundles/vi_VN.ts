// One locale's texts, loaded when the language is chosen (see ../locales.ts).
import type { WebTexts } from '../extra';
import { merchantViVN } from '../extra/merchant/vi_VN';
import { accountViVN } from '../extra/account/vi_VN';
import { vi_VN } from '../extra/vi_VN';

export { resource } from '@p2p/i18n/locales/vi_VN';
export const web: WebTexts = { ...vi_VN, account: accountViVN, merchant: merchantViVN };
