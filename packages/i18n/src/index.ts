import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages.js';
import { resources } from './locales/index.js';

export * from './languages.js';
export { LANGUAGE_NAMES, resources, type CommonTexts, type LocaleResource } from './locales/index.js';

/** The i18next namespaces every locale provides. */
export const NAMESPACES = ['errors', 'common'] as const;
export type Namespace = (typeof NAMESPACES)[number];

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
 * A small interpolating lookup for server use: `t('vi_VN', 'common.maintenance.window', {start, end})`.
 * The key is `namespace.path.to.text`; `{{name}}` is replaced by `vars.name` (left as is when not given).
 * A key missing in `lang` falls back to English, then to the key itself.
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
