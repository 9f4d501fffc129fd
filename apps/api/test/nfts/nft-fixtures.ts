// The NFT index's tests (issue 23): a collection of their own on the suite's local chain (an ERC-721
// deployed by a Hardhat account no other helper sends from, so nonces never race), minted and transferred
// on demand, and its album added through the console's call.
import { devAccount, loadArtifacts } from '@p2p/devchain';
import { Contract, ContractFactory, Wallet } from 'ethers';
import request from 'supertest';
import type { TestApi } from '../support/harness.js';
import type { ChainSuite } from '../support/escrow-fixtures.js';
import { bearer, staffToken } from '../support/staff-access.js';

/** Hardhat account #12: the owner of the tests' collections. */
const OWNER = devAccount(12);

export interface Collection {
  address: string;
  /** Mints the next token id to `to` with `uri`; answers the id and the transaction's block. */
  mint(to: string, uri?: string): Promise<{ tokenId: bigint; block: number; txHash: string }>;
  /** `from` (a key) sends token `tokenId` to `to`. */
  transfer(
    from: { privateKey: string },
    to: string,
    tokenId: bigint,
  ): Promise<{ block: number; txHash: string }>;
}

export async function deployCollection(suite: ChainSuite): Promise<Collection> {
  const owner = new Wallet(OWNER.privateKey, suite.provider);
  const artifact = loadArtifacts().MarketNft;
  const factory = new ContractFactory(artifact.abi as never, artifact.bytecode, owner);
  const deployed = await factory.deploy(owner.address);
  await deployed.waitForDeployment();
  const address = await deployed.getAddress();
  const nft = new Contract(address, artifact.abi as never, owner);
  return {
    address,
    async mint(to, uri = 'data:application/json,{"name":"Test item"}') {
      const tokenId = (await nft.getFunction('nextTokenId')()) as bigint;
      const tx = (await nft.getFunction('mint')(to, uri)) as {
        hash: string;
        wait(): Promise<{ blockNumber: number }>;
      };
      const receipt = await tx.wait();
      return { tokenId, block: receipt.blockNumber, txHash: tx.hash.toLowerCase() };
    },
    async transfer(from, to, tokenId) {
      const signer = new Wallet(from.privateKey, suite.provider);
      const token = new Contract(address, artifact.abi as never, signer);
      const tx = (await token.getFunction('transferFrom')(signer.address, to, tokenId)) as {
        hash: string;
        wait(): Promise<{ blockNumber: number }>;
      };
      const receipt = await tx.wait();
      return { block: receipt.blockNumber, txHash: tx.hash.toLowerCase() };
    },
  };
}

/** A funded fresh key (ETH for gas from Hardhat account #13). */
export async function fundedKey(suite: ChainSuite): Promise<{ address: string; privateKey: string }> {
  const key = Wallet.createRandom();
  const bank = new Wallet(devAccount(13).privateKey, suite.provider);
  await (await bank.sendTransaction({ to: key.address, value: 10n ** 17n })).wait();
  return { address: key.address, privateKey: key.privateKey };
}

/** An administrator's console token. */
export async function adminToken(api: TestApi): Promise<string> {
  return (await staffToken(api, 'ADMIN')).token;
}

/** Adds the album of `contract` through the console's call; answers its id. */
export async function addAlbum(
  api: TestApi,
  token: string,
  contract: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const res = await request(api.http)
    .post('/api/admin/ops/nft-albums')
    .set(bearer(token))
    .send({ contractAddress: contract, name: 'Test album', ...extra });
  if (res.status !== 200) throw new Error(`adding the album: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id as string;
}

/**
 * Empties the NFT tables (each test file has its own chain; the worker's database is shared), with what
 * NFT trading left that names their rows: NFT ads, their orders and payouts, and NFT deposits' items.
 */
export async function clearNfts(api: TestApi): Promise<void> {
  await api.prisma.$executeRaw`
    delete from payouts where order_id in (select id from orders where asset_kind = 'NFT')
      or ad_id in (select id from ads where asset_kind = 'NFT')`;
  await api.prisma.$executeRaw`delete from orders where asset_kind = 'NFT'`;
  await api.prisma.$executeRaw`delete from ads where asset_kind = 'NFT'`;
  await api.prisma.$executeRaw`update deposit_intents set nft_item_id = null where nft_item_id is not null`;
  await api.prisma.$executeRaw`update fund_records set nft_item_id = null where nft_item_id is not null`;
  await api.prisma.$executeRaw`delete from nft_transfer_records`;
  await api.prisma.$executeRaw`delete from nft_items`;
  await api.prisma.$executeRaw`delete from nft_albums`;
}
