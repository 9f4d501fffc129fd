// TronGrid is external and unreachable here (no TRON node runs on this box), so the adapter's reads are
// tested against TronGrid answers kept in ./fixtures (JSON in the exact shape TronGrid documents for each
// endpoint), served by a local node:http server on 127.0.0.1 started by this test. Everything else is real:
// the adapter's HTTP calls, tronweb's offline protobuf serialization, signing and signature recovery.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { utils } from 'tronweb';
import type { WatchedToken } from '../adapter.js';
import { TronBroadcastError, TronChainAdapter, TronUnsupportedError } from './adapter.js';
import { TronConfigError, type TronAdapterConfig } from './config.js';
import { parseSignedTx, tronTxExpiration, txIdOfRawData } from './tx.js';

// Test-only key: the development chain's well-known account #0 (never a real escrow key).
const ESCROW_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const ESCROW = 'TYBNgWfhGuNzdLtjKtxXTfskAhTbMcqbaG';
const SENDER_1 = 'TKFtw6SF7GDkWo3mhaBhzB8Vs32VtMyh8H';
const SENDER_2 = 'TKo4sfyw7N7isr5gGsgPVFHV5qqyr8iYVY';
const OTHER = 'TNWW4CA5pm4ynrwLxxho8CbACKpHFxYh8N';
const USDT: WatchedToken = { address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', standard: 'FUNGIBLE' };
const TX = {
  A: '9cea2d8e6c8dc01beb36e583981e2e1c8effb3219bafc31b1d182c0d131b8540',
  B: '82c14d7a10ee818b28b158e84e54efd249efa2321f5b6f75fdd8d85535f1bc44',
  C: 'a7686803347d90f8ff3d7b01b1e406656ee69095d4d1236f7c1204c853f3ed55',
  PAID: 'd96e6d4e796a1a631b0b416d45f405b3655f05e4737adcee1ef70b37a9ead038',
  REVERTED: 'fc1b7f3e9953762a2beb3854a0602ab6227abbfa128296003a0224f1e7c8863b',
  PENDING: '9a2ef80f6e1cf01a32861ec6ef448b1d4900f45540331a3496d32cdcf7abae96',
  UNKNOWN: '11'.repeat(32),
};
const API_KEY = 'test-api-key-0000';

function fixture<T = unknown>(name: string): T {
  return JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')) as T;
}

interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown> | null;
  apiKey: string | undefined;
}

/** Answers like TronGrid from the recorded fixtures; `broadcastMode` picks the broadcast answer. */
class FakeTronGrid {
  readonly seen: Seen[] = [];
  broadcastMode: 'ok' | 'dup' | 'sigerror' = 'ok';
  private server: Server = createServer((req, res) => void this.handle(req, res));
  private blocks = fixture<Record<string, unknown>>('getblockbynum.json');

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const text = Buffer.concat(chunks).toString('utf8');
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    const header = req.headers['tron-pro-api-key'];
    this.seen.push({
      method: req.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      body,
      apiKey: Array.isArray(header) ? header[0] : header,
    });
    const answer = this.answer(url, body);
    res.writeHead(answer === undefined ? 404 : 200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer ?? { Error: 'not found' }));
  }

  private answer(url: URL, body: Record<string, unknown> | null): unknown {
    const p = url.pathname;
    if (p === '/wallet/getnowblock') return fixture('getnowblock.json');
    if (p === '/walletsolidity/getnowblock') return fixture('walletsolidity-getnowblock.json');
    if (p === '/wallet/getblockbynum') return this.blocks[String(body?.num)] ?? {};
    if (p === `/v1/accounts/${ESCROW}/transactions/trc20`) {
      return fixture(url.searchParams.get('fingerprint') ? 'trc20-page2.json' : 'trc20-page1.json');
    }
    const events = /^\/v1\/transactions\/([0-9a-f]{64})\/events$/.exec(p);
    if (events) return fixture(`events-${events[1]}.json`);
    if (p === '/wallet/gettransactioninfobyid') {
      if (body?.value === TX.PAID) return fixture('txinfo-success.json');
      if (body?.value === TX.REVERTED) return fixture('txinfo-reverted.json');
      return {};
    }
    if (p === '/wallet/gettransactionbyid') {
      return body?.value === TX.PENDING ? fixture('gettransactionbyid-pending.json') : {};
    }
    if (p === '/wallet/broadcasttransaction') {
      const answer = fixture<Record<string, unknown>>(`broadcast-${this.broadcastMode}.json`);
      return { ...answer, txid: body?.txID };
    }
    if (p === '/wallet/triggerconstantcontract') return fixture('triggerconstantcontract-balance.json');
    return undefined;
  }
}

const grid = new FakeTronGrid();
let baseUrl = '';

function config(extra: Partial<TronAdapterConfig> = {}): TronAdapterConfig {
  return { baseUrl, apiKey: API_KEY, privateKey: ESCROW_KEY, tokens: [USDT], pageSize: 3, ...extra };
}

beforeAll(async () => {
  baseUrl = await grid.start();
});
afterAll(() => grid.stop());
beforeEach(() => {
  grid.seen.length = 0;
  grid.broadcastMode = 'ok';
});

describe('TronChainAdapter configuration', () => {
  it('derives the escrow address from the configured key', () => {
    const adapter = new TronChainAdapter(config());
    expect(adapter.chain).toBe('TRC20');
    expect(adapter.escrowAddress).toBe(ESCROW);
  });

  it.each<[string, Partial<TronAdapterConfig>]>([
    ['a base URL that is not http(s)', { baseUrl: 'ftp://127.0.0.1/' }],
    ['a base URL that is not a URL', { baseUrl: 'api.trongrid.io' }],
    ['an empty API key', { apiKey: ' ' }],
    ['a key that is not 64 hex digits', { privateKey: 'abc' }],
    ['the zero key', { privateKey: '0'.repeat(64) }],
    ['no watched token', { tokens: [] }],
    [
      'a token address that is not TRON',
      { tokens: [{ address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', standard: 'FUNGIBLE' }] },
    ],
    ['a TRON NFT (TRC-721 is not supported)', { tokens: [{ ...USDT, standard: 'NFT' }] }],
    ['a token listed twice', { tokens: [USDT, USDT] }],
    ['a zero fee limit', { feeLimitSun: 0n }],
    ['an expiration over 24 h', { expirationMs: 25 * 3600 * 1000 }],
  ])('refuses bad configuration: %s', (_name, extra) => {
    expect(() => new TronChainAdapter(config(extra))).toThrow(TronConfigError);
  });

  it('never puts the escrow key in an error, a JSON dump or an inspection', () => {
    const bare = ESCROW_KEY.slice(2);
    let message = '';
    try {
      new TronChainAdapter(config({ tokens: [] }));
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).not.toContain(bare);
    const adapter = new TronChainAdapter(config());
    expect(JSON.stringify(adapter)).not.toContain(bare);
    expect(Object.values(adapter).join(' ')).not.toContain(bare);
  });
});

describe('TronChainAdapter reads (recorded TronGrid answers on 127.0.0.1)', () => {
  it('reads the head block number and its blockID as 0x-hex, sending the API key header', async () => {
    const head = await new TronChainAdapter(config()).head();
    const raw = fixture<{ blockID: string }>('getnowblock.json');
    expect(head).toEqual({ number: 60000020n, hash: `0x${raw.blockID}` });
    expect(grid.seen[0]).toMatchObject({ method: 'POST', path: '/wallet/getnowblock', apiKey: API_KEY });
  });

  it('sends no API key header when none is configured', async () => {
    await new TronChainAdapter(config({ apiKey: undefined })).head();
    expect(grid.seen[0]?.apiKey).toBeUndefined();
  });

  it('reads a block hash by number, and null past the head', async () => {
    const adapter = new TronChainAdapter(config());
    const blocks = fixture<Record<string, { blockID: string }>>('getblockbynum.json');
    expect(await adapter.blockHash(60000007n)).toBe(`0x${blocks['60000007']?.blockID}`);
    expect(grid.seen[0]?.body).toEqual({ num: 60000007 });
    expect(await adapter.blockHash(60000021n)).toBeNull();
  });

  it("reads a block's hash and the time stamped on it, null past the head (issue 20: the watcher's cursor time)", async () => {
    const adapter = new TronChainAdapter(config());
    const blocks = fixture<Record<string, { blockID: string }>>('getblockbynum.json');
    expect(await adapter.blockAt(60000007n)).toEqual({
      hash: `0x${blocks['60000007']?.blockID}`,
      time: new Date(1763900021000),
    });
    expect(await adapter.blockAt(60000021n)).toBeNull();
  });

  it('reads TRC-20 transfers to the escrow: base58 addresses, bigint values, event_index as logIndex, the block time (issue 20)', async () => {
    const blocks =
      fixture<Record<string, { blockID: string; block_header: { raw_data: { timestamp: number } } }>>(
        'getblockbynum.json',
      );
    const logs = await new TronChainAdapter(config()).transfersTo(ESCROW, [USDT], 60000000n, 60000010n);
    expect(logs).toEqual([
      {
        txHash: `0x${TX.A}`,
        logIndex: 0,
        blockNumber: 60000003n,
        blockHash: `0x${blocks['60000003']?.blockID}`,
        tokenAddress: USDT.address,
        standard: 'FUNGIBLE',
        from: SENDER_1,
        to: ESCROW,
        value: 25000000n,
        tokenId: null,
        // The event's block_timestamp: the time stamped on block 60000003.
        blockTime: new Date(blocks['60000003']!.block_header.raw_data.timestamp),
      },
      expect.objectContaining({ txHash: `0x${TX.B}`, logIndex: 0, from: SENDER_2, value: 1000000n }),
      expect.objectContaining({ txHash: `0x${TX.B}`, logIndex: 3, from: SENDER_2, value: 2500000n }),
      expect.objectContaining({
        txHash: `0x${TX.C}`,
        blockNumber: 60000010n,
        blockHash: `0x${blocks['60000010']?.blockID}`,
        value: 123456789012345678901234567890n,
      }),
    ]);
    // tx B also moved USDT to another address and a token that is not watched: neither is reported.
    expect(logs.some((l) => l.to === OTHER || l.value === 9000000n)).toBe(false);
  });

  it('follows meta.fingerprint pagination with the same filters on every page', async () => {
    await new TronChainAdapter(config()).transfersTo(ESCROW, [USDT], 60000000n, 60000010n);
    const pages = grid.seen.filter((s) => s.path.endsWith('/transactions/trc20'));
    expect(pages).toHaveLength(2);
    const page1 = fixture<{ meta: { fingerprint: string } }>('trc20-page1.json');
    expect(pages[0]?.query.get('fingerprint')).toBeNull();
    expect(pages[1]?.query.get('fingerprint')).toBe(page1.meta.fingerprint);
    for (const page of pages) {
      expect(page.query.get('only_to')).toBe('true');
      expect(page.query.get('contract_address')).toBe(USDT.address);
      expect(page.query.get('limit')).toBe('3');
      expect(page.apiKey).toBe(API_KEY);
    }
  });

  it('respects the block range: the window is the blocks’ timestamps and block numbers outside are dropped', async () => {
    const blocks =
      fixture<Record<string, { block_header: { raw_data: { timestamp: number } } }>>('getblockbynum.json');
    const logs = await new TronChainAdapter(config()).transfersTo(ESCROW, [USDT], 60000000n, 60000010n);
    const page = grid.seen.find((s) => s.path.endsWith('/transactions/trc20'));
    expect(page?.query.get('min_timestamp')).toBe(
      String(blocks['60000000']?.block_header.raw_data.timestamp),
    );
    expect(page?.query.get('max_timestamp')).toBe(
      String(blocks['60000010']?.block_header.raw_data.timestamp),
    );
    // The recorded pages also hold transfers in blocks 59999999 and 60000011: outside [from, to].
    expect(logs.map((l) => l.blockNumber)).toEqual([60000003n, 60000007n, 60000007n, 60000010n]);
    const narrow = await new TronChainAdapter(config()).transfersTo(ESCROW, [USDT], 60000007n, 60000007n);
    expect(narrow.map((l) => [l.txHash, l.logIndex])).toEqual([
      [`0x${TX.B}`, 0],
      [`0x${TX.B}`, 3],
    ]);
  });

  it('answers no transfers for an empty or future range, and refuses TRON NFTs', async () => {
    const adapter = new TronChainAdapter(config());
    expect(await adapter.transfersTo(ESCROW, [USDT], 60000010n, 60000000n)).toEqual([]);
    expect(await adapter.transfersTo(ESCROW, [USDT], 60000021n, 60000030n)).toEqual([]);
    await expect(adapter.transfersTo(ESCROW, [{ ...USDT, standard: 'NFT' }], 1n, 2n)).rejects.toThrow(
      TronUnsupportedError,
    );
  });

  it('reads a TRC-20 balance with triggerconstantcontract balanceOf(address)', async () => {
    const balance = await new TronChainAdapter(config()).balanceOf(USDT, ESCROW);
    expect(balance).toBe(10_000_000_000n);
    const call = grid.seen[0];
    expect(call?.path).toBe('/wallet/triggerconstantcontract');
    expect(call?.body).toMatchObject({
      function_selector: 'balanceOf(address)',
      contract_address: '41a614f803b6fd780986a42c78ec9c7f77e6ded13c',
      parameter: `000000000000000000000000${utils.address.toHex(ESCROW).slice(2)}`,
    });
  });

  it('does not support TRON NFTs: ownsNft throws a clear error', async () => {
    await expect(new TronChainAdapter(config()).ownsNft()).rejects.toThrow(
      'TRON NFTs (TRC-721) are not supported',
    );
  });
});

describe('TronChainAdapter receipts', () => {
  it('reports a successful transfer with its block and confirmations (head - block + 1)', async () => {
    const blocks = fixture<Record<string, { blockID: string }>>('getblockbynum.json');
    const receipt = await new TronChainAdapter(config()).receipt(`0x${TX.PAID}`);
    expect(receipt).toEqual({
      status: 'SUCCESS',
      blockNumber: 60000007n,
      blockHash: `0x${blocks['60000007']?.blockID}`,
      confirmations: 14,
    });
  });

  it('reports REVERTED when receipt.result is not SUCCESS', async () => {
    const receipt = await new TronChainAdapter(config()).receipt(TX.REVERTED);
    expect(receipt).toMatchObject({ status: 'REVERTED', blockNumber: 60000010n, confirmations: 11 });
  });

  it('reports PENDING for a transaction the node knows but has not put in a block', async () => {
    const receipt = await new TronChainAdapter(config()).receipt(TX.PENDING);
    expect(receipt).toEqual({ status: 'PENDING', blockNumber: null, blockHash: null, confirmations: 0 });
  });

  it('reports UNKNOWN for a transaction no node knows', async () => {
    const receipt = await new TronChainAdapter(config()).receipt(TX.UNKNOWN);
    expect(receipt.status).toBe('UNKNOWN');
  });
});

describe('TronChainAdapter signing and broadcast', () => {
  const transfer = { token: USDT, to: SENDER_1, amount: 25_000_000n, nonce: 7n };

  it('builds the TRC-20 transfer offline: txID = sha256(raw_data), signature recovers to the escrow', async () => {
    const adapter = new TronChainAdapter(config());
    const signed = await adapter.signTransfer(transfer);
    // The only node call is the reference block (latest solidified block).
    expect(grid.seen.map((s) => s.path)).toEqual(['/walletsolidity/getnowblock']);
    const tx = parseSignedTx(signed.raw);
    expect(signed.txHash).toBe(`0x${tx.txID}`);
    expect(tx.txID).toBe(txIdOfRawData(tx.raw_data_hex));
    const pb = utils.transaction.txJsonToPb(tx);
    expect(utils.transaction.txPbToRawDataHex(pb).toLowerCase()).toBe(tx.raw_data_hex);
    const recovered = utils.crypto.ecRecover(tx.txID, tx.signature?.[0] ?? '');
    expect(utils.address.fromHex(recovered)).toBe(ESCROW);
    expect(signed.nonce).toBe(7n);
  });

  it('encodes transfer(address,uint256), the ref block, expiration and fee limit in raw_data', async () => {
    const ref = fixture<{
      blockID: string;
      block_header: { raw_data: { number: number; timestamp: number } };
    }>('walletsolidity-getnowblock.json');
    const signed = await new TronChainAdapter(config({ feeLimitSun: 50_000_000n })).signTransfer(transfer);
    const tx = parseSignedTx(signed.raw);
    const decoded = utils.deserializeTx.deserializeTransaction('TriggerSmartContract', tx.raw_data_hex);
    const value = decoded.contract[0]?.parameter.value as Record<string, string>;
    expect(value.owner_address?.toLowerCase()).toBe(utils.address.toHex(ESCROW));
    expect(value.contract_address?.toLowerCase()).toBe(utils.address.toHex(USDT.address));
    expect(value.data?.toLowerCase()).toBe(
      `a9059cbb000000000000000000000000${utils.address.toHex(SENDER_1).slice(2)}${(25_000_000).toString(16).padStart(64, '0')}`,
    );
    expect(decoded.ref_block_bytes.toLowerCase()).toBe(
      (ref.block_header.raw_data.number & 0xffff).toString(16).padStart(4, '0'),
    );
    expect(decoded.ref_block_hash.toLowerCase()).toBe(ref.blockID.slice(16, 32));
    expect(decoded.expiration).toBe(ref.block_header.raw_data.timestamp + 5 * 60 * 1000);
    expect(decoded.fee_limit).toBe(50_000_000);
    expect(tronTxExpiration(signed.raw)).toBe(decoded.expiration);
  });

  it('gives two identical payouts different txIDs (idempotency key is the recorded txID, no nonce)', async () => {
    const adapter = new TronChainAdapter(config());
    const [a, b] = [await adapter.signTransfer(transfer), await adapter.signTransfer(transfer)];
    expect(a.txHash).not.toBe(b.txHash);
    expect(await adapter.nextNonce()).toBe(0n);
  });

  it('refuses to sign a zero amount, an unwatched token or an invalid recipient', async () => {
    const adapter = new TronChainAdapter(config());
    await expect(adapter.signTransfer({ ...transfer, amount: 0n })).rejects.toThrow(RangeError);
    await expect(
      adapter.signTransfer({ ...transfer, token: { address: OTHER, standard: 'FUNGIBLE' } }),
    ).rejects.toThrow('token is not watched');
    await expect(
      adapter.signTransfer({ ...transfer, to: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' }),
    ).rejects.toThrow('not a TRC20 address');
  });

  it('broadcasts the recorded signed transaction to /wallet/broadcasttransaction', async () => {
    const adapter = new TronChainAdapter(config());
    const signed = await adapter.signTransfer(transfer);
    await adapter.broadcast(signed.raw);
    const call = grid.seen.find((s) => s.path === '/wallet/broadcasttransaction');
    expect(call?.body).toMatchObject({
      txID: signed.txHash.slice(2),
      signature: parseSignedTx(signed.raw).signature,
    });
  });

  it('counts DUP_TRANSACTION_ERROR as success (a re-broadcast after a restart)', async () => {
    const adapter = new TronChainAdapter(config());
    const signed = await adapter.signTransfer(transfer);
    grid.broadcastMode = 'dup';
    await expect(adapter.broadcast(signed.raw)).resolves.toBeUndefined();
  });

  it('throws the node’s code and decoded message when a broadcast is refused', async () => {
    const adapter = new TronChainAdapter(config());
    const signed = await adapter.signTransfer(transfer);
    grid.broadcastMode = 'sigerror';
    const err = await adapter.broadcast(signed.raw).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TronBroadcastError);
    expect((err as TronBroadcastError).code).toBe('SIGERROR');
    expect((err as Error).message).toContain('Validate signature error');
  });

  it('refuses to broadcast bytes whose txID does not match raw_data', async () => {
    const adapter = new TronChainAdapter(config());
    const tx = parseSignedTx((await adapter.signTransfer(transfer)).raw);
    const forged = JSON.stringify({ ...tx, txID: TX.UNKNOWN });
    await expect(adapter.broadcast(forged)).rejects.toThrow('txID does not match raw_data');
  });
});
