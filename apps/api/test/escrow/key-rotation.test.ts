// Rotating the escrow key (issue 27) on the local chain: the API is redeployed with a new escrow key and
// the old one retired (EVM_RETIRED_ESCROW_PRIVATE_KEYS). The writer drains the old address into the new
// one, signed by the old key; payouts wait for the drain and then go from the new address; a deposit that
// still reaches the old address is credited and drained; the reserves sum both addresses and stay
// balanced; the move is never recorded as a deposit.
import { fundWallet, mine, rpc } from '@p2p/devchain';
import { Contract, Wallet } from 'ethers';
import request from 'supertest';
import { TransactionRunner } from '../../src/core/infra/db/transaction-runner.js';
import { EscrowService } from '../../src/modules/escrow/escrow.service.js';
import { ReservesService } from '../../src/modules/escrow/reserves.service.js';
import {
  type ChainSuite,
  SECURITY_PASSWORD,
  startChainSuite,
  type Trader,
} from '../support/escrow-fixtures.js';
import { auth } from '../support/trader-fixtures.js';

describe('escrow/key-rotation', () => {
  let suite: ChainSuite;
  let usdtId: number;
  let oldAddress: string;
  const newKey = Wallet.createRandom();
  let seller: Trader;
  let saver: Trader;
  let nftDeposit: string;
  let usdtDeposit: string;

  const runner = () => suite.api.app.get(TransactionRunner);
  const escrow = () => suite.api.app.get(EscrowService);
  const reserves = () => suite.api.app.get(ReservesService).read();
  const nftOwner = (tokenId: bigint) =>
    new Contract(
      suite.deployment.tokens.NFT.address,
      ['function ownerOf(uint256) view returns (address)'],
      suite.provider,
    ).getFunction('ownerOf')(tokenId) as Promise<string>;

  function openDeposit(t: Trader, asset: { coinId: number; amount: string } | { tokenId: bigint }) {
    return runner().run((tx) =>
      escrow().openDeposit(tx, {
        userId: t.userId,
        purpose: 'ORDER',
        refId: `rotation-${Date.now()}-${Math.random()}`,
        chain: 'ERC20',
        asset:
          'coinId' in asset
            ? asset
            : { nftContract: suite.deployment.tokens.NFT.address, tokenId: asset.tokenId, nftItemId: null },
        fromAddress: t.wallet.address,
        expiresAt: new Date(Date.now() + 3600_000),
      }),
    );
  }

  beforeAll(async () => {
    suite = await startChainSuite();
    usdtId = (await suite.api.factories.coin('USDT')).id;
    oldAddress = suite.deployment.escrow.address;
    await suite.round();
    // Before the rotation: an order deposit of 40 USDT, an NFT held for an ad, 15 MEC on a balance.
    seller = await suite.trader();
    saver = await suite.trader();
    usdtDeposit = (await openDeposit(seller, { coinId: usdtId, amount: '40' })).id;
    await suite.pay(seller.wallet, 'USDT', '40');
    nftDeposit = (await openDeposit(seller, { tokenId: seller.nftTokenId })).id;
    await (
      await new Contract(
        suite.deployment.tokens.NFT.address,
        ['function safeTransferFrom(address from, address to, uint256 tokenId)'],
        new Wallet(seller.wallet.privateKey, suite.provider),
      ).getFunction('safeTransferFrom')(seller.wallet.address, oldAddress, seller.nftTokenId)
    ).wait();
    await suite.pay(saver.wallet, 'MEC', '15');
    await suite.mineAndRound(3);
    // The new address gets gas for its payouts, as an operator funds it before the switch.
    await fundWallet(suite.chain.url, suite.deployment, newKey.address, {});
  });
  afterAll(async () => {
    await rpc(suite.chain.url, 'evm_setAutomine', [true]).catch(() => undefined);
    await suite?.close();
  });

  it('starts with the old key retired: the reserves list both addresses, and a new deposit names the new one (issue 27)', async () => {
    const before = await reserves();
    expect(before.balanced).toBe(true);
    expect(before.lines.find((l) => l.token === 'USDT')?.holders).toEqual([
      { address: oldAddress, onChain: '40', retired: false },
    ]);
    await suite.restart({
      EVM_ESCROW_PRIVATE_KEY: newKey.privateKey,
      EVM_RETIRED_ESCROW_PRIVATE_KEYS: suite.deployment.escrow.privateKey,
    });
    const lines = (await reserves()).lines;
    expect(lines.find((l) => l.token === 'USDT')?.holders).toEqual([
      { address: newKey.address, onChain: '0', retired: false },
      { address: oldAddress, onChain: '40', retired: true },
    ]);
    // A deposit opened now names the new address.
    const intent = await openDeposit(seller, { coinId: usdtId, amount: '1' });
    expect(intent.escrowAddress).toBe(newKey.address);
  });

  it('drains the old address into the new one, signed by the old key, while payouts wait; the books balance throughout and the move is no deposit', async () => {
    const buyer = Wallet.createRandom().address;
    const payout = await runner().run((tx) =>
      escrow().queuePayout(tx, {
        kind: 'RELEASE',
        ref: `order:${usdtDeposit}:release`,
        userId: null,
        toAddress: buyer,
        chain: 'ERC20',
        asset: { coinId: usdtId, amount: '40' },
        fromDepositIntentId: usdtDeposit,
      }),
    );
    // Blocks are mined by hand: the drain stays in flight for a round.
    await rpc(suite.chain.url, 'evm_setAutomine', [false]);
    const first = await suite.round();
    expect(first.drain).toEqual({ sent: 3, draining: true }); // USDT, MEC and the NFT
    expect(first.send?.sent).toBe(0);
    const second = await suite.round();
    expect(second.drain).toEqual({ sent: 0, draining: true }); // in flight: nothing signed twice
    expect(second.send?.sent).toBe(0);
    expect((await suite.api.prisma.payout.findUniqueOrThrow({ where: { id: payout.id } })).status).toBe(
      'QUEUED',
    );
    expect((await reserves()).balanced).toBe(true);
    await rpc(suite.chain.url, 'evm_setAutomine', [true]);
    await mine(suite.chain.url, 1);
    const third = await suite.round();
    expect(third.drain).toEqual({ sent: 0, draining: false });
    expect(third.send?.sent).toBe(1);
    await suite.mineAndRound(2);
    expect((await suite.api.prisma.payout.findUniqueOrThrow({ where: { id: payout.id } })).status).toBe(
      'CONFIRMED',
    );
    const [attempt] = await suite.api.prisma.$queryRaw<Array<{ from_address: string }>>`
      select from_address from payout_attempts where payout_id = ${payout.id}::uuid`;
    expect(attempt?.from_address).toBe(newKey.address);
    expect(await suite.balanceOf('USDT', buyer)).toBe(40_000_000n);
    expect(await suite.balanceOf('USDT', oldAddress)).toBe(0n);
    expect(await suite.balanceOf('MEC', oldAddress)).toBe(0n);
    expect(await suite.balanceOf('MEC', newKey.address)).toBe(15n * 10n ** 18n);
    expect(await nftOwner(seller.nftTokenId)).toBe(newKey.address);
    const moves = await suite.api.prisma.$queryRaw<unknown[]>`
      select 1 from chain_transfers where from_address = ${oldAddress}`;
    expect(moves).toHaveLength(0);
    const after = await reserves();
    expect(after.balanced).toBe(true);
    expect(after.lines.find((l) => l.token === 'NFT')?.holders).toEqual([
      { address: newKey.address, onChain: '1', retired: false },
      { address: oldAddress, onChain: '0', retired: true },
    ]);
    // The NFT deposit still holds its item, now at the new address.
    const intent = await suite.api.prisma.depositIntent.findUniqueOrThrow({
      where: { id: BigInt(nftDeposit) },
    });
    expect(intent.heldAmount.toFixed()).toBe('1');
  });

  it('credits a deposit that still reaches the old address, drains it, and pays the balance out from the new one', async () => {
    const late = await suite.trader();
    await suite.pay(late.wallet, 'USDT', '12', oldAddress);
    await suite.mineAndRound(3);
    await suite.round();
    expect(await suite.balanceOf('USDT', oldAddress)).toBe(0n);
    const balances = await request(suite.api.http).get('/api/balance').set(auth(late.token)).expect(200);
    expect(
      (balances.body as { data: { balances: Array<{ coin: string; amount: string }> } }).data.balances,
    ).toEqual(expect.arrayContaining([expect.objectContaining({ coin: 'USDT', amount: '12' })]));
    expect((await reserves()).balanced).toBe(true);
    const before = await suite.balanceOf('USDT', late.wallet.address);
    await request(suite.api.http)
      .post('/api/balance/extract')
      .set(auth(late.token))
      .send({ coin: 'USDT', chain: 'ERC20', securityPassword: SECURITY_PASSWORD, amount: '12' })
      .expect(200);
    await suite.round();
    await suite.mineAndRound(2);
    expect((await suite.balanceOf('USDT', late.wallet.address)) - before).toBe(12_000_000n);
    expect((await reserves()).balanced).toBe(true);
  });
});
