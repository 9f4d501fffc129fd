import { execFile } from 'node:child_process';
import path from 'node:path';
import { encodeAttestation } from '@p2p/identity';
import { DevIssuer, WalletSimulator } from '@p2p/wallet-sim';
import request from 'supertest';
import { pollScanResult, qrCodeRequest, walletSuite } from '../support/trader-fixtures.js';

describe('wallet-auth/wallet-auth', () => {
  const issuer = DevIssuer.dev();
  const CLI = path.join(import.meta.dirname, '../../../../packages/wallet-sim/bin/p2p-wallet.mjs');

  /** Runs the p2p-wallet CLI (the built wallet-sim package) as a user would; asynchronous (the API is here). */
  function runCli(args: string[], key: string): Promise<{ code: number; stdout: string; stderr: string }> {
    return new Promise((resolve) => {
      execFile(
        process.execPath,
        [CLI, ...args],
        { env: { ...process.env, WALLET_KEY: key } },
        (err, stdout, stderr) => {
          resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, stdout, stderr });
        },
      );
    });
  }
  const DEVICE = 'device-0123456789';

  describe('identity wallet: QR scan and wallet authorization', () => {
    const suite = walletSuite(issuer);

    async function qr(purpose: 'LOGIN' | 'REGISTER' | 'BIND', token?: string) {
      const res = await qrCodeRequest(suite.api.http, DEVICE, purpose, token);
      return res.body as { code: string; data: { qrCodeUrl: string; eventId: string } };
    }

    const poll = (eventId: string, token?: string) => pollScanResult(suite.api.http, DEVICE, eventId, token);

    /** A sign-in message for a fresh nonce of `wallet`, signed by it; with the chain of the nonce. */
    async function signedIn(wallet: WalletSimulator) {
      const nonce = await request(suite.api.http)
        .get('/api/user/authorizeNonce')
        .query({ address: wallet.address });
      const { nonce: n, domain, chainId, uri } = nonce.body.data;
      return { signed: await wallet.signIn({ domain, uri, chainId, nonce: n }), chainId: chainId as number };
    }

    async function registerByQr(wallet: WalletSimulator) {
      const { data } = await qr('REGISTER');
      const scanned = await wallet.scan(data.qrCodeUrl, { issuer });
      expect(scanned.code).toBe('200');
      const res = await poll(data.eventId).expect(200);
      return res.body.data.session as { token: string; userId: string };
    }

    it('answers 1009 SCAN_NO_CALLBACK until the wallet called back', async () => {
      const { data } = await qr('LOGIN');
      expect(data.qrCodeUrl).toMatch(/^p2pwallet:\/\/auth\?/);
      const res = await poll(data.eventId).expect(409);
      expect(res.body).toMatchObject({ code: '1009', message: 'SCAN_NO_CALLBACK' });
    });

    it('registers by QR scan with advanced KYC and answers the session once', async () => {
      const wallet = WalletSimulator.random();
      const { data } = await qr('REGISTER');
      expect((await wallet.scan(data.qrCodeUrl, { issuer })).code).toBe('200');
      const first = await poll(data.eventId).expect(200);
      expect(first.body.data.status).toBe('SUCCESS');
      const { token, userId } = first.body.data.session;
      const me = await request(suite.api.http)
        .get(`/api/user/info/${userId}`)
        .set('Authorization', `Bearer ${token}`);
      expect(me.body.data).toMatchObject({ walletAddress: wallet.address, kycLevel: 'ADVANCED' });
      const again = await poll(data.eventId);
      expect(again.body.code).not.toBe('200');
    });

    it('gives the outcome and the session only to the page that asked for the code (1010 to others)', async () => {
      const wallet = WalletSimulator.random();
      await registerByQr(wallet);
      const { data } = await qr('LOGIN');
      expect((await wallet.scan(data.qrCodeUrl, { issuer })).code).toBe('200');
      // Someone who photographed the code knows the event id, but not the page's device id.
      const stranger = request(suite.api.http).get(`/api/scan/result/${data.eventId}`);
      expect((await stranger).body.code).toBe('1010');
      const other = await request(suite.api.http)
        .get(`/api/scan/result/${data.eventId}`)
        .set('x-device-id', 'another-device-0001');
      expect(other.body.code).toBe('1010');
      const mine = await poll(data.eventId).expect(200);
      expect(mine.body.data.session.token).toEqual(expect.any(String));
    });

    it('logs a registered wallet in by QR', async () => {
      const wallet = WalletSimulator.random();
      const registered = await registerByQr(wallet);
      const { data } = await qr('LOGIN');
      expect((await wallet.scan(data.qrCodeUrl, { issuer })).code).toBe('200');
      const res = await poll(data.eventId).expect(200);
      expect(res.body.data.session.userId).toBe(registered.userId);
    });

    it('answers 806 to an unregistered wallet, and the page sees the failure', async () => {
      const wallet = WalletSimulator.random();
      const { data } = await qr('LOGIN');
      const scanned = await wallet.scan(data.qrCodeUrl, { issuer });
      expect(scanned.code).toBe('806');
      const res = await poll(data.eventId).expect(200);
      expect(res.body.data).toMatchObject({ status: 'FAILURE', code: '806' });
    });

    it('answers 804 for an expired QR code', async () => {
      const { data } = await qr('LOGIN');
      await suite.api.prisma.qrScanEvent.update({
        where: { eventId: data.eventId },
        data: { expiresAt: new Date(Date.now() - 1000) },
      });
      expect((await poll(data.eventId)).body.code).toBe('804');
      const scanned = await WalletSimulator.random().scan(data.qrCodeUrl, { issuer });
      expect(scanned.code).toBe('804');
    });

    it('shows the wallet user declining at once (805); the code then takes no proof', async () => {
      const wallet = WalletSimulator.random();
      await registerByQr(wallet);
      const { data } = await qr('LOGIN');
      expect((await wallet.refuse(data.qrCodeUrl)).code).toBe('200');
      const res = await poll(data.eventId).expect(200);
      expect(res.body.data).toEqual({ status: 'FAILURE', purpose: 'LOGIN', code: '805' });
      expect((await wallet.scan(data.qrCodeUrl, { issuer })).code).toBe('1010');
      expect((await poll(data.eventId)).body.data.code).toBe('805');
    });

    it('shows a wallet without completed identity verification (803)', async () => {
      const { data } = await qr('REGISTER');
      expect((await WalletSimulator.random().refuse(data.qrCodeUrl, 'KYC_INCOMPLETE')).code).toBe('200');
      expect((await poll(data.eventId)).body.data).toMatchObject({ status: 'FAILURE', code: '803' });
    });

    it('ignores a refusal without the QR code nonce (801) or after expiry (804): the code keeps waiting', async () => {
      const { data } = await qr('LOGIN');
      const forged = await request(suite.api.http)
        .get('/api/scan/callBack')
        .query({ eventId: data.eventId, nonce: 'abcdef0123456789', reason: 'REJECTED' });
      expect(forged.body.code).toBe('801');
      expect((await poll(data.eventId)).body.code).toBe('1009');
      const malformed = await request(suite.api.http)
        .get('/api/scan/callBack')
        .query({ eventId: data.eventId, nonce: 'abcdef0123456789', reason: 'MAYBE' });
      expect(malformed.status).toBeLessThan(500);
      expect(malformed.body.code).toBe('801');
      await suite.api.prisma.qrScanEvent.update({
        where: { eventId: data.eventId },
        data: { expiresAt: new Date(Date.now() - 1000) },
      });
      expect((await WalletSimulator.random().refuse(data.qrCodeUrl)).code).toBe('804');
    });

    it('refuses a wallet without advanced verification (807)', async () => {
      const { data } = await qr('REGISTER');
      const scanned = await WalletSimulator.random().scan(data.qrCodeUrl, { issuer, level: 'BASIC' });
      expect(scanned.code).toBe('807');
    });

    it('refuses an attestation from an untrusted issuer (802)', async () => {
      const { data } = await qr('REGISTER');
      const rogue = DevIssuer.fromPrivateKey(WalletSimulator.random().privateKey);
      const scanned = await WalletSimulator.random().scan(data.qrCodeUrl, { issuer: rogue });
      expect(scanned.code).toBe('802');
    });

    it('refuses a second wallet registration of the same address (1016)', async () => {
      const wallet = WalletSimulator.random();
      await registerByQr(wallet);
      const { data } = await qr('REGISTER');
      expect((await wallet.scan(data.qrCodeUrl, { issuer })).code).toBe('1016');
    });

    it('refuses a malformed callback with a catalogue code and changes nothing', async () => {
      const res = await request(suite.api.http).get('/api/scan/callBack').query({ eventId: 'x', evil: '1' });
      expect(res.status).toBeLessThan(500);
      expect(res.body.code).toBe('801');
    });

    it('binds a wallet to a signed-in account by QR; binding needs a session (401)', async () => {
      const anonymous = await request(suite.api.http)
        .get(`/api/scan/genQrCodeUrl/${DEVICE}`)
        .query({ purpose: 'BIND' });
      expect(anonymous.body.code).toBe('401');
      const user = await suite.api.factories.newUser({ kycLevel: 'NONE', kycVerifiedAt: null });
      const session = await suite.api.sessions.issue(user.id, 'PASSWORD', {});
      const { data } = await qr('BIND', session.token);
      const wallet = WalletSimulator.random();
      expect((await wallet.scan(data.qrCodeUrl, { issuer })).code).toBe('200');
      const res = await poll(data.eventId, session.token).expect(200);
      expect(res.body.data.status).toBe('SUCCESS');
      const after = await suite.api.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
      expect(after).toMatchObject({ walletAddress: wallet.address, kycLevel: 'ADVANCED' });
    });

    it('refuses to bind a wallet that already has an account of its own (1014); nothing changes', async () => {
      const wallet = WalletSimulator.random();
      await registerByQr(wallet);
      const user = await suite.api.factories.newUser({ kycLevel: 'NONE', kycVerifiedAt: null });
      const session = await suite.api.sessions.issue(user.id, 'PASSWORD', {});
      const { data } = await qr('BIND', session.token);
      expect((await wallet.scan(data.qrCodeUrl, { issuer })).code).toBe('1014');
      const res = await poll(data.eventId, session.token).expect(200);
      expect(res.body.data).toMatchObject({ status: 'FAILURE', code: '1014' });
      const after = await suite.api.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
      expect(after).toMatchObject({ walletAddress: null, kycLevel: 'NONE' });
    });

    it('registers and logs in by wallet authorization; a nonce is used once (801)', async () => {
      const wallet = WalletSimulator.random();
      const reg = await wallet.authorize({ apiBase: suite.api.baseUrl, purpose: 'register', issuer });
      expect(reg.code).toBe('200');
      const login = await wallet.authorize({ apiBase: suite.api.baseUrl, purpose: 'login', issuer });
      expect(login.code).toBe('200');
      expect((login.data as { userId: string }).userId).toBe((reg.data as { userId: string }).userId);

      const { signed, chainId } = await signedIn(wallet);
      const att = await wallet.attest(issuer, { chainId });
      const body = {
        ...signed,
        attestation: encodeAttestation(att.attestation),
        attestationSignature: att.signature,
      };
      await request(suite.api.http).post('/api/user/authorizeLogin').send(body).expect(200);
      const replay = await request(suite.api.http).post('/api/user/authorizeLogin').send(body);
      expect(replay.body.code).toBe('801');
    });

    it("does not let wallet authorization spend a nonce read off someone's QR code (801)", async () => {
      const victim = WalletSimulator.random();
      await registerByQr(victim);
      const { data } = await qr('LOGIN');
      const nonce = new URL(data.qrCodeUrl).searchParams.get('nonce') ?? '';
      const attacker = WalletSimulator.random();
      await attacker.authorize({ apiBase: suite.api.baseUrl, purpose: 'register', issuer });
      const target = await request(suite.api.http)
        .get('/api/user/authorizeNonce')
        .query({ address: attacker.address });
      const { domain, chainId, uri } = target.body.data;
      const signed = await attacker.signIn({ domain, uri, chainId, nonce });
      const att = await attacker.attest(issuer, { chainId });
      const stolen = await request(suite.api.http)
        .post('/api/user/authorizeLogin')
        .send({
          ...signed,
          attestation: encodeAttestation(att.attestation),
          attestationSignature: att.signature,
        });
      expect(stolen.body.code).toBe('801');
      expect((await victim.scan(data.qrCodeUrl, { issuer })).code).toBe('200');
    });

    it('answers an expired KYC attestation with 803 (renew it in the wallet)', async () => {
      const wallet = WalletSimulator.random();
      const { signed, chainId } = await signedIn(wallet);
      const twoYearsAgo = new Date(Date.now() - 2 * 365 * 24 * 3600 * 1000);
      const att = await issuer.attest(
        { address: wallet.address, identity: wallet.identity },
        { chainId, now: twoYearsAgo, ttlSeconds: 365 * 24 * 3600 },
      );
      const res = await request(suite.api.http)
        .post('/api/user/authorizeRegister')
        .send({
          ...signed,
          attestation: encodeAttestation(att.attestation),
          attestationSignature: att.signature,
        });
      expect(res.body.code).toBe('803');
    });

    it('registers by wallet authorization without an email: an unverified email in the body is refused (400), the p2p-wallet CLI registers', async () => {
      const wallet = WalletSimulator.random();
      const { signed, chainId } = await signedIn(wallet);
      const att = await wallet.attest(issuer, { chainId, level: 'ADVANCED' });
      const proof = {
        ...signed,
        attestation: encodeAttestation(att.attestation),
        attestationSignature: att.signature,
      };
      const withEmail = await request(suite.api.http)
        .post('/api/user/authorizeRegister')
        .send({ ...proof, email: 'someone-else@example.test' });
      expect(withEmail.body.code).toBe('400');
      expect(await suite.api.prisma.user.count({ where: { email: 'someone-else@example.test' } })).toBe(0);

      const cli = await runCli(
        ['authorize', '--api', suite.api.baseUrl, '--purpose', 'register'],
        wallet.privateKey,
      );
      expect(cli.code).toBe(0);
      const account = await suite.api.prisma.user.findFirst({ where: { walletAddress: wallet.address } });
      expect(account?.email ?? null).toBeNull();
    });

    it('refuses wallet login of a trader banned from login (RISK5001)', async () => {
      const wallet = WalletSimulator.random();
      const reg = await wallet.authorize({ apiBase: suite.api.baseUrl, purpose: 'register', issuer });
      await suite.api.prisma.userBan.create({
        data: { userId: BigInt((reg.data as { userId: string }).userId), kind: 'LOGIN' },
      });
      const login = await wallet.authorize({ apiBase: suite.api.baseUrl, purpose: 'login', issuer });
      expect(login.code).toBe('RISK5001');
    });
  });
});
