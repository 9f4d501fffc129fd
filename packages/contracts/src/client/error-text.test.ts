/// <reference types="jest" />
// The shared error-text helper. The translator is a small table standing for i18next.
import { ApiError, ClientErrorCode } from './api-error.js';
import {
  errorText,
  isUnauthorized,
  NETWORK_ERROR_KEY,
  SYSTEM_BUSY_KEY,
  type ErrorTextRules,
  type Translator,
} from './error-text.js';

const TEXTS: Record<string, string> = {
  [NETWORK_ERROR_KEY]: 'network',
  [SYSTEM_BUSY_KEY]: 'busy',
  'errors.1000': 'email taken',
  'errors.1033': 'address bound',
  'app.fallback': 'own fallback',
};
const tr: Translator = { exists: (key) => key in TEXTS, t: (key) => TEXTS[key] ?? key };
const text = (code: string, message = 'server text', rules?: ErrorTextRules) =>
  errorText(new ApiError(code, message), tr, rules);

const rules: ErrorTextRules = {
  silent: ['401', '1009'],
  ownText: ['1033'],
  fallbacks: { '1042': 'app.fallback' },
};

describe('errorText', () => {
  it('shows the catalogue text of a code, else the network message', () => {
    expect(text('1000')).toBe('email taken');
    expect(text('9999')).toBe('network');
  });

  it('shows the network message without an envelope or on a time-out, busy for an empty 500', () => {
    expect(text(ClientErrorCode.NETWORK)).toBe('network');
    expect(text(ClientErrorCode.TIMEOUT)).toBe('network');
    expect(text('')).toBe('network');
    expect(text(ClientErrorCode.SYSTEM_BUSY)).toBe('busy');
  });

  it('shows nothing for an abort, nor by default for a 401', () => {
    expect(text(ClientErrorCode.ABORTED)).toBeNull();
    expect(text('401')).toBeNull();
  });

  it("follows an app's rules: silent codes, own texts and fallbacks", () => {
    expect(text('1009', 'x', rules)).toBeNull();
    expect(text('1033', 'from server', rules)).toBe('from server');
    expect(text('1033', ' ', rules)).toBe('address bound');
    expect(text('1042', 'x', rules)).toBe('own fallback');
    expect(text('1042')).toBe('network');
  });
});

describe('isUnauthorized', () => {
  it('reads the code 401 or the HTTP status 401', () => {
    expect(isUnauthorized(new ApiError('401', 'x'))).toBe(true);
    expect(isUnauthorized(new ApiError('1006', 'x', null, 401))).toBe(true);
    expect(isUnauthorized(new ApiError('1004', 'x', null, 400))).toBe(false);
  });
});
