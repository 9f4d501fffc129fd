// Answers of the ways in (password, QR code, wallet) and of the login key.

/** The session every way in answers: the JWT, its user and when it ends (ISO time). */
export interface IssuedSession {
  token: string;
  userId: string;
  expiresAt: string;
}

/** `GET /user/loginKey`: the key the login password is encrypted to (RSA-OAEP SHA-256). */
export interface LoginKey {
  algorithm: string;
  /** base64 DER SubjectPublicKeyInfo of the server's RSA key. */
  spki: string;
}
