// TOTP codes for the staff sign-in in the browser tests (RFC 6238: HMAC-SHA1, 30 s steps, 6 digits) with
// node:crypto, since the tests cannot import the apps. Each account's last used step is remembered: the API
// accepts a step once, so a later sign-in uses the next step (waiting for it when both near ones are used).
import { createHmac } from 'node:crypto';

const PERIOD = 30;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const lastSteps = new Map<string, number>();

function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text.replace(/[=\s]/g, '').toUpperCase()) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error(`not Base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The 6-digit code of `secret` (Base32) for time step `step`. */
export function totpAt(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
}

/** A code of a step `account` has not used yet: the current step, or the next one (±1 is accepted). */
export async function nextTotp(account: string, secret: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000 / PERIOD);
  let step = Math.max(now, (lastSteps.get(account) ?? now - 1) + 1);
  if (step > now + 1) {
    // until the next TOTP step: a code of a used step is refused
    await new Promise((resolve) => setTimeout(resolve, (now + 1) * PERIOD * 1000 - Date.now() + 100));
    step = Math.floor(Date.now() / 1000 / PERIOD);
  }
  lastSteps.set(account, step);
  return totpAt(secret, step);
}
