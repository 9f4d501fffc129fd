// Customer service: the external help site, with the language (vi_VN read as en_US) and the user id.
import { toHelpSiteLanguage, type Language } from '@p2p/i18n';

export const DEFAULT_HELP_SITE_URL = 'https://help.example.com';

export function helpSiteBase(): string {
  const fromEnv = import.meta.env.VITE_HELP_SITE_URL as string | undefined;
  return fromEnv?.trim() || DEFAULT_HELP_SITE_URL;
}

export function helpSiteUrl(
  lang: Language,
  userId: string | null | undefined,
  base = helpSiteBase(),
): string {
  const url = new URL(base);
  url.searchParams.set('lang', toHelpSiteLanguage(lang));
  url.searchParams.set('uid', userId ?? '');
  return url.toString();
}
