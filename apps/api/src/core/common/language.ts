import { normalizeLanguage, type Language } from '@p2p/i18n';
import type { Request } from 'express';

/** The caller's language from the `language` header (en arrives as en_US); English when absent. */
export function requestLanguage(req: Pick<Request, 'headers'>): Language {
  const header = req.headers['language'];
  return normalizeLanguage(Array.isArray(header) ? header[0] : header);
}
