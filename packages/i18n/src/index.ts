import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages.js';
import { resources } from './locales/index.js';

export * from './languages.js';
export {
  LANGUAGE_NAMES,
  resources,
  type CommonTexts,
  type LocaleResource,
  type ValidationTexts,
} from './locales/index.js';

export { NAMESPACES, type Namespace } from './namespaces.js';
export { appI18nOptions, type AppI18nSpec } from './app-options.js';

export type InterpolationValues = Readonly<Record<string, string | number>>;

/**
 * The text of a catalogue error code in `lang`: falls back to English, then to the generic system-busy text
 * (in `lang`) for a code without text anywhere.
 */
export function translateError(code: string, lang: Language): string {
  const locale = resources[lang] ?? resources[DEFAULT_LANGUAGE];
  return (
    own(locale.errors, code) ??
    own(resources[DEFAULT_LANGUAGE].errors, code) ??
    locale.common.messages.systemBusy
  );
}

/**
 * A small interpolating lookup for server use: `t('vi_VN', 'common.maintenance.window', {start, end})`,
 * `t(lang, 'validation.emailFormat')`, `t(lang, 'errors.1000')`.
 * The key is `namespace.path.to.text`; `{{name}}` is replaced by `vars.name` (left as is when not given).
 * A key missing in `lang` falls back to English. A key with no text in English either (unknown, or naming a
 * group rather than a text, e.g. `common.messages`) answers the key itself, unchanged, never an empty
 * string: a missing translation shows up as its key instead of hiding, as i18next does by default.
 * An unsupported `lang` is read as English.
 */
export function t(lang: Language, key: string, vars?: InterpolationValues): string {
  const text =
    lookup(isLanguage(lang) ? lang : DEFAULT_LANGUAGE, key) ?? lookup(DEFAULT_LANGUAGE, key) ?? key;
  return vars ? interpolate(text, vars) : text;
}

export function interpolate(text: string, vars: InterpolationValues): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : whole,
  );
}

function lookup(lang: Language, key: string): string | undefined {
  let node: unknown = resources[lang];
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function own(table: Readonly<Record<string, string>>, key: string): string | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
