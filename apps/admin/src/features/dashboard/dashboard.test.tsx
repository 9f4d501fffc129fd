// `/`: the signed-in staff member, their role, the areas they may open, and the API's health.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, STAFF, staffApi } from '../../test/fetch';
import { renderApp, signIn } from '../../test/render';

function allowed(area: string): string | null {
  return screen.getByTestId(`dashboard-area-${area}`).getAttribute('data-allowed');
}

describe('the dashboard', () => {
  it('shows the staff member, the role and which areas the role opens', async () => {
    signIn();
    staffApi(STAFF.CUSTOMER_SERVICE);
    renderApp('/');
    const card = await screen.findByTestId('dashboard-staff');
    expect(card.textContent).toContain('Welcome, Chen Service');
    expect(card.textContent).toContain('Signed in as cs@staff.test');
    expect(screen.getByTestId('dashboard-role').textContent).toBe('Customer service');
    expect(['appeals', 'users', 'trading', 'config', 'operations'].map(allowed)).toEqual([
      'true',
      'true',
      'true',
      'false',
      'false',
    ]);
  });

  it('opens an area from its tile', async () => {
    signIn();
    staffApi(STAFF.APPEAL_OFFICER);
    const { router } = renderApp('/');
    const tile = await screen.findByTestId('dashboard-area-appeals');
    fireEvent.click(tile.querySelector('button')!);
    expect(await screen.findByTestId('area-appeals')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/appeals');
  });

  it('shows a healthy API', async () => {
    signIn();
    staffApi(STAFF.ADMIN);
    renderApp('/');
    await waitFor(() => expect(screen.getByTestId('health-api').getAttribute('data-status')).toBe('success'));
    expect(screen.getByTestId('health-api').textContent).toContain('Operational');
    expect(screen.getByTestId('health-database').textContent).toContain('Up');
    expect(screen.getByTestId('health-redis').textContent).toContain('Up');
  });

  it('shows a degraded API from its 503 report', async () => {
    signIn();
    staffApi(STAFF.ADMIN, {
      'GET /api/health': {
        status: 503,
        body: envelope({ status: 'error', checks: { database: 'up', redis: 'down' } }, '503', 'unavailable'),
      },
    });
    renderApp('/');
    await waitFor(() => expect(screen.getByTestId('health-api').getAttribute('data-status')).toBe('warning'));
    expect(screen.getByTestId('health-api').textContent).toContain('Degraded');
    expect(screen.getByTestId('health-redis').textContent).toContain('Down');
    expect(document.querySelector('.ant-message-notice')).toBeNull();
  });

  it('shows an unreachable API', async () => {
    signIn();
    staffApi(STAFF.ADMIN, { 'GET /api/health': { status: 502, body: 'Bad Gateway' } });
    renderApp('/');
    await waitFor(() => expect(screen.getByTestId('health-api').getAttribute('data-status')).toBe('error'));
    expect(screen.getByTestId('health-api').textContent).toContain('Unreachable');
    expect(screen.getByTestId('health-database').textContent).toContain('Unknown');
  });
});
