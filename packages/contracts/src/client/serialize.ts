// GET parameters serialized with indices and dots (spec section 7): `a[0]=1&a[1]=2`, `o.b=1`,
// `a[0].b=1`. Values are URL-encoded, key brackets and dots stay literal. null and undefined are left
// out; dates become ISO strings. The API must parse the same form (qs with `allowDots: true`).

export type ParamValue =
  | string
  | number
  | boolean
  | bigint
  | Date
  | null
  | undefined
  | readonly ParamValue[]
  | { readonly [key: string]: ParamValue };

export type Params = { readonly [key: string]: ParamValue };

function encodeKeyPart(part: string): string {
  return encodeURIComponent(part);
}

function scalar(value: string | number | boolean | bigint | Date): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

function walk(prefix: string, value: ParamValue, out: string[]): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    value.forEach((item: ParamValue, i: number) => walk(`${prefix}[${i}]`, item, out));
    return;
  }
  if (typeof value === 'object' && !(value instanceof Date)) {
    for (const [key, item] of Object.entries(value as { [key: string]: ParamValue })) {
      walk(`${prefix}.${encodeKeyPart(key)}`, item, out);
    }
    return;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return;
  out.push(`${prefix}=${encodeURIComponent(scalar(value as string | number | boolean | bigint | Date))}`);
}

/** The query string (without `?`) of `params`; '' when nothing is set. */
export function serializeParams(params: Params | null | undefined): string {
  if (!params) return '';
  const out: string[] = [];
  for (const [key, value] of Object.entries(params)) walk(encodeKeyPart(key), value, out);
  return out.join('&');
}

/** `path` with `params` appended (`?` or `&` as needed). */
export function appendParams(path: string, params: Params | null | undefined): string {
  const qs = serializeParams(params);
  if (!qs) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${qs}`;
}
