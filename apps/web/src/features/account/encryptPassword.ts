// The login password never travels in clear: it is encrypted with WebCrypto to the server's RSA key
// (`GET /user/loginKey`: RSA-OAEP with SHA-256, the key as base64 DER SPKI), and sent as base64.

function base64ToBytes(b64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(b64.replace(/\s+/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** The WebCrypto of the page (a secure context: https or localhost). */
export function subtleCrypto(): SubtleCrypto {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error('WebCrypto is not available (the page needs https)');
  return subtle;
}

/** Encrypts `password` to the SPKI public key; answers the base64 ciphertext. */
export async function encryptPassword(
  password: string,
  spkiBase64: string,
  subtle: SubtleCrypto = subtleCrypto(),
): Promise<string> {
  const key = await subtle.importKey(
    'spki',
    base64ToBytes(spkiBase64),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const cipher = await subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(password));
  return bytesToBase64(new Uint8Array(cipher));
}
