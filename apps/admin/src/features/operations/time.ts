// The maintenance form's times: `<input type="datetime-local">` values (local wall time, minutes) to and
// from the API's ISO 8601 instants.

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local value in the browser's time zone (`2026-12-01T09:30`). */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (local wall time) as an ISO instant, or null when it is not a time. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** The browser's time zone name (`Europe/Madrid`), or its UTC offset when the name is unknown. */
export function localZone(): string {
  const name = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (name) return name;
  const offset = -new Date().getTimezoneOffset();
  return `UTC${offset >= 0 ? '+' : '-'}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}

/** A readable local date and time of an instant, in the console's language. */
export function formatInstant(iso: string, locale: string): string {
  return new Date(iso).toLocaleString(locale.replace('_', '-'), { dateStyle: 'medium', timeStyle: 'short' });
}
