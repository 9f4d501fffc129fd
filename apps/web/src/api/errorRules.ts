// The trader app's toast rules (spec section 8) for the shared `errorText` of the contracts client.

import type { ErrorTextRules } from '@p2p/contracts/client';

/** 1042 has no catalogue text: it falls back to a text of its own instead of the generic message. */
export const FALLBACK_1042_KEY = 'web.errors.fallback1042';

export const WEB_ERROR_TEXT_RULES: ErrorTextRules = Object.freeze({
  /** 500 (with a body), 1009 (QR not scanned yet) and 401 (the session rule) show no toast. */
  silent: ['500', '1009', '401'],
  /** These show the server's message, else their catalogue text. */
  ownText: ['1015', '1033', 'SDK1003'],
  fallbacks: { '1042': FALLBACK_1042_KEY },
});
