/** Payment-method and upload rules of spec §5. */

/** At most 20 payment methods per user. */
export const PAYMENT_METHODS_MAX = 20;
/** Text fields (names, bank, branch, notes...) up to 100 characters. */
export const TEXT_FIELD_MAX = 100;

export function canAddPaymentMethod(existingCount: number): boolean {
  return existingCount < PAYMENT_METHODS_MAX;
}

export interface TextFieldRule {
  /** Maximum characters (code points); default TEXT_FIELD_MAX. */
  max?: number;
  /** Must not be blank (e.g. the bank name of a bank card). */
  required?: boolean;
}

/** Up to 100 characters of digits, letters and special characters; no control characters. */
export function isValidTextField(value: unknown, rule: TextFieldRule = {}): boolean {
  if (value === undefined || value === null || value === '') return !rule.required;
  if (typeof value !== 'string') return false;
  if (rule.required && value.trim() === '') return false;
  return Array.from(value).length <= (rule.max ?? TEXT_FIELD_MAX) && !/\p{Cc}/u.test(value);
}

/** An account or card number: digits or letters only (1 to 100). */
export function isAccountNumber(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9]+$/.test(value) && value.length <= TEXT_FIELD_MAX;
}

/** Image uploads: JPG, JPEG, PNG or BMP. */
export const IMAGE_TYPES = ['jpg', 'jpeg', 'png', 'bmp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/bmp', 'image/x-ms-bmp'] as const;
/** Images must be under 1 MB: the largest accepted size in bytes is 1 MiB - 1. */
export const IMAGE_MAX_BYTES = 1024 * 1024 - 1;

/** The lower-case extension of a file name, or '' when it has none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function isImageFileName(name: string): boolean {
  return (IMAGE_TYPES as readonly string[]).includes(fileExtension(name));
}

/** The image type from the first bytes of the file (magic numbers), or null when it is none of ours. */
export function detectImageType(bytes: Uint8Array): 'jpeg' | 'png' | 'bmp' | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0x42, 0x4d)) return 'bmp';
  return null;
}

export interface ImageCandidate {
  name: string;
  size: number;
  mimeType?: string;
  /** The file's first bytes, when available: checked against the magic numbers. */
  bytes?: Uint8Array;
}

/** Why an upload is not an acceptable image ('TYPE' or 'SIZE'), or null when it is. */
export function imageProblem(file: ImageCandidate): 'TYPE' | 'SIZE' | null {
  if (!isImageFileName(file.name)) return 'TYPE';
  if (
    file.mimeType !== undefined &&
    !(IMAGE_MIME_TYPES as readonly string[]).includes(file.mimeType.toLowerCase())
  ) {
    return 'TYPE';
  }
  if (file.bytes !== undefined && detectImageType(file.bytes) === null) return 'TYPE';
  if (!Number.isInteger(file.size) || file.size <= 0 || file.size > IMAGE_MAX_BYTES) return 'SIZE';
  return null;
}

export function isValidImage(file: ImageCandidate): boolean {
  return imageProblem(file) === null;
}
