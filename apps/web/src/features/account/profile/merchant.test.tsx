// Merchant certification on /personalCenter (issue 24): the thresholds beside the trader's own figures,
// applying, the guarantee's deposit step (escrow address, amount, QR), the review and certified states,
// a refusal's reason, and giving certification up after a confirmation. The API is the fetch stand-in;
// its answers are changed between steps as the server's would be.
import type { MerchantApplicationDto, MerchantStandingDto } from '@p2p/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, sentRequests, stubFetch, type Answer } from '../../../test/fetchStub';
import { renderApp, signIn } from '../../../test/renderApp';
import { depositAnswer, ESCROW } from '../../funds/fundsTestKit';

const ME = {
  id: '7',
  email: 'me@example.com',
  nickname: 'me',
  creditScore: 95,
  numerical: 95,
  orderCount: 40,
  completionRate: '0.9750',
  certified: false,
  fastTrader: false,
  regionId: null,
  online: false,
  chainType: 'ERC20',
  usdtAddress: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  walletAddress: null,
  kycLevel: 'ADVANCED',
  hasSecurityPassword: true,
  language: 'en',
  nicknameChangedAt: null,
  createdAt: '2026-09-01T00:00:00.000Z',
};

function application(over: Partial<MerchantApplicationDto> = {}): MerchantApplicationDto {
  return {
    id: '3',
    userId: '7',
    status: 'AWAITING_DEPOSIT',
    guaranteeAmount: '500',
    guaranteeHeld: '0',
    guaranteeCoin: 'MEC',
    depositId: null,
    topUpRequired: false,
    figures: { completedOrders: 39, completionRate: '0.975', accountDays: 87, kycLevel: 'ADVANCED' },
    reason: null,
    reviewerId: null,
    createdAt: '2026-11-27T08:00:00.000Z',
    depositedAt: null,
    decidedAt: null,
    endedAt: null,
    ...over,
  };
}

function standing(
  app: MerchantApplicationDto | null,
  over: Partial<MerchantStandingDto> = {},
): MerchantStandingDto {
  return {
    thresholds: {
      minCompletedOrders: 20,
      minCompletionRate: '0.9',
      minAccountDays: 30,
      guaranteeAmount: '500',
      guaranteeCoin: 'MEC',
    },
    figures: { completedOrders: 39, completionRate: '0.975', accountDays: 12, kycLevel: 'ADVANCED' },
    certified: app?.status === 'APPROVED',
    application: app,
    ...over,
  };
}

function open(initial: MerchantStandingDto) {
  signIn();
  const routes: Record<string, Answer> = {
    '/api/user/info/7': { body: envelope(ME) },
    '/api/merchant/application': { body: envelope(initial) },
  };
  const stub = stubFetch(routes);
  renderApp('/personalCenter', { realPages: true });
  return { routes, ...stub };
}

describe('merchant certification in the personal center', () => {
  it("shows each rule beside the trader's own figures, met or not, and the guarantee asked", async () => {
    open(standing(null));
    const rules = await screen.findByTestId('merchant-rules');
    expect(within(rules).getByTestId('merchant-rule-orders').className).toBe('is-met');
    expect(within(rules).getByTestId('merchant-rule-orders').textContent).toContain('you: 39');
    expect(within(rules).getByTestId('merchant-rule-rate').textContent).toContain('90%');
    expect(within(rules).getByTestId('merchant-rule-age').className).toBe('is-unmet');
    expect(within(rules).getByTestId('merchant-rule-age').textContent).toContain('you: 12 days');
    expect(within(rules).getByTestId('merchant-rule-guarantee').textContent).toContain('500 MEC');
    expect(screen.getByTestId('merchant-apply')).toBeTruthy();
  });

  it('applies, then opens the guarantee deposit with the escrow address and the amount', async () => {
    const { routes, fetchMock } = open(standing(null));
    routes['/api/merchant/apply'] = { body: envelope(standing(application())) };
    routes['/api/merchant/deposit'] = {
      body: envelope(
        depositAnswer({ id: 'd9', purpose: 'MERCHANT', refId: '3:1', amount: '500', shortfall: '500' }),
      ),
    };
    routes['/api/deposit/d9'] = {
      body: envelope(
        depositAnswer({ id: 'd9', purpose: 'MERCHANT', refId: '3:1', amount: '500', shortfall: '500' }),
      ),
    };
    fireEvent.click(await screen.findByTestId('merchant-apply'));
    expect((await screen.findByTestId('merchant-status')).textContent).toBe(
      'Application received: pay the guarantee deposit to send it for review.',
    );
    expect(sentRequests(fetchMock, '/api/merchant/apply', 'POST')).toHaveLength(1);
    // The server's standing now names the open deposit.
    routes['/api/merchant/application'] = { body: envelope(standing(application({ depositId: 'd9' }))) };
    fireEvent.click(screen.getByTestId('merchant-pay'));
    expect((await screen.findByTestId('deposit-address')).textContent).toContain(ESCROW);
    expect(screen.getByTestId('deposit-amount').textContent).toContain('500');
    expect(sentRequests(fetchMock, '/api/merchant/deposit', 'POST')).toHaveLength(1);
  });

  it('shows a refusal with its reason, and lets the trader apply again', async () => {
    open(standing(application({ status: 'REFUSED', reason: 'History too short' })));
    expect((await screen.findByTestId('merchant-reason')).textContent).toBe('Reason: History too short');
    expect(screen.getByTestId('merchant-apply')).toBeTruthy();
    expect(screen.queryByTestId('merchant-give-up')).toBeNull();
  });

  it('shows a certified merchant the guarantee held, and gives certification up after a confirmation', async () => {
    const approved = application({ status: 'APPROVED', guaranteeHeld: '500' });
    const { routes, fetchMock } = open(standing(approved));
    expect((await screen.findByTestId('merchant-guarantee')).textContent).toBe(
      'Guarantee held: 500 of 500 MEC',
    );
    routes['/api/merchant/give-up'] = {
      body: envelope(standing(application({ status: 'WITHDRAWN', guaranteeHeld: '0' }))),
    };
    fireEvent.click(screen.getByTestId('merchant-give-up'));
    expect((await screen.findByTestId('merchant-give-up-text')).textContent).toContain(
      'The guarantee goes back to your address once no order or appeal of yours is open.',
    );
    expect(sentRequests(fetchMock, '/api/merchant/give-up', 'POST')).toHaveLength(0);
    fireEvent.click(
      screen.getByText('Give certification up', { selector: '.adm-dialog-button, .adm-dialog-button *' }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('merchant-status').textContent).toBe('You gave certification up.'),
    );
    expect(sentRequests(fetchMock, '/api/merchant/give-up', 'POST')).toHaveLength(1);
  });

  it('asks a merchant who owes a top-up to pay it', async () => {
    open(standing(application({ status: 'APPROVED', guaranteeHeld: '300', topUpRequired: true })));
    expect(
      await screen.findByText(
        'A compensation was paid from your guarantee. Top it up before posting fiat ads again.',
      ),
    ).toBeTruthy();
    expect(screen.getByTestId('merchant-pay').textContent).toBe('Top up the guarantee');
  });
});
