// TRON re-signing decided by the chain (issue 20, defect 3) and every attempt kept and tracked (defect 4).
// No TRON node runs here: the sender works against a fake TRON adapter whose clock, receipts and broadcasts
// the test sets; its signatures are real ones (the TRON adapter signing offline against a one-route
// TronGrid stand-in that answers the solidified block the transaction refers to).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ChainAdapter, type TransferReceipt, TronChainAdapter } from '@p2p/chain';
import { TransactionRunner } from '../../src/core/infra/db/transaction-runner.js';
import { ChainWriterLock } from '../../src/modules/escrow/chain-writer-lock.js';
import { PayoutAttemptsRepository } from '../../src/modules/escrow/payout-attempts.repository.js';
import { PayoutSenderService } from '../../src/modules/escrow/payout-sender.service.js';
import { PayoutsRepository } from '../../src/modules/escrow/payouts.repository.js';
import { startTestApi, type TestApi } from '../support/harness.js';

describe('escrow/tron-resign', () => {
  // Test-only key: the development chain's well-known account #0 (never a real escrow key).
  const ESCROW_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
  const USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
  const BUYER = 'TNWW4CA5pm4ynrwLxxho8CbACKpHFxYh8N';
  const EXPIRATION_MS = 5 * 60_000;

  let api: TestApi;
  let grid: Server;
  let writer: ChainWriterLock;
  /** The solidified block a new signature refers to (its time sets the transaction's expiration). */
  let refTime = 0;

  beforeAll(async () => {
    api = await startTestApi();
    grid = createServer((req, res) => {
      res.writeHead(req.url === '/walletsolidity/getnowblock' ? 200 : 404, {
        'content-type': 'application/json',
      });
      res.end(
        JSON.stringify({
          blockID: `0000000003938701${'ab'.repeat(24)}`,
          block_header: { raw_data: { number: 60000001, timestamp: refTime } },
        }),
      );
    });
    await new Promise<void>((resolve) => grid.listen(0, '127.0.0.1', resolve));
    writer = new ChainWriterLock(api.config.databaseUrl, 'TRC20');
    expect(await writer.hold()).toBe(true);
  });
  afterAll(async () => {
    await writer.release();
    await new Promise((resolve) => grid.close(resolve));
    await api.close();
  });

  /** TRON as the test tells it: the solidified head's time, which transactions are known, what was sent. */
  class FakeTron {
    chainNow = 0;
    readonly receipts = new Map<string, TransferReceipt[]>();
    readonly broadcasts: string[] = [];
    readonly signer: TronChainAdapter;
    readonly adapter: ChainAdapter;

    constructor(baseUrl: string) {
      this.signer = new TronChainAdapter({
        baseUrl,
        privateKey: ESCROW_KEY,
        tokens: [{ address: USDT, standard: 'FUNGIBLE' }],
        expirationMs: EXPIRATION_MS,
      });
      const signer = this.signer;
      this.adapter = {
        chain: 'TRC20',
        escrowAddress: signer.escrowAddress,
        head: async () => ({ number: 100n, hash: `0x${'00'.repeat(32)}` }),
        blockHash: async () => null,
        blockAt: async () => null,
        transfersTo: async () => [],
        nextNonce: async () => 0n,
        minedNonce: async () => 0n,
        chainTime: async () => this.chainNow,
        expiration: (raw) => signer.expiration(raw),
        signTransfer: (t) => signer.signTransfer(t),
        broadcast: async (raw) => void this.broadcasts.push(raw),
        receipt: async (hash) => {
          const answers = this.receipts.get(hash) ?? [];
          return answers.length > 1 ? answers.shift()! : (answers[0] ?? unknown);
        },
        balanceOf: async () => 0n,
        ownsNft: async () => false,
      };
    }
  }

  const unknown: TransferReceipt = {
    status: 'UNKNOWN',
    blockNumber: null,
    blockHash: null,
    confirmations: 0,
  };
  const pending: TransferReceipt = {
    status: 'PENDING',
    blockNumber: null,
    blockHash: null,
    confirmations: 0,
  };
  const mined: TransferReceipt = {
    status: 'SUCCESS',
    blockNumber: 90n,
    blockHash: '0x01',
    confirmations: 11,
  };

  const gridUrl = () => `http://127.0.0.1:${(grid.address() as AddressInfo).port}`;
  const sender = () => api.app.get(PayoutSenderService);
  const payout = (id: string) => api.prisma.payout.findUniqueOrThrow({ where: { id } });
  const attempts = (id: string) => api.app.get(PayoutAttemptsRepository).ofPayout(id);
  let refs = 0;

  async function queued(): Promise<string> {
    refs += 1;
    const { row } = await api.app.get(TransactionRunner).run((tx) =>
      api.app.get(PayoutsRepository).insert(
        tx,
        {
          ref: `tron-test:${refs}:${Date.now()}`,
          kind: 'RETURN',
          chain: 'TRC20',
          toAddress: BUYER,
          tokenAddress: USDT,
          coinId: null,
          amount: '1',
          value: 1_000_000n,
          tokenId: null,
          userId: null,
          orderId: null,
          adId: null,
          fundRecordId: null,
          depositIntentId: null,
        },
        new Date(),
      ),
    );
    return row.id;
  }

  describe('TRON re-signing decided by the chain (issue 20)', () => {
    it('signs a TRON payout anew only when the solidified head is past its expiration plus the margin (issue 20: TRON re-sign by chain time)', async () => {
      const tron = new FakeTron(gridUrl());
      // The transaction refers to a block ten minutes old: by the local clock it expired five minutes ago.
      refTime = Date.now() - 10 * 60_000;
      const expiration = refTime + EXPIRATION_MS;
      tron.chainNow = refTime + 60_000;
      const id = await queued();
      await sender().round(tron.adapter, 100n, writer);
      const first = await payout(id);
      expect(first).toMatchObject({ status: 'SENT', attempts: 1 });
      // Local clock past the expiration, the chain's time not: the node merely does not know it yet.
      await sender().round(tron.adapter, 100n, writer);
      expect(await payout(id)).toMatchObject({ status: 'SENT', attempts: 1, txHash: first.txHash });
      // The chain is past the expiration, but by less than the margin: still no new signature.
      tron.chainNow = expiration + 30_000;
      await sender().round(tron.adapter, 100n, writer);
      expect(await payout(id)).toMatchObject({ status: 'SENT', attempts: 1, txHash: first.txHash });
      expect(tron.broadcasts.length).toBeGreaterThanOrEqual(1);
      expect(new Set(tron.broadcasts).size).toBe(1);
    });

    it('checks the old transaction once more before signing again, and keeps it when the node now knows it (issue 20: old txid checked before re-signing)', async () => {
      const tron = new FakeTron(gridUrl());
      refTime = Date.now() - 10 * 60_000;
      const id = await queued();
      tron.chainNow = refTime;
      await sender().round(tron.adapter, 100n, writer);
      const first = await payout(id);
      // Far past the expiration by the chain's clock; the node answers "unknown" once, then knows it.
      tron.chainNow = refTime + EXPIRATION_MS + 10 * 60_000;
      tron.receipts.set(first.txHash!, [unknown, pending]);
      await sender().round(tron.adapter, 100n, writer);
      expect(await payout(id)).toMatchObject({ status: 'SENT', attempts: 1, txHash: first.txHash });
      expect(await attempts(id)).toMatchObject([{ attempt: 1, status: 'LIVE', txHash: first.txHash }]);
    });

    it('keeps every signed attempt, and an old attempt that lands is the payout transaction (issue 20: every broadcast attempt kept)', async () => {
      const tron = new FakeTron(gridUrl());
      refTime = Date.now() - 10 * 60_000;
      const id = await queued();
      tron.chainNow = refTime;
      await sender().round(tron.adapter, 100n, writer);
      const first = await payout(id);
      tron.chainNow = refTime + EXPIRATION_MS + 61_000;
      await sender().round(tron.adapter, 100n, writer); // expired by the chain's time: signed anew
      const second = await payout(id);
      expect(second).toMatchObject({ status: 'SENT', attempts: 2 });
      expect(second.txHash).not.toBe(first.txHash);
      const kept = await attempts(id);
      expect(kept).toMatchObject([
        { attempt: 1, txHash: first.txHash, rawTx: first.signedRaw, status: 'REPLACED' },
        { attempt: 2, txHash: second.txHash, rawTx: second.signedRaw, status: 'LIVE' },
      ]);
      expect(kept[0]!.outcome).toContain('expired');
      // Against the odds the first one is mined after all: it is the payout's transaction.
      tron.receipts.set(first.txHash!, [mined]);
      await sender().round(tron.adapter, 100n, writer);
      expect(await payout(id)).toMatchObject({ status: 'CONFIRMED', txHash: first.txHash });
      expect(await attempts(id)).toMatchObject([
        { attempt: 1, status: 'LANDED' },
        { attempt: 2, status: 'ABANDONED' },
      ]);
    });
  });
});
