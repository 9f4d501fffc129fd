import type { HeldNftDto } from '@p2p/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, sentRequests, stubFetch } from '../../test/fetchStub';
import { renderApp, signIn } from '../../test/renderApp';
import { BOUND, ME, recordAnswer } from './fundsTestKit';
import { gasFeeProblem } from './withdrawRules';

const CONTRACT = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const HELD_ID = '0b9a3c1e-8f3d-4b2a-9c5e-1d2f3a4b5c6d';

function heldNft(over: Partial<HeldNftDto> = {}): HeldNftDto {
  return {
    id: HELD_ID,
    chain: 'ERC20',
    contract: CONTRACT,
    tokenId: '42',
    withdrawTo: BOUND,
    gasFees: [
      { coin: 'MEC', fee: '0.5' },
      { coin: 'USDT', fee: '1.2' },
    ],
    ...over,
  };
}

function stubCenter(held: HeldNftDto[], extract?: { status?: number; body: unknown }, blocked = false) {
  return stubFetch({
    '/api/user/info/7': { body: envelope(ME) },
    '/api/balance': { body: envelope({ balances: [], withdrawBlocked: blocked }) },
    '/api/balance/nfts': { body: envelope(held) },
    ...(extract ? { '/api/balance/extractNft': extract } : {}),
  }).fetchMock;
}

async function openSheet() {
  renderApp('/personalCenter', { realPages: true });
  fireEvent.click(await screen.findByTestId('held-nft-withdraw'));
  return screen.findByTestId('nft-withdraw-form');
}

describe('NFTs held in the temporary balance on /personalCenter (issue 23)', () => {
  it('shows nothing about NFTs when escrow holds none for the trader', async () => {
    signIn();
    stubCenter([]);
    renderApp('/personalCenter', { realPages: true });
    await screen.findByTestId('temp-balance-empty');
    await waitFor(() => expect(screen.queryByTestId('held-nfts')).toBeNull());
  });

  it('lists a held NFT and withdraws it with the recommended gas fee per NFT and the security password', async () => {
    signIn();
    const fetchMock = stubCenter([heldNft()], {
      body: envelope(recordAnswer({ type: 'WITHDRAWAL', status: 'CONFIRMING', nftTokenId: '42' })),
    });
    await openSheet();
    expect(screen.getByTestId(`held-nft-${HELD_ID}`).textContent).toContain('Token #42');
    expect(screen.getByTestId('nft-withdraw-contract').textContent).toBe(CONTRACT);
    expect(screen.getByTestId('nft-withdraw-to').textContent).toContain(BOUND);
    expect((screen.getByTestId('nft-withdraw-fee') as HTMLInputElement).value).toBe('0.5');
    expect(screen.getByTestId('nft-withdraw-recommended').textContent).toBe('Recommended: 0.5 MEC');
    fireEvent.change(screen.getByTestId('nft-withdraw-coin'), { target: { value: 'USDT' } });
    expect((screen.getByTestId('nft-withdraw-fee') as HTMLInputElement).value).toBe('1.2');
    fireEvent.change(screen.getByTestId('nft-withdraw-password'), { target: { value: 'Secret-pass-1' } });
    fireEvent.click(screen.getByTestId('nft-withdraw-submit'));
    await waitFor(() => expect(sentRequests(fetchMock, '/api/balance/extractNft', 'POST')).toHaveLength(1));
    expect(sentRequests(fetchMock, '/api/balance/extractNft', 'POST')[0]!.body).toEqual({
      id: HELD_ID,
      feeCoin: 'USDT',
      gasFee: '1.2',
      securityPassword: 'Secret-pass-1',
    });
    await waitFor(() => expect(screen.queryByTestId('nft-withdraw-form')).toBeNull());
  });

  it('refuses a gas fee under the recommended one before asking the server (5027)', async () => {
    signIn();
    const fetchMock = stubCenter([heldNft()]);
    await openSheet();
    fireEvent.change(screen.getByTestId('nft-withdraw-fee'), { target: { value: '0.49' } });
    fireEvent.change(screen.getByTestId('nft-withdraw-password'), { target: { value: 'Secret-pass-1' } });
    fireEvent.click(screen.getByTestId('nft-withdraw-submit'));
    expect((await screen.findByTestId('nft-withdraw-fee-error')).textContent).toBe(
      'The gas fee must be at least 0.5 MEC',
    );
    expect(sentRequests(fetchMock, '/api/balance/extractNft')).toHaveLength(0);
  });

  it("shows the server's refusal of a too-low gas fee (5027) in the sheet with its catalogue text", async () => {
    signIn();
    stubCenter([heldNft()], {
      status: 400,
      body: envelope({ recommendedFee: '0.6' }, '5027', 'GAS_FEE_TOO_LOW'),
    });
    await openSheet();
    fireEvent.change(screen.getByTestId('nft-withdraw-password'), { target: { value: 'Secret-pass-1' } });
    fireEvent.click(screen.getByTestId('nft-withdraw-submit'));
    expect((await screen.findByTestId('nft-withdraw-error')).textContent).toBe('The gas fee is too low');
    expect(screen.getByTestId('nft-withdraw-form')).toBeTruthy();
  });

  it('sends nothing while ads or orders are open (3021) or when no address is bound for the chain', async () => {
    signIn();
    stubCenter([heldNft({ withdrawTo: null })], undefined, true);
    await openSheet();
    expect(screen.getByTestId('nft-withdraw-blocked').textContent).toBe(
      'Ongoing ads or orders must be cancelled before withdrawing',
    );
    expect(screen.getByTestId('nft-withdraw-to').textContent).toContain('No address bound for this chain');
    expect((screen.getByTestId('nft-withdraw-submit') as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('the gas fee of an NFT withdrawal is an exact decimal (spec §8)', () => {
  it('checks the fee against the recommended one without floating point', () => {
    expect(gasFeeProblem('0.5', '0.5')).toBeNull();
    expect(gasFeeProblem('0.499999999999999999', '0.5')).toBe('common.nfts.held.feeTooLow');
    expect(gasFeeProblem('abc', '0.5')).toBe('common.nfts.held.feeInvalid');
    expect(gasFeeProblem('', '0')).toBe('common.nfts.held.feeInvalid');
    expect(gasFeeProblem('0', '0')).toBeNull();
  });
});
