// One locale's texts, loaded when the language is chosen (see ../locales.ts).
import type { WebTexts } from '../extra';
import { merchantKoKR } from '../extra/merchant/ko_KR';
import { accountKoKR } from '../extra/account/ko_KR';
import { ko_KR } from '../extra/ko_KR';

export { resource } from '@p2p/i18n/locales/ko_KR';
export const web: WebTexts = { ...ko_KR, account: accountKoKR, merchant: merchantKoKR };
