// A fresh trader for the journeys on the local chain (the demo wallets belong to other journeys): a random
// wallet, funded with MEC when it must pay a deposit, registered through the API's wallet authorization,
// with a nickname, security password and bound address (trade-setup's readyToTrade).
import { fundWallet, type DevDeployment } from '@p2p/devchain';
import { WalletSimulator } from '@p2p/wallet-sim';
import { issuer } from './account-helpers.js';
import { chainUrl } from './chain-journey.js';
import { readyToTrade, type Trader } from './trade-setup.js';

export async function freshTrader(
  deployment: DevDeployment,
  nickname: string,
  fundMec: string | null,
): Promise<Trader> {
  const wallet = WalletSimulator.random();
  if (fundMec !== null) await fundWallet(chainUrl(), deployment, wallet.address, { mec: fundMec });
  const reg = await wallet.authorize({ apiBase: process.env.E2E_API_URL ?? '', purpose: 'register', issuer });
  if (reg.code !== '200') throw new Error(`wallet registration answered ${reg.code}`);
  return readyToTrade({ wallet, session: reg.data as { token: string; userId: string } }, nickname);
}
