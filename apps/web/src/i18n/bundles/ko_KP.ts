// One locale's texts, loaded when the language is chosen (see ../locales.ts).
import type { WebTexts } from '../extra';
import { merchantKoKR } from '../extra/merchant/ko_KR';
import { accountKoKR } from '../extra/account/ko_KR';
import { ko_KP } from '../extra/ko_KP';

export { resource } from '@p2p/i18n/locales/ko_KP';
export const web: WebTexts = { ...ko_KP, account: accountKoKR, merchant: merchantKoKR };
