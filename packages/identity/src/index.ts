export * from './errors.js';
export * from './sign-in-message.js';
export * from './kyc.js';
export * from './qr.js';
export * from './callback.js';
export * from './refusal.js';
export {
  base64UrlDecode,
  base64UrlEncode,
  checksumAddress,
  isChainId,
  isDomain,
  isNonce,
  isSignatureHex,
} from './encoding.js';
