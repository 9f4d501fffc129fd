import { constants, createPrivateKey, createPublicKey, type KeyObject, privateDecrypt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { AppException } from '../../core/common/app-exception.js';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';

/** Passwords are at most 32 characters; anything decrypting to more is refused. */
const MAX_PLAINTEXT_BYTES = 256;

/**
 * The login password travels encrypted to the server's RSA key (RSA-OAEP with SHA-256), which the web
 * app imports with WebCrypto from `GET /user/loginKey`.
 */
@Injectable()
export class LoginKeyService {
  private readonly privateKey: KeyObject;
  readonly publicKeySpki: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.privateKey = createPrivateKey(config.auth.loginRsaPrivateKey);
    this.publicKeySpki = createPublicKey(this.privateKey)
      .export({ type: 'spki', format: 'der' })
      .toString('base64');
  }

  /** Decrypts a base64 ciphertext; anything unreadable answers 1035. */
  decrypt(ciphertextBase64: string): string {
    try {
      const plain = privateDecrypt(
        { key: this.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(ciphertextBase64, 'base64'),
      );
      if (plain.length === 0 || plain.length > MAX_PLAINTEXT_BYTES) throw new Error('length');
      return plain.toString('utf8');
    } catch {
      throw new AppException('PASSWORD_DECRYPT_FAILED');
    }
  }
}
