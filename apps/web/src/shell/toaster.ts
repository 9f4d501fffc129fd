// Toasts of API errors: 2000 ms, and a toast with the same text is not shown again while it is open.

export const TOAST_DURATION_MS = 2000;

export interface ShowToast {
  (content: string, duration: number, afterClose: () => void): void;
}

export interface Toaster {
  show(content: string): boolean;
  /** The text of the toast on screen, if any. */
  readonly current: string | null;
}

export function createToaster(show: ShowToast, duration = TOAST_DURATION_MS): Toaster {
  let open: string | null = null;
  return {
    show(content) {
      if (open === content) return false;
      open = content;
      const closed = () => {
        if (open === content) open = null;
      };
      show(content, duration, closed);
      // Also when its time is over: a toast replaced by another or cleared (Toast.clear on a page change)
      // never calls its afterClose, and its text would then never be shown again.
      setTimeout(closed, duration);
      return true;
    },
    get current() {
      return open;
    },
  };
}
