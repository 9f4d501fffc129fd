// Display helpers of the account screens that need nothing else (no i18n, no React): the page's entry
// (boot.ts) uses them to fill a prerendered page before the app's code is there (centerFirstPaint.ts).

/** `0x1234…abcd`: the start and the end of a long address. */
export function shortAddress(address: string, head = 6, tail = 4): string {
  return address.length <= head + tail + 1 ? address : `${address.slice(0, head)}…${address.slice(-tail)}`;
}

/** A completion rate given as a fraction ("0.9750") as a percentage ("97.5%"). */
export function percent(fraction: string | number | undefined): string {
  const text = String(fraction ?? '0');
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return '0%';
  // Fixed-point: no float arithmetic on the rate (truncated to one decimal, as the spec's amounts are).
  const digits = `${match[1]}${(match[2] ?? '').padEnd(4, '0')}`.replace(/^0+(?=\d)/, '');
  const scaled = digits.padStart(5, '0');
  const whole = String(Number(scaled.slice(0, -2)));
  const decimal = scaled.slice(-2, -1);
  return decimal === '0' ? `${whole}%` : `${whole}.${decimal}%`;
}
