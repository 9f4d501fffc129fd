import {
  base64UrlEncode,
  encodeAttestation,
  encodeScanCallback,
  parseQrUrl,
  type ScanCallback,
} from '@p2p/identity';
import { DevIssuer, WalletSimulator } from '@p2p/wallet-sim';
import request from 'supertest';
import { pollScanResult, qrCodeRequest, walletSuite } from '../support/trader-fixtures.js';

describe('wallet-auth/forged-callback', () => {
  const issuer = DevIssuer.dev();
  const DEVICE = 'device-forged-0001';

  /**
   * The event id of a QR code is printed in it, so anyone can call back for it. A callback that proves
   * nothing (wrong nonce, bad signature, another wallet's attestation or wallet) must not settle the event:
   * the page keeps waiting and the real wallet's scan still succeeds.
   */
  describe('identity wallet: forged QR callbacks change nothing', () => {
    const suite = walletSuite(issuer);

    async function qr(purpose: 'LOGIN' | 'REGISTER' | 'BIND', token?: string) {
      const res = await qrCodeRequest(suite.api.http, DEVICE, purpose, token).expect(200);
      return res.body.data as { qrCodeUrl: string; eventId: string };
    }

    const poll = (eventId: string, token?: string) => pollScanResult(suite.api.http, DEVICE, eventId, token);

    /** A callback as a wallet builds it, with the parts a forger can change. */
    async function callbackOf(
      qrUrl: string,
      wallet: WalletSimulator,
      opts: { nonce?: string; attestationOf?: WalletSimulator; corruptSignature?: boolean } = {},
    ): Promise<ScanCallback> {
      const code = parseQrUrl(qrUrl);
      const signed = await wallet.signIn({
        domain: code.domain,
        uri: new URL(code.callback).origin,
        chainId: code.chainId,
        nonce: opts.nonce ?? code.nonce,
        requestId: code.eventId,
      });
      const att = await (opts.attestationOf ?? wallet).attest(issuer, { chainId: code.chainId });
      let signature = signed.signature;
      if (opts.corruptSignature) {
        // Another valid-looking signature: r changed, so it recovers another address (or none).
        signature = `${signature.slice(0, 10)}${signature[10] === 'a' ? 'b' : 'a'}${signature.slice(11)}`;
      }
      return {
        eventId: code.eventId,
        address: wallet.address,
        message: base64UrlEncode(signed.message),
        signature,
        attestation: encodeAttestation(att.attestation),
        attestationSignature: att.signature,
      };
    }

    async function send(cb: ScanCallback) {
      const res = await request(suite.api.http).get(`/api/scan/callBack?${encodeScanCallback(cb)}`);
      expect(res.status).toBeLessThan(500);
      return res.body as { code: string; data: unknown };
    }

    async function expectWaiting(eventId: string, token?: string) {
      const res = await poll(eventId, token);
      expect(res.body).toMatchObject({ code: '1009', message: 'SCAN_NO_CALLBACK' });
      const row = await suite.api.prisma.qrScanEvent.findUniqueOrThrow({ where: { eventId } });
      expect(row.status).toBe('WAIT_CALLBACK');
    }

    it('keeps a login code waiting after a wrong nonce (801) or a bad signature (800); the wallet then logs in', async () => {
      const wallet = WalletSimulator.random();
      const reg = await wallet.authorize({ apiBase: suite.api.baseUrl, purpose: 'register', issuer });
      const userId = (reg.data as { userId: string }).userId;
      const { qrCodeUrl, eventId } = await qr('LOGIN');

      const attacker = WalletSimulator.random();
      const wrongNonce = await callbackOf(qrCodeUrl, attacker, { nonce: 'f'.repeat(32) });
      expect((await send(wrongNonce)).code).toBe('801');
      await expectWaiting(eventId);
      // The real wallet's own message and attestation, with a signature that is not its own.
      const badSignature = await callbackOf(qrCodeUrl, wallet, { corruptSignature: true });
      expect((await send(badSignature)).code).toBe('800');
      await expectWaiting(eventId);

      expect((await wallet.scan(qrCodeUrl, { issuer })).code).toBe('200');
      const res = await poll(eventId).expect(200);
      expect(res.body.data).toMatchObject({ status: 'SUCCESS', purpose: 'LOGIN' });
      expect(res.body.data.session.userId).toBe(userId);
    });

    it("keeps a bind code waiting after another wallet's attestation (802) or wallet (1036); the account's wallet then binds", async () => {
      const owner = WalletSimulator.random();
      const user = await suite.api.factories.newUser({ kycLevel: 'NONE', kycVerifiedAt: null });
      const session = await suite.api.sessions.issue(user.id, 'PASSWORD', {});
      const { qrCodeUrl, eventId } = await qr('BIND', session.token);

      // The code (nonce included) was seen by a stranger: the stranger's signature with the owner's attestation.
      const stranger = WalletSimulator.random();
      const borrowed = await callbackOf(qrCodeUrl, stranger, { attestationOf: owner });
      expect((await send(borrowed)).code).toBe('802');
      await expectWaiting(eventId, session.token);
      const wrongNonce = await callbackOf(qrCodeUrl, owner, { nonce: '0'.repeat(32) });
      expect((await send(wrongNonce)).code).toBe('801');
      await expectWaiting(eventId, session.token);

      expect((await owner.scan(qrCodeUrl, { issuer })).code).toBe('200');
      const res = await poll(eventId, session.token).expect(200);
      expect(res.body.data).toMatchObject({ status: 'SUCCESS', purpose: 'BIND' });
      const after = await suite.api.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
      expect(after).toMatchObject({ walletAddress: owner.address, kycLevel: 'ADVANCED' });

      // Binding again: only the bound wallet may answer; another wallet's full proof leaves the code waiting.
      const again = await qr('BIND', session.token);
      expect((await stranger.scan(again.qrCodeUrl, { issuer })).code).toBe('1036');
      await expectWaiting(again.eventId, session.token);
      expect((await owner.scan(again.qrCodeUrl, { issuer })).code).toBe('200');
      expect((await poll(again.eventId, session.token)).body.data).toMatchObject({ status: 'SUCCESS' });
    });

    it('keeps a register code waiting after an attestation below the required level (807)', async () => {
      const wallet = WalletSimulator.random();
      const { qrCodeUrl, eventId } = await qr('REGISTER');
      expect((await wallet.scan(qrCodeUrl, { issuer, level: 'BASIC' })).code).toBe('807');
      await expectWaiting(eventId);
      expect((await wallet.scan(qrCodeUrl, { issuer })).code).toBe('200');
      expect((await poll(eventId).expect(200)).body.data).toMatchObject({ status: 'SUCCESS' });
    });
  });
});
