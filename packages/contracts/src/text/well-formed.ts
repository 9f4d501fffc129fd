// Is a string safe to store and compare: well-formed UTF-16 (no lone surrogate) and no U+0000.
// Browser-safe (plain JavaScript, no Node APIs). The API refuses any request carrying such a string.

/** `String.prototype.isWellFormed` (ES2024: Node 20, current browsers); absent in older browsers. */
const nativeIsWellFormed = (String.prototype as { isWellFormed?: (this: string) => boolean }).isWellFormed;

/** True when `s` has no lone surrogate and no NUL character. */
export function isWellFormedText(s: string): boolean {
  if (nativeIsWellFormed) return !s.includes('\0') && nativeIsWellFormed.call(s);
  return scanWellFormed(s);
}

/** The same check by a scan of the code units (for browsers without `isWellFormed`). */
export function scanWellFormed(s: string): boolean {
  for (let i = 0; i < s.length; i += 1) {
    const c = s.charCodeAt(i);
    if (c === 0) return false;
    if (c >= 0xd800 && c <= 0xdfff) {
      // A high surrogate must be followed by a low one; a low one alone is never valid.
      if (c >= 0xdc00) return false;
      const next = s.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i += 1;
    }
  }
  return true;
}

/** `s` with every NUL and lone surrogate replaced by U+FFFD (to name a bad key in an answer). */
export function toWellFormedText(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i += 1) {
    const c = s.charCodeAt(i);
    const next = s.charCodeAt(i + 1);
    if (c >= 0xd800 && c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += s[i]! + s[i + 1]!;
      i += 1;
    } else if (c === 0 || (c >= 0xd800 && c <= 0xdfff)) {
      out += '\ufffd';
    } else {
      out += s[i]!;
    }
  }
  return out;
}

interface Visit {
  value: unknown;
  key: string | null;
  parent: Visit | null;
}

function pathOf(visit: Visit | null, tail: string[] = []): string[] {
  const keys: string[] = [];
  for (let v = visit; v !== null && v.key !== null; v = v.parent) keys.push(v.key);
  return [...keys.reverse(), ...tail];
}

/**
 * Where the first malformed string sits in a parsed value (a JSON body, a parsed query): the path of
 * keys and indexes down to it, `[]` for the value itself; `null` when every string and every key is well
 * formed. A malformed key ends the path, made well formed. Walks without recursion and without copying
 * paths, so a deeply nested body can neither overflow the stack nor cost more than linear time.
 */
export function findMalformedText(value: unknown): string[] | null {
  const stack: Visit[] = [{ value, key: null, parent: null }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const v = visit.value;
    if (typeof v === 'string') {
      if (!isWellFormedText(v)) return pathOf(visit);
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i -= 1) {
        const child: unknown = v[i];
        // Strings are checked here; only containers are pushed (fewer allocations on large bodies).
        if (typeof child === 'string') {
          if (!isWellFormedText(child)) return pathOf(visit, [String(i)]);
        } else if (typeof child === 'object' && child !== null) {
          stack.push({ value: child, key: String(i), parent: visit });
        }
      }
    } else if (typeof v === 'object' && v !== null) {
      const keys = Object.keys(v);
      for (let i = keys.length - 1; i >= 0; i -= 1) {
        const key = keys[i]!;
        if (!isWellFormedText(key)) return pathOf(visit, [toWellFormedText(key)]);
        const child = (v as Record<string, unknown>)[key];
        if (typeof child === 'string') {
          if (!isWellFormedText(child)) return pathOf(visit, [key]);
        } else if (typeof child === 'object' && child !== null) {
          stack.push({ value: child, key, parent: visit });
        }
      }
    }
  }
  return null;
}
