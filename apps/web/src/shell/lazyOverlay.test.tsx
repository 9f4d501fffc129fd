import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { LazyOverlay } from './lazyOverlay';

let loads = 0;
const Panel = lazy(async () => {
  loads += 1;
  return {
    default: ({ open }: { open: boolean }) => <div data-testid="panel">{open ? 'open' : 'closed'}</div>,
  };
});

describe('overlays fetched when first wanted (trader app budgets)', () => {
  it('loads nothing before the overlay is wanted, then keeps it mounted so it can animate closed', async () => {
    const view = render(
      <LazyOverlay wanted={false}>
        <Panel open={false} />
      </LazyOverlay>,
    );
    expect(screen.queryByTestId('panel')).toBeNull();
    expect(loads).toBe(0);

    view.rerender(
      <LazyOverlay wanted>
        <Panel open />
      </LazyOverlay>,
    );
    expect((await screen.findByTestId('panel')).textContent).toBe('open');
    expect(loads).toBe(1);

    view.rerender(
      <LazyOverlay wanted={false}>
        <Panel open={false} />
      </LazyOverlay>,
    );
    expect(screen.getByTestId('panel').textContent).toBe('closed');
    expect(loads).toBe(1);
  });
});
