// Toasts from outside React (the API wrapper): the shell registers antd's `App.useApp().message` here.
// The text is the toast's key, so the same error twice shows one toast (spec section 8).
export type ErrorToast = (text: string) => void;

let show: ErrorToast | null = null;

export function setErrorToast(fn: ErrorToast | null): void {
  show = fn;
}

export function showErrorToast(text: string): void {
  show?.(text);
}
