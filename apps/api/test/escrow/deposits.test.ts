// Deposits into escrow on a real local chain (Hardhat node): matching, confirmations and reorganisations.
import { mine, revert, rpc, snapshot } from '@p2p/devchain';
import { Wallet } from 'ethers';
import request from 'supertest';
import { TransactionRunner } from '../../src/core/infra/db/transaction-runner.js';
import { EscrowService } from '../../src/modules/escrow/escrow.service.js';
import { type ChainSuite, startChainSuite } from '../support/escrow-fixtures.js';
import { auth } from '../support/trader-fixtures.js';

let suite: ChainSuite;
let usdtId: number;
let mecId: number;

beforeAll(async () => {
  suite = await startChainSuite();
  usdtId = (await suite.api.factories.coin('USDT')).id;
  mecId = (await suite.api.factories.coin('MEC')).id;
  await suite.round(); // the cursor starts at the deployment
});
afterAll(() => suite.close());

let refs = 0;
async function openDeposit(userId: bigint, wallet: string, amount: string, minutes = 30, coinId = usdtId) {
  refs += 1;
  const runner = suite.api.app.get(TransactionRunner);
  const escrow = suite.api.app.get(EscrowService);
  return runner.run((tx) =>
    escrow.openDeposit(tx, {
      userId,
      purpose: 'ORDER',
      refId: `test-${refs}-${Date.now()}`,
      chain: 'ERC20',
      asset: { coinId, amount },
      fromAddress: wallet,
      expiresAt: new Date(Date.now() + minutes * 60_000),
    }),
  );
}

async function tempBalance(token: string): Promise<Record<string, string>> {
  const res = await request(suite.api.http).get('/api/balance').set(auth(token)).expect(200);
  const out: Record<string, string> = {};
  for (const b of res.body.data.balances as { coin: string; chain: string; amount: string }[]) {
    out[`${b.coin}/${b.chain}`] = b.amount;
  }
  return out;
}

async function depositView(token: string, id: string) {
  return (await request(suite.api.http).get(`/api/deposit/${id}`).set(auth(token)).expect(200)).body.data;
}

describe('deposits into escrow (issue 10)', () => {
  it('answers the escrow address, the exact amount, the expiry and an EIP-681 link', async () => {
    const t = await suite.trader();
    const d = await openDeposit(t.userId, t.wallet.address, '25.5');
    expect(d).toMatchObject({
      escrowAddress: suite.deployment.escrow.address,
      amount: '25.5',
      shortfall: '25.5',
      status: 'OPEN',
      requiredConfirmations: 3,
    });
    expect(d.paymentLink).toBe(
      `ethereum:${suite.deployment.tokens.USDT.address}@31337/transfer?address=${suite.deployment.escrow.address}&uint256=25500000`,
    );
  });

  it('completes an exact deposit only after 3 confirmations', async () => {
    const t = await suite.trader();
    const d = await openDeposit(t.userId, t.wallet.address, '10');
    await suite.pay(t.wallet, 'USDT', '10');
    await suite.round();
    expect(await depositView(t.token, d.id)).toMatchObject({ status: 'OPEN', confirmations: 1 });
    const records = await request(suite.api.http).get('/api/balance/detail').set(auth(t.token)).expect(200);
    expect(records.body.data.list[0]).toMatchObject({ type: 'DEPOSIT', status: 'CONFIRMING', amount: '10' });
    await suite.mineAndRound(1);
    expect(await depositView(t.token, d.id)).toMatchObject({ status: 'OPEN', confirmations: 2 });
    await suite.mineAndRound(1);
    expect(await depositView(t.token, d.id)).toMatchObject({
      status: 'SATISFIED',
      receivedAmount: '10',
      shortfall: '0',
    });
    const after = await request(suite.api.http).get('/api/balance/detail').set(auth(t.token)).expect(200);
    expect(after.body.data.list[0]).toMatchObject({ status: 'COMPLETED', confirmations: 3 });
  });

  it('keeps a short deposit open and reports the shortfall (recharge amount insufficient)', async () => {
    const t = await suite.trader();
    const d = await openDeposit(t.userId, t.wallet.address, '30');
    await suite.pay(t.wallet, 'USDT', '12.25');
    await suite.mineAndRound(3);
    expect(await depositView(t.token, d.id)).toMatchObject({
      status: 'OPEN',
      receivedAmount: '12.25',
      shortfall: '17.75',
    });
    await suite.pay(t.wallet, 'USDT', '17.75');
    await suite.mineAndRound(3);
    expect(await depositView(t.token, d.id)).toMatchObject({ status: 'SATISFIED', shortfall: '0' });
  });

  it('puts a surplus into the temporary balance', async () => {
    const t = await suite.trader();
    const before = Number((await tempBalance(t.token))['USDT/ERC20'] ?? '0');
    const d = await openDeposit(t.userId, t.wallet.address, '5');
    await suite.pay(t.wallet, 'USDT', '8');
    await suite.mineAndRound(3);
    expect(await depositView(t.token, d.id)).toMatchObject({ status: 'SATISFIED' });
    expect(Number((await tempBalance(t.token))['USDT/ERC20'])).toBe(before + 3);
  });

  it('puts a deposit with no open intent into the temporary balance (unmatched)', async () => {
    const t = await suite.trader();
    await suite.pay(t.wallet, 'MEC', '2.5');
    await suite.mineAndRound(3);
    expect((await tempBalance(t.token))['MEC/ERC20']).toBe('2.5');
    const entries = await suite.api.prisma.tempBalanceEntry.findMany({
      where: { userId: t.userId, coinId: mecId },
    });
    expect(entries.map((e) => e.reason)).toEqual(['UNMATCHED_DEPOSIT']);
  });

  it('calls a deposit after its intent expired late, and credits the temporary balance', async () => {
    const t = await suite.trader();
    const d = await openDeposit(t.userId, t.wallet.address, '4', 30, mecId);
    await suite.api.prisma.depositIntent.update({
      where: { id: BigInt(d.id) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    await suite.pay(t.wallet, 'MEC', '4');
    await suite.mineAndRound(3);
    const entries = await suite.api.prisma.tempBalanceEntry.findMany({
      where: { userId: t.userId, coinId: mecId },
      orderBy: { id: 'asc' },
    });
    expect(entries.at(-1)).toMatchObject({ reason: 'LATE_DEPOSIT' });
    expect(entries.at(-1)!.delta.toFixed()).toBe('4');
  });

  it('records a transfer from an unknown address for operators and credits nobody', async () => {
    const stranger = Wallet.createRandom();
    const funder = await suite.trader();
    await suite.pay(funder.wallet, 'USDT', '3', stranger.address); // the stranger gets USDT and ETH for gas
    await rpc(suite.chain.url, 'hardhat_setBalance', [stranger.address, '0xDE0B6B3A7640000']);
    await suite.pay({ address: stranger.address, privateKey: stranger.privateKey }, 'USDT', '3');
    await suite.mineAndRound(3);
    const row = await suite.api.prisma.chainTransfer.findFirstOrThrow({
      where: { fromAddress: stranger.address },
    });
    expect(row.status).toBe('IGNORED');
    expect(row.userId).toBeNull();
    expect(await suite.api.prisma.fundRecord.count({ where: { fromAddress: stranger.address } })).toBe(0);
  });

  it('undoes a credit a reorganisation removed before it was final, and credits it once when mined again', async () => {
    const t = await suite.trader();
    const d = await openDeposit(t.userId, t.wallet.address, '7');
    const snap = await snapshot(suite.chain.url);
    await suite.pay(t.wallet, 'USDT', '7');
    await suite.round();
    const seen = await suite.api.prisma.chainTransfer.findFirstOrThrow({
      where: { fromAddress: t.wallet.address },
      orderBy: { id: 'desc' },
    });
    expect(seen.status).toBe('PENDING');
    // The block with the deposit leaves the chain: the node goes back and mines different blocks.
    await revert(suite.chain.url, snap);
    await mine(suite.chain.url, 2);
    const round = await suite.round();
    expect(round.index?.reorgAt).not.toBeNull();
    expect((await suite.api.prisma.chainTransfer.findUniqueOrThrow({ where: { id: seen.id } })).status).toBe(
      'REORGED',
    );
    expect(await depositView(t.token, d.id)).toMatchObject({ status: 'OPEN', receivedAmount: '0' });
    expect(
      (await suite.api.prisma.fundRecord.findFirstOrThrow({ where: { chainTransferId: seen.id } })).status,
    ).toBe('FAILED');
    // Paid again in a new block: credited once.
    await suite.pay(t.wallet, 'USDT', '7');
    await suite.mineAndRound(3);
    expect(await depositView(t.token, d.id)).toMatchObject({ status: 'SATISFIED', receivedAmount: '7' });
  });

  it('shows a deposit only to its owner: another trader gets 404', async () => {
    const owner = await suite.trader();
    const other = await suite.trader();
    const d = await openDeposit(owner.userId, owner.wallet.address, '1');
    await request(suite.api.http).get(`/api/deposit/${d.id}`).set(auth(other.token)).expect(404);
    await request(suite.api.http).get(`/api/deposit/${d.id}`).expect(401);
  });
});
