// What one trader may upload (issue 22: abuse limits): a rate per minute and per hour, and a storage
// quota over every upload they keep. An upload no module attached (a chat image sent, a payment QR saved,
// appeal evidence filed) is purged UNATTACHED_UPLOAD_KEPT_MS after it was uploaded, with its bytes.

export const UPLOADS_PER_MINUTE = 10;
export const UPLOADS_PER_HOUR = 60;
/** The bytes one trader's uploads (as stored, re-encoded) may take together: 50 MB. */
export const UPLOAD_QUOTA_BYTES = 50 * 1024 * 1024;
export const UNATTACHED_UPLOAD_KEPT_MS = 24 * 3600 * 1000;
