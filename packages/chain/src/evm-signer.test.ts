// The escrow's remote signer (issue 27) against real processes: the local Hardhat node as the chain, and
// ganache as the signer (Hardhat's node does not serve eth_signTransaction; ganache serves it for the
// accounts it holds, as web3signer and geth do), holding the escrow key. The signers that misbehave are
// small JSON-RPC servers in front of that real signer, changing what it answers.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Contract, Transaction, Wallet } from 'ethers';
import ganache from 'ganache';
import { deployDevContracts, devProvider, loadArtifacts, startDevChain } from '@p2p/devchain';
import type { DevChain, DevDeployment } from '@p2p/devchain';
import { EvmChainAdapter } from './evm.js';
import { LocalKeySigner, RemoteJsonRpcSigner, SignerError, verifySigned } from './evm-signer.js';

type Rpc = { id: number; method: string; params: unknown[] };
type Rewrite = (req: Rpc, answer: { result?: unknown; error?: unknown }) => Promise<unknown> | unknown;

/** A JSON-RPC server on loopback passing each call to `target`, its answer's result through `rewrite`. */
async function proxySigner(
  target: string,
  rewrite: Rewrite,
  seen: Array<{ auth: string | undefined; method: string }> = [],
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      void (async () => {
        const call = JSON.parse(body) as Rpc;
        seen.push({ auth: req.headers.authorization, method: call.method });
        const upstream = await fetch(target, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        const answer = (await upstream.json()) as { result?: unknown; error?: unknown };
        const result = await rewrite(call, answer);
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ jsonrpc: '2.0', id: call.id, result }));
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('the escrow signer (issue 27: the key out of the app)', () => {
  let chain: DevChain;
  let d: DevDeployment;
  let signerServer: ReturnType<typeof ganache.server>;
  let signerUrl: string;
  const closers: Array<() => Promise<void> | void> = [];
  const other = Wallet.createRandom();

  beforeAll(async () => {
    chain = await startDevChain({ port: 0 });
    d = await deployDevContracts(chain.url, { demoWallets: 1 });
    // The signer holds the escrow key and another one; its own chain is never used (it only signs).
    // ganache's option types do not resolve here (its flavor packages are not hoisted): `as never`.
    signerServer = ganache.server({
      logging: { quiet: true },
      chain: { chainId: d.chainId },
      wallet: {
        accounts: [
          { secretKey: d.escrow.privateKey, balance: '0x0' },
          { secretKey: other.privateKey, balance: '0x0' },
        ],
      },
    } as never);
    await new Promise<void>((resolve, reject) =>
      signerServer.listen(0, '127.0.0.1', (err) => (err ? reject(err) : resolve())),
    );
    signerUrl = `http://127.0.0.1:${(signerServer.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
    await signerServer?.close();
    await chain?.stop();
  });

  const payoutTo = (to: string, nonce: bigint) => ({
    to,
    amount: 5n * 10n ** 18n,
    nonce,
    token: { address: d.tokens.MEC.address, standard: 'FUNGIBLE' as const },
  });
  const escrowAddress = () => new Wallet(d.escrow.privateKey).address;
  const remote = (url: string, token?: string) => {
    const signer = new RemoteJsonRpcSigner({ url, address: escrowAddress(), ...(token ? { token } : {}) });
    closers.push(() => signer.destroy());
    return signer;
  };
  const adapterWith = (signer: RemoteJsonRpcSigner) => {
    const adapter = new EvmChainAdapter({ rpcUrl: chain.url, chainId: d.chainId, signer });
    closers.push(() => adapter.destroy());
    return adapter;
  };
  /** An EIP-1559 call like a payout's, for the signers themselves. */
  const call = (nonce = 0) =>
    Transaction.from({
      type: 2,
      chainId: BigInt(d.chainId),
      nonce,
      to: d.tokens.MEC.address,
      data: '0xa9059cbb' + '00'.repeat(64),
      value: 0n,
      gasLimit: 60_000n,
      maxFeePerGas: 3_000_000_000n,
      maxPriorityFeePerGas: 1_000_000_000n,
    });

  it('pays out of escrow with the key in the signer: the adapter holds only the address, and the coin moves on chain', async () => {
    const provider = devProvider(chain.url);
    const mec = (key?: string) =>
      new Contract(
        d.tokens.MEC.address,
        loadArtifacts().MecToken.abi as never,
        key ? new Wallet(key, provider) : provider,
      );
    // A seller's deposit: 10 MEC into escrow.
    await (
      await mec(d.demoWallets[0]!.privateKey).getFunction('transfer')(escrowAddress(), 10n ** 19n)
    ).wait();
    const signer = remote(signerUrl);
    expect(await signer.accounts()).toContain(escrowAddress());
    const adapter = adapterWith(signer);
    expect(adapter.escrowAddress).toBe(escrowAddress());
    const buyer = Wallet.createRandom().address;
    const signed = await adapter.signTransfer(payoutTo(buyer, await adapter.nextNonce()));
    await adapter.broadcast(signed.raw);
    const receipt = await adapter.receipt(signed.txHash);
    expect(receipt.status).toBe('SUCCESS');
    expect(await mec().getFunction('balanceOf')(buyer)).toBe(5n * 10n ** 18n);
    provider.destroy();
  });

  it('gets from the remote signer the very transaction the local key signs (the same bytes)', async () => {
    const tx = call(7);
    const local = await new LocalKeySigner(d.escrow.privateKey).sign(tx);
    expect(await remote(signerUrl).sign(tx)).toBe(local);
  });

  it('reads a signer that answers {raw, tx} (geth, clef) as well as one that answers the raw hex (web3signer)', async () => {
    const proxy = await proxySigner(signerUrl, (_req, a) => ({ raw: a.result, tx: {} }));
    closers.push(proxy.close);
    const raw = await remote(proxy.url).sign(call(1));
    expect(Transaction.from(raw).from).toBe(escrowAddress());
  });

  it('sends the bearer token to a signer behind a proxy that asks for one, and never the key', async () => {
    const seen: Array<{ auth: string | undefined; method: string }> = [];
    const proxy = await proxySigner(signerUrl, (_req, a) => a.result, seen);
    closers.push(proxy.close);
    await remote(proxy.url, 'a-bearer-token-of-the-signer-proxy').sign(call(2));
    expect(seen).toEqual([
      { auth: 'Bearer a-bearer-token-of-the-signer-proxy', method: 'eth_signTransaction' },
    ]);
  });

  it('refuses a transaction the signer changed (another recipient): a compromised signer cannot redirect a payout', async () => {
    const proxy = await proxySigner(signerUrl, async (req) => {
      const [asked] = req.params as Array<Record<string, unknown>>;
      const changed = { ...asked, to: Wallet.createRandom().address };
      const again = await fetch(signerUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: req.method, params: [changed] }),
      });
      return ((await again.json()) as { result: unknown }).result;
    });
    closers.push(proxy.close);
    await expect(remote(proxy.url).sign(call(3))).rejects.toThrow(
      new SignerError('the signer changed the transaction: to'),
    );
  });

  it('refuses a transaction signed by another key', async () => {
    const tx = call(4);
    const proxy = await proxySigner(signerUrl, () => new Wallet(other.privateKey).signTransaction(tx));
    closers.push(proxy.close);
    await expect(remote(proxy.url).sign(tx)).rejects.toThrow(
      new SignerError('the signed transaction is not from the escrow address'),
    );
  });

  it('refuses an answer that is no transaction', async () => {
    for (const answer of [null, 42, '0xzz', { tx: {} }, '0x1234']) {
      const proxy = await proxySigner(signerUrl, () => answer);
      closers.push(proxy.close);
      await expect(remote(proxy.url).sign(call(5))).rejects.toBeInstanceOf(SignerError);
    }
  });

  it('answers a SignerError when the signer is unreachable or answers an error (an account it does not hold)', async () => {
    const closed = await proxySigner(signerUrl, (_req, a) => a.result);
    await closed.close();
    await expect(remote(closed.url).sign(call(8))).rejects.toThrow(/^the signer did not sign/);
    const stranger = new RemoteJsonRpcSigner({ url: signerUrl, address: Wallet.createRandom().address });
    closers.push(() => stranger.destroy());
    await expect(stranger.sign(call(8))).rejects.toBeInstanceOf(SignerError);
  });

  it('names each field a signer changed (nonce, fees, gas, chain)', async () => {
    const asked = call(6);
    const changed = Transaction.from({ ...asked.toJSON(), nonce: 9, gasLimit: 90_000n, chainId: 1n });
    const raw = await new Wallet(d.escrow.privateKey).signTransaction(changed);
    expect(() => verifySigned(asked, raw, escrowAddress())).toThrow(
      'the signer changed the transaction: chainId, nonce, gasLimit',
    );
  });

  it('takes a signer or a key, never both or neither', () => {
    const signer = new LocalKeySigner(d.escrow.privateKey);
    expect(
      () =>
        new EvmChainAdapter({
          rpcUrl: chain.url,
          chainId: d.chainId,
          signer,
          escrowPrivateKey: d.escrow.privateKey,
        }),
    ).toThrow(TypeError);
    expect(() => new EvmChainAdapter({ rpcUrl: chain.url, chainId: d.chainId })).toThrow(TypeError);
  });
});
