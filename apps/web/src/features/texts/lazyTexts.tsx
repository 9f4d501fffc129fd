// A namespace of `common` (orders, appeals, credit, ...) fetched with its screens rather than with the
// app's first load (where English `common` is bundled, inside the initial JavaScript budget): the chosen
// language's and English (the fallback) are added to the i18next instance the first time one of its
// screens renders. Choosing another language reloads the page (spec §2), so the pair never changes under
// a screen. Each namespace names its loaders itself: a bundler only splits imports of literal paths.
import type { Language } from '@p2p/i18n';
import { SpinLoading } from 'antd-mobile';
import type { i18n as I18n } from 'i18next';
import { Suspense, use, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One loader per language: the module of that language's texts, exporting them under `key`. */
export type TextsLoaders<K extends string> = Record<Language, () => Promise<Record<K, unknown>>>;

export interface LazyTexts {
  /** Adds the texts of the instance's language and of English to it (once per instance). */
  ensure(i18n: I18n): Promise<void>;
  /** Suspends the calling screen until the texts are there. */
  useTexts(): void;
  /** Renders `children` once the texts are there; a spinner (of `className`) or nothing meanwhile. */
  WithTexts(props: { children: ReactNode; quiet?: boolean }): ReactNode;
}

export function lazyTexts<K extends string>(key: K, loaders: TextsLoaders<K>, className: string): LazyTexts {
  const loaded = new WeakMap<I18n, Promise<void>>();
  const languageOf = (i18n: I18n): Language => {
    const lang = i18n.language as Language;
    return lang in loaders ? lang : 'en';
  };
  const ensure = (i18n: I18n): Promise<void> => {
    let done = loaded.get(i18n);
    if (!done) {
      const langs = [...new Set<Language>([languageOf(i18n), 'en'])];
      done = Promise.all(
        langs.map(async (lang) => {
          const texts = (await loaders[lang]())[key];
          i18n.addResourceBundle(lang, 'common', { [key]: texts }, true, false);
        }),
      ).then(
        () => undefined,
        (error: unknown) => {
          loaded.delete(i18n); // asked again by the next screen that needs them
          throw error;
        },
      );
      loaded.set(i18n, done);
    }
    return done;
  };
  const useTexts = (): void => {
    const { i18n } = useTranslation();
    use(ensure(i18n));
  };
  function Gate({ children }: { children: ReactNode }) {
    useTexts();
    return children;
  }
  function WithTexts({ children, quiet = false }: { children: ReactNode; quiet?: boolean }) {
    const fallback = quiet ? null : (
      <div className={className}>
        <SpinLoading />
      </div>
    );
    return (
      <Suspense fallback={fallback}>
        <Gate>{children}</Gate>
      </Suspense>
    );
  }
  return { ensure, useTexts, WithTexts };
}
