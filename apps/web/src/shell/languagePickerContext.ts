import { createContext, useContext } from 'react';

export interface LanguagePickerControl {
  open(): void;
}

export const LanguagePickerContext = createContext<LanguagePickerControl>({ open: () => undefined });

/** Opens the language picker (the bottom sheet rendered by the layout). */
export function useLanguagePicker(): LanguagePickerControl {
  return useContext(LanguagePickerContext);
}
