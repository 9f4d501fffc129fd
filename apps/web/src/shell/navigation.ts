// Navigation from outside React (the API client's 401 rule, the socket's banner): the router registers
// itself here; before that, the browser's location is used.

type Navigate = (path: string) => void;

let navigateImpl: Navigate | null = null;

export function registerNavigate(fn: Navigate | null): void {
  navigateImpl = fn;
}

export function navigateTo(path: string): void {
  if (navigateImpl) navigateImpl(path);
  else window.location.assign(path);
}

export function currentPath(): string {
  return window.location.pathname;
}

/** Goes to `path` with a full page load (logout, language change). */
export function hardNavigate(path: string): void {
  window.location.replace(path);
}
