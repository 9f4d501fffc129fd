/**
 * The i18next namespaces every locale provides.
 *
 * Validation texts are a namespace of their own, `validation`, rather than `common.validation`: the
 * `@p2p/contracts` DTO messages (`ValidationMessage`, e.g. `'validation.emailFormat'`) are then plain
 * `<namespace>.<key>` keys, the format `t()` below reads (first dotted segment = namespace), so the same key
 * string works everywhere with no mapping:
 * - the API: `t(lang, 'validation.emailFormat')`;
 * - i18next, default separators: `t('validation:emailFormat')`;
 * - i18next initialised with `ns: NAMESPACES, nsSeparator: '.'`: `t('validation.emailFormat')`, i.e. a DTO or
 *   API message key passed through as it is. With nsSeparator equal to keySeparator, i18next reads the first
 *   segment as the namespace only when it is one of `ns`, so `t('common.maintenance.window')` and
 *   `t('errors.1000')` work too; the `ns:key` form then does not (an app picks one style).
 * Under `common.validation` the web would need `t('common:validation.emailFormat')`, i.e. a rewrite of every
 * DTO key. The namespace also holds the web forms' own checks (notesMax, imageRule...), formerly under
 * `common.validation`; the DTO keys are the ones listed in VALIDATION_MESSAGE_KEYS.
 */
export const NAMESPACES = ['errors', 'common', 'validation'] as const;
export type Namespace = (typeof NAMESPACES)[number];
