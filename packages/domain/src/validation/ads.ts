/** Ad notes (spec §5): at most 100 characters, no contact details or links. */

export const AD_NOTES_MAX = 100;

/** What kind of contact detail or link a text contains. */
export type ContactKind = 'URL' | 'EMAIL' | 'PHONE' | 'HANDLE' | 'MESSENGER';

const TLDS =
  'com|net|org|io|me|cn|co|cc|xyz|top|info|biz|app|vip|link|ly|gg|tk|ru|uk|kr|kp|vn|th|tr|tw|hk|jp|in|us|to|sh|es|pt|site|online|shop|club|live|pro|ai|dev|so';

/** In order: the first that matches names the kind. */
const PATTERNS: readonly [ContactKind, RegExp][] = [
  ['URL', /\b(?:https?|ftp):\/\/|\bwww\./i],
  ['EMAIL', /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+/i],
  ['URL', new RegExp(`\\b[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\\.(?:${TLDS})\\b`, 'i')],
  ['HANDLE', /(?:^|[^a-z0-9._%+-])@[a-z0-9_.]{2,}/i],
  // An international number, or 9+ digits possibly grouped by spaces, dashes or parentheses
  // (not dots or commas, so that amounts like 1.000.000 or 1,000,000 pass).
  ['PHONE', /\+\s?\d(?:[\s()-]{0,2}\d){6,}/],
  ['PHONE', /(?<!\d)\d(?:[\s()-]{0,2}\d){8,}(?!\d)/],
  [
    'MESSENGER',
    /\b(?:we\s?chat|weixin|telegram|whats\s?app|skype|discord|viber|zalo|kakao(?:\s?talk)?|line\s?id|facebook|instagram|messenger|qq|wx|vx|tg)\b/i,
  ],
  [
    'MESSENGER',
    /微信|威信|薇信|电报|電報|飞机|飛機|扣扣|加我|联系方式|聯繫方式|聯絡方式|手机号|手機號|电话|電話|카톡|카카오|텔레그램|위챗|왓츠앱|ไลน์|sđt|liên hệ/i,
  ],
];

/** The first kind of contact detail or link found in the text, or null. Full-width characters are folded first. */
export function findContactOrLink(text: string): ContactKind | null {
  const folded = text.normalize('NFKC');
  for (const [kind, pattern] of PATTERNS) if (pattern.test(folded)) return kind;
  return null;
}

/** URLs, domains, emails, phone numbers, @handles and messenger names (wechat, telegram, whatsapp...). */
export function containsContactOrLink(text: string): boolean {
  return findContactOrLink(text) !== null;
}

/** Ad notes: optional, at most 100 characters, with no contact details or links. */
export function isValidAdNotes(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  return (
    typeof value === 'string' && Array.from(value).length <= AD_NOTES_MAX && !containsContactOrLink(value)
  );
}
