// An audit row's `data` (JSON text) as the console shows it: the fields of the row before and after, each
// marked changed or not, and whatever else the row recorded (details).

export interface DiffLine {
  field: string;
  before: string;
  after: string;
  changed: boolean;
}

export interface AuditDetails {
  /** Null when the row recorded no before/after (a sign-in, say). */
  lines: DiffLine[] | null;
  /** The rest of `data`, pretty JSON, or null. */
  details: string | null;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isObject = (v: Json | undefined): v is { [key: string]: Json } =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A value as one short line: `—` for absent or null, strings as they are, the rest as JSON. */
export function show(value: Json | undefined): string {
  if (value === undefined || value === null) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function parse(text: string | null): Json {
  if (text === null) return null;
  try {
    return JSON.parse(text) as Json;
  } catch {
    return text;
  }
}

/** The field-by-field comparison of `before` and `after` (a whole-value line when either is not an object). */
export function diffLines(before: Json | undefined, after: Json | undefined): DiffLine[] {
  if (!isObject(before) && !isObject(after)) {
    const b = show(before);
    const a = show(after);
    return [{ field: '', before: b, after: a, changed: b !== a }];
  }
  const from = isObject(before) ? before : {};
  const to = isObject(after) ? after : {};
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])].sort();
  return fields.map((field) => {
    const b = isObject(before) ? show(from[field]) : '—';
    const a = isObject(after) ? show(to[field]) : '—';
    return { field, before: b, after: a, changed: b !== a };
  });
}

export function auditDetails(data: string | null): AuditDetails {
  const value = parse(data);
  if (!isObject(value))
    return { lines: null, details: value === null ? null : JSON.stringify(value, null, 2) };
  const hasDiff = 'before' in value || 'after' in value;
  const { before, after, ...rest } = value;
  const lines = hasDiff ? diffLines(before, after) : null;
  const details = Object.keys(rest).length > 0 ? JSON.stringify(rest, null, 2) : null;
  return { lines, details };
}
