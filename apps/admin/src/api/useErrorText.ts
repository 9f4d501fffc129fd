import { errorText, type ApiError } from '@p2p/contracts/client';
import { useTranslation } from 'react-i18next';

/** The translated text of an API error in the current language (null when it shows nothing). */
export function useErrorText(): (error: ApiError) => string | null {
  const { t, i18n } = useTranslation();
  return (error) => errorText(error, { exists: (key) => i18n.exists(key), t: (key) => t(key) });
}
